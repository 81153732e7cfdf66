import Curry
import Decoding
import DecodingPipeline

// The models the decoding check decodes every input into, each written three ways: with
// the operators, as a pipeline, and as a synthesized `Swift.Decodable` for CodableDecoder.
// Between them they hold every kind of field: Int, Double, String, Bool, an optional, an
// array and a nested object.

/// A zoo: one of each kind of field.
struct Zoo: Equatable, Sendable, Swift.Decodable {
  let id: Int
  let area: Double
  let name: String
  let motto: String?
  let animals: [String]
  let keeper: Keeper
  let open: Bool
}

/// The nested object: its own Int, an array of doubles and an optional nested object.
struct Keeper: Equatable, Sendable, Swift.Decodable {
  let name: String
  let years: Int
  let ratings: [Double]
  let deputy: Deputy?
}

/// The innermost object, with an optional Bool.
struct Deputy: Equatable, Sendable, Swift.Decodable {
  let name: String
  let trained: Bool?
}

extension Zoo: Decoding.Decodable {
  static func decode(_ json: JSON) -> Decoded<Zoo> {
    curry(Zoo.init)
      <^> json <| "id"
      <*> json <| "area"
      <*> json <| "name"
      <*> json <|? "motto"
      <*> json <|| "animals"
      <*> json <| "keeper"
      <*> json <| "open"
  }
}

extension Keeper: Decoding.Decodable {
  static func decode(_ json: JSON) -> Decoded<Keeper> {
    curry(Keeper.init)
      <^> json <| "name"
      <*> json <| "years"
      <*> json <|| "ratings"
      <*> json <|? "deputy"
  }
}

extension Deputy: Decoding.Decodable {
  static func decode(_ json: JSON) -> Decoded<Deputy> {
    curry(Deputy.init)
      <^> json <| "name"
      <*> json <|? "trained"
  }
}

/// The same models as pipelines.
enum ZooPipelines {
  static let zoo: DecodeFunction<Zoo> =
    decode(Zoo.init)
    |> required("id", int)
    |> required("area", double)
    |> required("name", string)
    |> optional("motto", string)
    |> required("animals", array(string))
    |> required("keeper", keeper)
    |> required("open", bool)

  static let keeper: DecodeFunction<Keeper> =
    decode(Keeper.init)
    |> required("name", string)
    |> required("years", int)
    |> required("ratings", array(double))
    |> optional("deputy", deputy)

  static let deputy: DecodeFunction<Deputy> =
    decode(Deputy.init)
    |> required("name", string)
    |> optional("trained", bool)
}

// Models that recurse through collections, where a decoder that handles the failures of a
// collection badly can do work exponential in the depth: an array of itself, decoded from a
// single value, and a branch whose children are an array and a dictionary of branches.

/// An array of itself: `[[], [[]]]`.
struct Nest: Equatable, Sendable, Swift.Decodable {
  let nested: [Nest]

  init(nested: [Nest]) {
    self.nested = nested
  }

  init(from decoder: any Swift.Decoder) throws {
    nested = try decoder.singleValueContainer().decode([Nest].self)
  }
}

extension Nest: Decoding.Decodable {
  static func decode(_ json: JSON) -> Decoded<Nest> {
    Nest.init <^> [Nest].decode(json)
  }
}

/// A branch of a tree: children in an array, and optionally by name.
struct Branch: Equatable, Sendable, Swift.Decodable {
  let leaf: Int?
  let children: [Branch]
  let byName: [String: Branch]?
}

extension Branch: Decoding.Decodable {
  static func decode(_ json: JSON) -> Decoded<Branch> {
    curry(Branch.init)
      <^> json <|? "leaf"
      <*> json <|| "children"
      <*> json <|? "byName"
  }
}

extension ZooPipelines {
  static let nest: DecodeFunction<Nest> = { json in array(lazy { nest })(json).map(Nest.init) }

  static let branch: DecodeFunction<Branch> =
    decode(Branch.init)
    |> optional("leaf", int)
    |> required("children", array(lazy { branch }))
    |> optional("byName", dictionary(lazy { branch }))
}
