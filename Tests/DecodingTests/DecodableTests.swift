import Curry
import Testing

@testable import Decoding

/// A non-final class: `Self` would be each subclass, so the model names the type
/// `decode` produces through `DecodedType`, as Argo requires.
private class Vehicle: Decodable {
  typealias DecodedType = Vehicle

  let wheels: Int
  let name: String

  init(wheels: Int, name: String) {
    self.wheels = wheels
    self.name = name
  }

  static func decode(_ json: JSON) -> Decoded<Vehicle> {
    curry(Vehicle.init)
      <^> json <| "wheels"
      <*> json <| "name"
  }
}

private final class Bicycle: Vehicle {}

private struct Garage: Decodable {
  let vehicles: [Vehicle]
  let favourite: Vehicle?

  static func decode(_ json: JSON) -> Decoded<Garage> {
    curry(Garage.init)
      <^> json <|| "vehicles"
      <*> json <|? "favourite"
  }
}

@Suite struct DecodableTests {
  @Test func decodedTypeDefaultsToSelf() {
    #expect(Int.DecodedType.self == Int.self)
    #expect([String].DecodedType.self == [String].self)
    #expect(Garage.DecodedType.self == Garage.self)
  }

  @Test func aNonFinalClassDecodesThroughItsDecodedType() throws {
    #expect(Bicycle.DecodedType.self == Vehicle.self)
    let json: JSON = ["vehicles": [["wheels": 2, "name": "bike"], ["wheels": 4, "name": "car"]], "favourite": nil]
    let garage = try Garage.decode(json).dematerialize()
    #expect(garage.vehicles.map(\.name) == ["bike", "car"])
    #expect(garage.favourite == nil)
    let single: Vehicle? = decode(["wheels": 1, "name": "unicycle"] as [String: Any])
    #expect(single?.wheels == 1)
    let several: [Vehicle]? = decode(
      [["wheels": 2, "name": "bike"], ["wheels": 3, "name": "trike"]] as [[String: Any]])
    #expect(several?.map(\.wheels) == [2, 3])
    let nameless: Decoded<Vehicle> = decode(["wheels": 1] as [String: Any])
    #expect(nameless.description == "failure(name: missing key)")
  }

  @Test func aNonFinalClassReportsItsFailuresWithPaths() {
    let json: JSON = ["vehicles": [["wheels": 2, "name": "bike"], ["wheels": "four"]], "favourite": ["name": 3]]
    #expect(
      Garage.decode(json).error?.description == """
        vehicles[1].wheels: expected Int, found "four"
        vehicles[1].name: missing key
        favourite.wheels: missing key
        favourite.name: expected String, found 3
        """)
  }
}
