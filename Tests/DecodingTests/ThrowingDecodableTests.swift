import Testing

@testable import Decoding

// The conformances are in extensions so that the structs keep their memberwise initializers.
private struct Customer: Equatable {
  let name: String
  let address: ShippingAddress
  let orders: [Int]
}

extension Customer: ThrowingDecodable {
  init(json: JSON) throws {
    name = try json.decode("name")
    address = try json.decode("address")
    orders = try json.decodeIfPresent("orders") ?? []
  }
}

private struct ShippingAddress: Equatable {
  let line1: String
  let line2: String?
  let city: String
}

extension ShippingAddress: ThrowingDecodable {
  init(json: JSON) throws {
    line1 = try json.decode("line1")
    line2 = try json.decodeIfPresent("line2")
    city = try json.decode("city")
  }
}

/// A throwing model that validates beyond types and throws an error of its own.
private struct Percentage: ThrowingDecodable {
  struct OutOfRange: Error, CustomStringConvertible {
    let value: Int
    var description: String { "\(value) is not a percentage" }
  }

  let value: Int

  init(json: JSON) throws {
    let value: Int = try json.decode()
    guard (0...100).contains(value) else { throw OutOfRange(value: value) }
    self.value = value
  }
}

/// A non-final class: its subclasses decode as the base class, as in Argo.
private class Vehicle: ThrowingDecodable {
  typealias DecodedType = Vehicle
  let wheels: Int

  required init(json: JSON) throws {
    wheels = try json.decode("wheels")
  }
}

@Suite struct ThrowingDecodableTests {
  let document: JSON = [
    "customer": [
      "name": "Tim",
      "address": ["line1": "1 Infinite Loop", "line2": nil, "city": "Cupertino"],
    ]
  ]

  @Test func decodesNestedModelsWithTry() throws {
    let customer: Customer = try document.decode("customer")
    #expect(
      customer
        == Customer(
          name: "Tim", address: ShippingAddress(line1: "1 Infinite Loop", line2: nil, city: "Cupertino"), orders: []))
  }

  @Test(
    arguments: [
      (
        ["name": "Tim", "address": ["line1": "1 Infinite Loop", "city": nil]],
        "customer.address.city: expected String, found null"
      ),
      (["name": "Tim", "address": ["line2": "x", "city": "Cupertino"]], "customer.address.line1: missing key"),
      (["name": "Tim", "address": "Cupertino"], "customer.address: expected object, found \"Cupertino\""),
      (["address": ["line1": "1", "city": "C"]], "customer.name: missing key"),
      (
        ["name": "Tim", "address": ["line1": "1", "line2": 2, "city": "C"]],
        "customer.address.line2: expected String, found 2"
      ),
      (
        ["name": "Tim", "address": ["line1": "1", "city": "C"], "orders": [1, "2"]],
        "customer.orders[1]: expected Int, found \"2\""
      ),
    ] as [(JSON, String)])
  func throwsTheFirstFailureWithItsFullPath(customer: JSON, message: String) {
    let json: JSON = ["customer": customer]
    let error = #expect(throws: DecodeError.self) { try json.decode("customer", as: Customer.self) }
    #expect(error?.description == message)
  }

  @Test func aThrowingModelIsDecodableInTheOperatorStyle() {
    let decoded: Decoded<Customer> = document <| "customer"
    #expect(decoded.value?.address.city == "Cupertino")
    let broken: JSON = ["customer": ["name": 1, "address": ["line1": "x", "city": "y"]]]
    let failure: Decoded<Customer> = broken <| "customer"
    #expect(failure.error?.description == "customer.name: expected String, found 1")
  }

  @Test func aThrowingModelIsADecodeFunction() {
    let decodeAddress: DecodeFunction<ShippingAddress> = ShippingAddress.decode
    #expect(decodeAddress(["line1": "a", "city": "b"]).value == ShippingAddress(line1: "a", line2: nil, city: "b"))
    let addresses: Decoded<[ShippingAddress]> = [ShippingAddress].decode([["line1": "a", "city": "b"], ["city": "c"]])
    #expect(addresses.error?.description == "[1].line1: missing key")
  }

  @Test func anotherErrorBecomesACustomFailureAtTheModelsPath() {
    let json: JSON = ["discount": 130]
    let decoded: Decoded<Percentage> = json <| "discount"
    #expect(decoded.error?.description == "discount: 130 is not a percentage")
    #expect(decoded.error?.failures.first?.reason == .custom("130 is not a percentage"))
  }

  @Test func aNonFinalClassConforms() throws {
    let car: JSON = ["wheels": 4]
    #expect(try car.decode(Vehicle.self).wheels == 4)
    let garage: JSON = ["fleet": [["wheels": 2], ["wheels": 3]]]
    let fleet: [Vehicle] = try garage.decode("fleet")
    #expect(fleet.map(\.wheels) == [2, 3])
  }
}
