import DecodingPipeline
import Foundation
import Testing

@testable import Decoding

/// A Codable type that is not `Decodable`, as a model of another module would be.
private struct Coordinates: Codable, Equatable {
  let latitude: Double
  let longitude: Double
}

private struct Place: Equatable {
  let name: String
  let location: Coordinates
  let visits: [Date]
}

private let decodePlace =
  decode(Place.init)
  |> required("name", string)
  |> required("location", codable(Coordinates.self))
  |> required("visits", codable([Date].self, using: CodableDecoder(dateDecodingStrategy: .secondsSince1970)))

@Suite struct DecodeFunctionCodableTests {
  @Test func decodesCodableTypesWithTheirOptions() {
    let text = #"{"name": "Home", "location": {"latitude": 52.5, "longitude": 13.4}, "visits": [0, 86400]}"#
    let place = Place(
      name: "Home", location: Coordinates(latitude: 52.5, longitude: 13.4),
      visits: [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 86_400)])
    #expect(decodeJSON(text, with: decodePlace) == .success(place))
  }

  @Test(arguments: [
    (
      #"{"name": 1, "location": {"latitude": "north"}, "visits": [0, "noon", null]}"#,
      """
      failure(name: expected String, found 1
      location.latitude: expected Double, found "north"
      visits[1]: expected seconds since 1970, found "noon"
      visits[2]: expected Date, found null)
      """
    ),
    (
      #"{"name": "Home", "location": [52.5, 13.4], "visits": []}"#,
      "failure(location: expected object, found [52.5, 13.4])"
    ),
  ])
  func reportsEveryFailureWithItsPath(_ text: String, _ expected: String) {
    #expect(decodeJSON(text, with: decodePlace).description == expected)
  }

  @Test func decodesStraightFromTheValueWithoutText() {
    let json: JSON = ["latitude": 1, "longitude": 2]
    #expect(codable(Coordinates.self)(json) == .success(Coordinates(latitude: 1, longitude: 2)))
    #expect(codable(JSON.self)(json) == .success(json))
  }
}
