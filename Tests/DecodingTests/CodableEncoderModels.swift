import Foundation

// The models the encoder's tests encode: each exercises one way of using Codable's
// containers, with a conformance written by hand where the synthesised one would not.

/// A model with one member, `a`, of type `T`.
struct Field<T: Encodable & Sendable>: Encodable, Sendable {
  let a: T
}

/// The example: member names a key strategy converts, declared out of order.
struct Meetup: Codable, Equatable, Sendable {
  let eventName: String
  let startsAt: Date
  let maxSeatCount: Int
  let myURLProperty: URL?
}

/// `encodeNil` against `encodeIfPresent` against a synthesised optional.
struct Nils: Encodable, Sendable {
  let present: Int?
  let absent: Int?

  enum CodingKeys: String, CodingKey { case present, absent, explicit, skipped }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(present, forKey: .present)
    try container.encodeIfPresent(absent, forKey: .absent)
    try container.encodeNil(forKey: .explicit)
    try container.encodeIfPresent(Int?.none, forKey: .skipped)
  }
}

/// Every kind of empty: a keyed and an unkeyed container with nothing in them, a value that
/// encodes nothing, a nested container left empty.
struct Empties: Encodable, Sendable {
  enum CodingKeys: String, CodingKey { case object, array, nothing, nested }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode([String: Int](), forKey: .object)
    try container.encode([Int](), forKey: .array)
    try container.encode(Nothing(), forKey: .nothing)
    _ = container.nestedUnkeyedContainer(forKey: .nested)
  }
}

/// Encodes nothing at all.
struct Nothing: Encodable, Sendable {
  func encode(to encoder: any Encoder) throws {}
}

/// The same key encoded twice, and a nested container asked for twice under one key.
struct Twice: Encodable, Sendable {
  enum CodingKeys: String, CodingKey { case a, b, c }
  enum InnerKeys: String, CodingKey { case x, y }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(1, forKey: .a)
    try container.encode("first", forKey: .b)
    try container.encode(2, forKey: .a)
    var first = container.nestedContainer(keyedBy: InnerKeys.self, forKey: .c)
    try first.encode(true, forKey: .x)
    var second = container.nestedContainer(keyedBy: InnerKeys.self, forKey: .c)
    try second.encode(false, forKey: .y)
  }
}

/// Nested containers kept open while the parent goes on, in every kind of container.
struct Interleaved: Encodable, Sendable {
  enum CodingKeys: String, CodingKey { case first, middle, last, list }
  enum InnerKeys: String, CodingKey { case late, early }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    var first = container.nestedContainer(keyedBy: InnerKeys.self, forKey: .first)
    try first.encode("early", forKey: .early)
    var list = container.nestedUnkeyedContainer(forKey: .list)
    try container.encode(0, forKey: .middle)
    try list.encode(1)
    var row = list.nestedUnkeyedContainer()
    try list.encode(3)
    try row.encode(2)
    var cell = list.nestedContainer(keyedBy: InnerKeys.self)
    try container.encode([4.5], forKey: .last)
    try first.encode("late", forKey: .late)
    try cell.encode(5, forKey: .late)
    try list.encodeNil()
  }
}

/// A class hierarchy: the subclass encodes its superclass through `superEncoder()`.
class Animal: Encodable, @unchecked Sendable {
  let name: String

  init(name: String) { self.name = name }
}

/// A subclass that keeps its superclass's members under `super`.
final class Dog: Animal, @unchecked Sendable {
  let barks: Bool

  init(name: String, barks: Bool) {
    self.barks = barks
    super.init(name: name)
  }

  enum CodingKeys: String, CodingKey { case barks, parent }

  override func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(barks, forKey: .barks)
    try super.encode(to: container.superEncoder())
    try super.encode(to: container.superEncoder(forKey: .parent))
  }
}

/// A subclass that shares its encoder with its superclass, so both write one object.
final class Cat: Animal, @unchecked Sendable {
  let lives: Int

  init(name: String, lives: Int) {
    self.lives = lives
    super.init(name: name)
  }

  enum CodingKeys: String, CodingKey { case lives }

  override func encode(to encoder: any Encoder) throws {
    try super.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(lives, forKey: .lives)
  }
}

/// `superEncoder()` of an unkeyed container, and one that nothing is encoded into.
struct UnkeyedSupers: Encodable, Sendable {
  func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode("a")
    let superEncoder = container.superEncoder()
    try container.encode("c")
    var single = superEncoder.singleValueContainer()
    try single.encode("b")
    _ = container.superEncoder()
  }
}

/// Every scalar through a single value container each, in one unkeyed container.
struct Scalars: Encodable, Sendable {
  func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(Int8.min)
    try container.encode(Int16.max)
    try container.encode(Int32.min)
    try container.encode(Int64.min)
    try container.encode(UInt8.max)
    try container.encode(UInt16.max)
    try container.encode(UInt32.max)
    try container.encode(UInt64.max)
    try container.encode(Int.max)
    try container.encode(UInt.max)
    try container.encode(Float(0.1))
    try container.encode(Float(-1e30))
    try container.encode(true)
    try container.encode(Int128.min)
    try container.encode(UInt128.max)
  }
}

/// A value that reads the encoder's `userInfo` and `codingPath`.
struct Contextual: Encodable, Sendable {
  static let key = CodingUserInfoKey(rawValue: "unit")!

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    let unit = encoder.userInfo[Self.key] as? String ?? "none"
    try container.encode("\(unit) at \(encoder.codingPath.map(\.stringValue))")
  }
}

/// A double deep inside, for the paths of errors.
struct Deep: Encodable, Sendable {
  let values: [String: [Double]]
}

/// Members of every kind, for pretty printing.
struct Pretty: Encodable, Sendable {
  let b: [Int]
  let c: [String: Int]
  let d: [Int]
}
