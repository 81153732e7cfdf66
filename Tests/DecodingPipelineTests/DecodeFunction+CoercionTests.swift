import Curry
import Decoding
import DecodingPipeline
import Foundation
import Testing

private struct Listing: Equatable, Sendable {
  let id: Int
  let price: Decimal
  let available: Bool
  let code: String
}

private let pipelineListing: DecodeFunction<Listing> =
  decode(Listing.init)
  |> required("id", coerced(int))
  |> required("price", coerced(decimal))
  |> required("available", coerced(bool))
  |> required("code", coerced(string))

private func operatorListing(_ json: JSON) -> Decoded<Listing> {
  curry(Listing.init)
    <^> json.coerced("id")
    <*> json.coerced("price")
    <*> json.coerced("available")
    <*> json.coerced("code")
}

@Suite struct DecodeFunctionCoercionTests {
  @Test(arguments: [
    (
      #"{"id": "42", "price": "19.99", "available": "true", "code": 7}"#,
      "success(Listing(id: 42, price: 19.99, available: true, code: \"7\"))"
    ),
    (
      #"{"id": 42, "price": 19.99, "available": false, "code": "A7"}"#,
      "success(Listing(id: 42, price: 19.99, available: false, code: \"A7\"))"
    ),
    (
      #"{"id": "4 2", "price": "cheap", "available": "yes", "code": {}}"#,
      """
      failure(id: expected Int or Int as a string, found "4 2"
      price: expected Decimal or Decimal as a string, found "cheap"
      available: expected Bool or Bool as a string, found "yes"
      code: expected String or a number or Boolean, found {})
      """
    ),
  ])
  func bothStylesCoerceTheSameAndFailWithTheSameText(document: String, expected: String) throws {
    let json = try JSON(parsing: document)
    #expect("\(pipelineListing(json))" == expected)
    #expect("\(operatorListing(json))" == expected)
  }

  @Test func withoutCoercionAStringIsNotANumber() {
    #expect(required("id", int)(["id": "42"]).error?.description == #"id: expected Int, found "42""#)
  }

  @Test func coercedIsAlsoAPipelineModifier() {
    #expect((int |> coerced)("12") == .success(12))
  }
}
