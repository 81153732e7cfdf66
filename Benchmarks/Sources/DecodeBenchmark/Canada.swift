import Curry
import Decoding
import DecodingPipeline

// canada.json: a GeoJSON FeatureCollection whose one feature is the outline of
// Canada, 111,126 numbers in `[[[Double]]]` polygon coordinates.

/// The whole document.
struct FeatureCollection: Equatable, Decodable, Swift.Decodable, Swift.Encodable {
  let type: String
  let features: [Feature]

  static func decode(_ json: JSON) -> Decoded<FeatureCollection> {
    curry(FeatureCollection.init)
      <^> json <| "type"
      <*> json <|| "features"
  }
}

/// A named shape.
struct Feature: Equatable, Decodable, Swift.Decodable, Swift.Encodable {
  let type: String
  let name: String
  let geometry: Geometry

  enum CodingKeys: String, CodingKey {
    case type
    case properties
    case geometry
  }

  enum PropertiesKeys: String, CodingKey {
    case name
  }

  static func decode(_ json: JSON) -> Decoded<Feature> {
    curry(Feature.init)
      <^> json <| "type"
      <*> json <| ["properties", "name"]
      <*> json <| "geometry"
  }
}

extension Feature {
  // Written by hand only because the name sits one level down, in `properties`.
  init(from decoder: any Swift.Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    type = try container.decode(String.self, forKey: .type)
    let properties = try container.nestedContainer(keyedBy: PropertiesKeys.self, forKey: .properties)
    name = try properties.decode(String.self, forKey: .name)
    geometry = try container.decode(Geometry.self, forKey: .geometry)
  }
}

/// A polygon: rings of `[longitude, latitude]` points.
struct Geometry: Equatable, Decodable, Swift.Decodable, Swift.Encodable {
  let type: String
  let coordinates: [[[Double]]]

  static func decode(_ json: JSON) -> Decoded<Geometry> {
    curry(Geometry.init)
      <^> json <| "type"
      <*> json <|| "coordinates"
  }
}

// The same models as pipelines.

let decodeFeatureCollection: DecodeFunction<FeatureCollection> =
  decode(FeatureCollection.init)
  |> required("type", string)
  |> required("features", array(decodeFeature))

let decodeFeature: DecodeFunction<Feature> =
  decode(Feature.init)
  |> required("type", string)
  |> requiredAt(["properties", "name"], string)
  |> required("geometry", decodeGeometry)

let decodeGeometry: DecodeFunction<Geometry> =
  decode(Geometry.init)
  |> required("type", string)
  |> required("coordinates", array(array(array(double))))
