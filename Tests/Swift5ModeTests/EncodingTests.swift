// Encoders and codecs as an app still in the Swift 5 language mode writes them: a type's
// own `encode(_:to:)` and `decode` (not inferred `@Sendable` in Swift 5), closures, and key
// paths, in every encoder that takes one. Nothing here may warn.

import Decoding
import DecodingPipeline
import Testing

extension Role: JSONEncodable {}

extension Author: JSONEncodable {
  func encode() -> JSON {
    .object(encoding: ["id": id, "name": name, "email": email])
  }

  /// A type's own encoder, as Swift 5 code declares one.
  static func encode(_ author: Author, to output: inout JSONOutput) throws {
    try output.writeObject { object in
      try object.member("id", author.id)
      try object.member("name", author.name)
      try object.member("email", author.email)
    }
  }
}

/// An encoder of the pipeline style, every field given a type's own encoder or a closure.
let encodeStatus: EncodeFunction<Status> = Encode.object([
  .required("id", \.id, Encode.int),
  .required("text", \.text, Encode.map({ $0.uppercased() }, Encode.string)),
  .required("author", \.author, Author.encode),
  .required("mentions", \.mentions, Encode.array(Author.encode)),
  .optional("editors", \.editors, Encode.array(Author.encode)),
  .required("role", \.role, Encode.map({ $0.rawValue }, Encode.string)),
  .requiredAt(["meta", "source"], \.source, Encode.nullable(Encode.string)),
  .optionalAt(["meta", "first"], \.mentions.first, Author.encode),
  Encode.Field { status, output in try output.member("count", status.mentions.count) },
])

/// A codec of the same model, with a type's own decoders and encoders.
let statusCodec =
  codec(Status.init)
  |> required("id", \.id, int)
  |> required("text", \.text, string)
  |> required("author", \.author, Author.decode, Author.encode)
  |> required("mentions", \.mentions, array(Author.decode), Encode.array(Author.encode))
  |> optional("editors", \.editors, array(Author.decode))
  |> required("role", \.role, rawRepresentable(Role.self))
  |> requiredAt(["meta", "source"], \.source, string, { source, output in output.write(source) })

/// A codec field with a type's own decoder at a path, and one that may be missing.
struct Pinned: Equatable {
  let author: Author
  let backup: Author?
}

let pinnedCodec =
  codec(Pinned.init)
  |> requiredAt(["pins", "author"], \.author, Author.decode)
  |> optionalAt(["pins", "backup"], \.backup, Author.decode, Author.encode)

@Suite struct EncodingTests {
  static let status = Status(
    id: 1, text: "Hi", author: Author(id: 2, name: "Ann", email: nil),
    mentions: [Author(id: 3, name: "Bo", email: "bo@example.com")], editors: nil, role: .admin, source: "api")

  @Test func anEncodeObjectWritesEveryField() throws {
    #expect(
      try Encode.text(Self.status, encodeStatus) == #"{"id":1,"text":"HI","author":{"id":2,"name":"Ann"},"#
        + #""mentions":[{"id":3,"name":"Bo","email":"bo@example.com"}],"role":"admin","#
        + #""meta":{"source":"api","first":{"id":3,"name":"Bo","email":"bo@example.com"}},"count":1}"#)
  }

  @Test func aCodecWritesWhatItReads() throws {
    let data = try statusCodec.encodedData(Self.status)
    #expect(
      String(decoding: data, as: UTF8.self) == #"{"id":1,"text":"Hi","author":{"id":2,"name":"Ann"},"#
        + #""mentions":[{"id":3,"name":"Bo","email":"bo@example.com"}],"role":"admin","meta":{"source":"api"}}"#)
    #expect(decodeJSON(data, with: statusCodec.decode).value == Self.status)
  }

  @Test func pathsUnderOneKeyShareAnObject() throws {
    let pinned = Pinned(author: Author(id: 1, name: "A", email: nil), backup: Author(id: 2, name: "B", email: nil))
    let data = try pinnedCodec.encodedData(pinned)
    #expect(
      String(decoding: data, as: UTF8.self) == #"{"pins":{"author":{"id":1,"name":"A"},"backup":{"id":2,"name":"B"}}}"#)
    #expect(decodeJSON(data, with: pinnedCodec.decode).value == pinned)
  }

  @Test func aNaNIsAnErrorWithItsPath() {
    let encode: EncodeFunction<[Double]> = Encode.array({ value, output in try output.write(value) })
    #expect(throws: JSONEncodingError(path: [1], reason: "NaN cannot be written as JSON")) {
      try Encode.data([1, .nan], encode)
    }
  }
}
