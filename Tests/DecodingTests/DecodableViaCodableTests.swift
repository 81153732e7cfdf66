import Curry
import DecodingPipeline
import Foundation
import Testing

@testable import Decoding

// Codable types as fields of both styles: decoded from the `JSON` value by Decoding's own
// `Swift.Decoder`, their failures joined to the others with full paths.

/// A Codable type, made a field of both styles with one conformance.
private struct Money: Codable, Equatable, DecodableViaCodable {
  let cents: Int
  let currency: String
}

/// A Codable type with a collection inside, whose bad elements are all reported.
private struct Basket: Codable, Equatable, DecodableViaCodable {
  let items: [Money]
  let notes: [String: String]
}

/// A Codable type whose `init(from:)` expects ISO 8601 dates.
private struct Stamp: Codable, Equatable, DecodableViaCodable {
  let at: Date

  static var codableDecoder: CodableDecoder { CodableDecoder(dateDecodingStrategy: .iso8601) }
}

/// A Codable type that checks a value and throws errors of its own.
private struct EvenNumber: Codable, Equatable, DecodableViaCodable {
  struct Odd: Error, CustomStringConvertible {
    let value: Int
    var description: String { "\(value) is odd" }
  }

  let value: Int

  init(value: Int) {
    self.value = value
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let value = try container.decode(Int.self)
    if value == 3 { throw Odd(value: value) }
    guard value.isMultiple(of: 2) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected an even number, found \(value)")
    }
    self.value = value
  }
}

/// Adopts both bridges and implements neither side: each would call the other.
private struct BothWays: Codable, DecodableViaCodable, CodableViaDecodable {
  let name: String
}

// A type of another module. (An app writes `@retroactive` before the protocol; within this package,
// the compiler rejects it.)
extension PersonNameComponents: DecodableViaCodable {}

/// An operator-style model with Codable fields.
private struct Order: Decodable, Equatable {
  let id: Int
  let price: Money
  let discount: Money?
  let lines: [Money]
  let buyer: PersonNameComponents

  static func decode(_ json: JSON) -> Decoded<Order> {
    curry(Order.init)
      <^> json <| "id"
      <*> json <| "price"
      <*> json <|? "discount"
      <*> json <|| "lines"
      <*> json <| "buyer"
  }
}

/// The same model as a pipeline, with `codable(_:)` for the type of another module.
private let decodeOrder =
  decode(Order.init)
  |> required("id", int)
  |> required("price", Money.decode)
  |> optional("discount", Money.decode)
  |> required("lines", array(Money.decode))
  |> required("buyer", codable(PersonNameComponents.self))

struct BadOrder: Sendable, CustomTestStringConvertible {
  let document: JSON
  let error: String

  var testDescription: String { error }
}

@Suite struct DecodableViaCodableTests {
  static let good: JSON = [
    "id": 7, "price": ["cents": 1250, "currency": "EUR"], "discount": nil,
    "lines": [["cents": 1000, "currency": "EUR"], ["cents": 250, "currency": "EUR"]],
    "buyer": ["givenName": "Ada", "familyName": "Lovelace"],
  ]

  @Test func codableFieldsDecodeInBothStyles() throws {
    var buyer = PersonNameComponents()
    buyer.givenName = "Ada"
    buyer.familyName = "Lovelace"
    let expected = Order(
      id: 7, price: Money(cents: 1250, currency: "EUR"), discount: nil,
      lines: [Money(cents: 1000, currency: "EUR"), Money(cents: 250, currency: "EUR")], buyer: buyer)
    #expect(try Order.decode(Self.good).dematerialize() == expected)
    #expect(try decodeOrder(Self.good).dematerialize() == expected)
  }

  static let bad = [
    BadOrder(
      document: [
        "id": "7", "price": ["cents": 1250], "discount": ["cents": "x", "currency": "EUR"],
        "lines": [["cents": 1000, "currency": "EUR"], ["cents": 2.5, "currency": "EUR"], 5],
        "buyer": ["givenName": 1],
      ],
      error: """
        id: expected Int, found "7"
        price.currency: missing key
        discount.cents: expected Int, found "x"
        lines[1].cents: expected Int, found 2.5
        lines[2]: expected object, found 5
        buyer.givenName: expected String, found 1
        """),
    // Within one `init(from:)`, decoding stops at the first failure, as Codable does.
    BadOrder(
      document: ["id": 1, "price": ["cents": nil, "currency": 5], "lines": [], "buyer": [:]],
      error: "price.cents: expected Int, found null"),
    BadOrder(
      document: ["id": 1, "price": "free", "lines": nil, "buyer": [:]],
      error: """
        price: expected object, found "free"
        lines: expected array, found null
        """),
  ]

  @Test(arguments: bad)
  func everyFieldsFailuresAreReportedWithTheirPaths(_ row: BadOrder) {
    #expect(Order.decode(row.document).error?.description == row.error)
    #expect(decodeOrder(row.document).error?.description == row.error)
  }

  @Test func everyBadElementOfACollectionInsideIsReported() {
    let json: JSON = [
      "items": [["cents": 1, "currency": "EUR"], ["cents": "2"], ["cents": 3, "currency": nil]],
      "notes": ["b": 2, "a": 1, "c": "fine"],
    ]
    #expect(
      Basket.decode(json).error?.description == """
        items[1].cents: expected Int, found "2"
        items[2].currency: expected String, found null
        """)
    let notes: JSON = ["items": [], "notes": ["b": 2, "a": 1, "c": "fine"]]
    #expect(
      Basket.decode(notes).error?.description == """
        notes.b: expected String, found 2
        notes.a: expected String, found 1
        """)
  }

  @Test func aTypeChoosesTheOptionsItsInitFromDecoderExpects() throws {
    let stamp = try Stamp.decode(["at": "2024-05-01T12:00:00Z"]).dematerialize()
    #expect(stamp.at == Date(timeIntervalSince1970: 1_714_564_800))
    #expect(
      Stamp.decode(["at": 1_714_564_800]).error?.description
        == #"at: expected ISO 8601 date-time such as "2024-05-01T12:00:00Z", found 1714564800"#)
  }

  @Test(arguments: [
    (JSON(4), "success(EvenNumber(value: 4))"),
    (JSON(5), "failure(expected an even number, found 5)"),
    (JSON(3), "failure(3 is odd)"),
    (JSON("4"), #"failure(expected Int, found "4")"#),
  ])
  func errorsTheTypeThrowsBecomeFailures(_ json: JSON, _ expected: String) {
    #expect(EvenNumber.decode(json).description == expected)
    let failure = decodeJSON(["n": json], with: required("n", EvenNumber.decode)).error?.failures.first
    #expect(failure?.path == (expected.hasPrefix("failure") ? ["n"] : nil))
  }

  @Test func aTypeBridgedBothWaysFailsInsteadOfCallingItself() {
    #expect(
      BothWays.decode(["name": "x"]).error?.description
        == "BothWays adopts both CodableViaDecodable and DecodableViaCodable without a decode(_:) or init(from:) "
        + "of its own, so each would call the other; adopt one of them")
  }
}
