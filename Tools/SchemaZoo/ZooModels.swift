import Decoding
import DecodingPipeline
import Foundation

// Models that use every item of the codec vocabulary a schema describes, one concern per
// model, so that a schema the reference validator rejects names what is wrong.

enum Role: String, CaseIterable, JSONEncodable, Sendable {
  case admin, member, guest
}

enum Level: Int, CaseIterable, JSONEncodable, Sendable {
  case low = 1
  case high = 2
}

// The integer types the pipeline has no primitive for.
let int8Decoder: DecodeFunction<Int8> = { Int8.decode($0) }
let int16Decoder: DecodeFunction<Int16> = { Int16.decode($0) }
let int32Decoder: DecodeFunction<Int32> = { Int32.decode($0) }
let uintDecoder: DecodeFunction<UInt> = { UInt.decode($0) }
let uint8Decoder: DecodeFunction<UInt8> = { UInt8.decode($0) }
let uint16Decoder: DecodeFunction<UInt16> = { UInt16.decode($0) }
let uint32Decoder: DecodeFunction<UInt32> = { UInt32.decode($0) }

/// Every scalar: the integer types with their bounds, the floating-point types, `Decimal`.
struct Scalars: Sendable {
  // Named apart from the decoders (`int`, `string`), which a property of the same name would hide in the codec.
  let intValue: Int
  let int8Value: Int8
  let int16Value: Int16
  let int32Value: Int32
  let int64Value: Int64
  let uintValue: UInt
  let uint8Value: UInt8
  let uint16Value: UInt16
  let uint32Value: UInt32
  let uint64Value: UInt64
  let doubleValue: Double
  let floatValue: Float
  let boolValue: Bool
  let stringValue: String
  let decimalValue: Decimal

  static let jsonCodec = codec(
    Scalars.init,
    required("int", \.intValue, int),
    required("int8", \.int8Value, int8Decoder),
    required("int16", \.int16Value, int16Decoder),
    required("int32", \.int32Value, int32Decoder),
    required("int64", \.int64Value, int64),
    required("uint", \.uintValue, uintDecoder),
    required("uint8", \.uint8Value, uint8Decoder),
    required("uint16", \.uint16Value, uint16Decoder),
    required("uint32", \.uint32Value, uint32Decoder),
    required("uint64", \.uint64Value, uint64),
    required("double", \.doubleValue, double),
    required("float", \.floatValue, float),
    required("bool", \.boolValue, bool),
    required("string", \.stringValue, string),
    required("decimal", \.decimalValue, decimal)
  )
}

/// Foundation's types, enums with raw values, and `JSON` itself.
struct Foundations: Sendable {
  let created: Date
  let seconds: Date
  let milliseconds: Date
  let sinceReference: Date
  let homepage: URL
  let token: UUID
  let role: Role
  let level: Level
  let anything: JSON

  static let jsonCodec = codec(
    Foundations.init,
    required("created", \.created, date(.iso8601)),
    required("seconds", \.seconds, .date(.secondsSince1970)),
    required("milliseconds", \.milliseconds, .date(.millisecondsSince1970)),
    required("since_reference", \.sinceReference, .date(.secondsSinceReferenceDate)),
    required("homepage", \.homepage, url),
    required("token", \.token, uuid),
    required("role", \.role, rawRepresentable(Role.self)),
    required("level", \.level, rawRepresentable(Level.self)),
    required("anything", \.anything, json)
  )
}

/// Required, optional (missing or `null`), nullable (present, maybe `null`), defaults, and
/// members one object down.
struct Presence: Sendable {
  let name: String
  let nickname: String?
  let age: Int?
  let retries: Int
  let theme: String
  let version: Int
  let note: String?
  let ratings: [Double?]

  static let jsonCodec = codec(
    Presence.init,
    required("name", \.name, string).described("The name the person goes by."),
    optional("nickname", \.nickname, string),
    required("age", \.age, nullable(int)),
    defaulted("retries", \.retries, int, 3),
    defaulted("theme", \.theme, string, "light", orNull: true),
    requiredAt(["meta", "version"], \.version, int),
    optionalAt(["meta", "note"], \.note, string),
    required("ratings", \.ratings, .array(.nullable(double)))
  )
  .described("Who someone is, and what they chose.")
}

/// A model nested, repeated, in arrays and dictionaries.
struct Author: Sendable {
  let id: Int
  let name: String

  static let jsonCodec = codec(Author.init, required("id", \.id, int), required("name", \.name, string))
}

/// A model nested, repeated, in arrays and dictionaries.
struct Post: Sendable {
  let title: String
  let author: Author
  let editor: Author?
  let coauthors: [Author]
  let reviewers: [String: Author]
  let tags: [String]
  let counts: [String: Int]

  static let jsonCodec = codec(
    Post.init,
    required("title", \.title, string),
    required("author", \.author, Author.jsonCodec),
    optional("editor", \.editor, Author.jsonCodec),
    required("coauthors", \.coauthors, .array(Author.jsonCodec)),
    required("reviewers", \.reviewers, .dictionary(Author.jsonCodec)),
    required("tags", \.tags, array(string)),
    required("counts", \.counts, dictionary(int))
  )
}

/// A model that contains itself.
struct Folder: Sendable {
  let name: String
  let children: [Folder]

  static let jsonCodec: JSONCodec<Folder, Folder> = codec(
    Folder.init,
    required("name", \.name, string),
    required("children", \.children, .array(.lazy { Folder.jsonCodec }))
  )
}

struct Circle: Sendable {
  let radius: Double

  static let jsonCodec = codec(Circle.init, required("radius", \.radius, double))
}

struct Square: Sendable {
  let side: Double

  static let jsonCodec = codec(Square.init, required("side", \.side, double))
}

/// A sum type, in each of the four layouts.
enum Shape: Sendable {
  case circle(Circle)
  case square(Square)

  static func jsonCodec(_ layout: UnionLayout) -> JSONCodec<Shape, Shape> {
    let cases: KeyValuePairs<String, DecodeFunction<Shape>> = [
      "circle": { Circle.jsonCodec.decode($0).map(Shape.circle) },
      "square": { Square.jsonCodec.decode($0).map(Shape.square) },
    ]
    let decode = union(layout, cases)
    let encode: EncodeFunction<Shape> = Encode.union(layout) { shape in
      switch shape {
      case .circle(let circle): ("circle", (try? Encode.tree(circle, Circle.jsonCodec.encode)) ?? .null)
      case .square(let square): ("square", (try? Encode.tree(square, Square.jsonCodec.encode)) ?? .null)
      }
    }
    return JSONCodec(decode: decode, encode: encode).withSchema(
      .union(layout, [("circle", .of(Circle.jsonCodec)), ("square", .of(Square.jsonCodec))]))
  }
}

/// The four layouts side by side.
struct Drawing: Sendable {
  let internallyTagged: Shape
  let adjacentlyTagged: Shape
  let externallyTagged: Shape
  let untagged: Shape

  static let jsonCodec = codec(
    Drawing.init,
    required("internally", \.internallyTagged, Shape.jsonCodec(.internallyTagged(by: "type"))),
    required("adjacently", \.adjacentlyTagged, Shape.jsonCodec(.adjacentlyTagged(by: "kind", content: "value"))),
    required("externally", \.externallyTagged, Shape.jsonCodec(.externallyTagged)),
    required("untagged", \.untagged, Shape.jsonCodec(.untagged))
  )
}
