import Foundation
import Testing

@testable import Decoding

@Suite struct JSONCoercionTests {
  @Test(arguments: [
    (JSON.number(42), "success(42)"),
    (JSON.string("42"), "success(42)"),
    (JSON.string("-7"), "success(-7)"),
    (JSON.string("4.5"), #"failure(port: expected Int or Int as a string, found "4.5")"#),
    (JSON.string(" 42"), #"failure(port: expected Int or Int as a string, found " 42")"#),
    (JSON.string("+42"), #"failure(port: expected Int or Int as a string, found "+42")"#),
    (JSON.string("eighty"), #"failure(port: expected Int or Int as a string, found "eighty")"#),
    (JSON.bool(true), "failure(port: expected Int or Int as a string, found true)"),
    (JSON.null, "failure(port: expected Int or Int as a string, found null)"),
  ])
  func anIntegerFromItsStringForm(value: JSON, expected: String) {
    let port: Decoded<Int> = JSON.object(["port": value]).coerced("port")
    #expect("\(port)" == expected)
  }

  @Test(arguments: [
    (JSON.string("3.5"), "success(3.5)"),
    (JSON.string("1e3"), "success(1000.0)"),
    (JSON.number(2.25), "success(2.25)"),
    (JSON.string("three"), #"failure(ratio: expected Double or Double as a string, found "three")"#),
  ])
  func aFloatingPointNumberFromItsStringForm(value: JSON, expected: String) {
    let ratio: Decoded<Double> = JSON.object(["ratio": value]).coerced("ratio")
    #expect("\(ratio)" == expected)
  }

  @Test func aDecimalFromItsStringFormKeepsEveryDigit() {
    let price: Decoded<Decimal> = JSON.object(["price": "19.990000000000000001"]).coerced("price")
    #expect(price == .success(Decimal(string: "19.990000000000000001")!))
  }

  @Test(arguments: [
    (JSON.string("true"), "success(true)"),
    (JSON.string("false"), "success(false)"),
    (JSON.bool(true), "success(true)"),
    (JSON.string("yes"), #"failure(on: expected Bool or Bool as a string, found "yes")"#),
    (JSON.number(2), "failure(on: expected Bool or Bool as a string, found 2)"),
  ])
  func aBooleanFromItsStringForm(value: JSON, expected: String) {
    let on: Decoded<Bool> = JSON.object(["on": value]).coerced("on")
    #expect("\(on)" == expected)
  }

  @Test(arguments: [
    (JSON.string("7"), "success(7)"),
    (JSON.number(7), "success(7)"),
    (JSON.number(JSONNumber(text: "1.50")!), "success(1.50)"),
    (JSON.bool(false), "success(false)"),
    (JSON.array([1]), "failure(label: expected String or a number or Boolean, found [1])"),
  ])
  func aStringFromANumberOrBoolean(value: JSON, expected: String) {
    let label: Decoded<String> = JSON.object(["label": value]).coerced("label")
    #expect("\(label)" == expected)
  }

  @Test func aKeyPathKeepsItsFullPath() {
    let json: JSON = ["server": ["port": "eighty"]]
    let port: Decoded<Int> = json.coerced(["server", "port"])
    #expect(port.error?.description == #"server.port: expected Int or Int as a string, found "eighty""#)
  }

  @Test func aFailureThatIsNotAboutTheTypeIsTheDecodersOwn() {
    let positive: (JSON) -> Decoded<Int> = { json in
      Int.decode(json) >>- { $0 > 0 ? .success($0) : .customError("expected a positive number, found \($0)") }
    }
    #expect(
      JSON.string("-3").decodeCoerced(with: positive).error?.description == "expected a positive number, found -3")
  }
}
