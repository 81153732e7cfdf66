import Decoding
import DecodingPipeline

// canada.json's models (Canada.swift) decoded by the one-call forms: every field in one
// call to the model's initializer, with no curried function.

extension OneCall {
  /// `FeatureCollection` of the one-call operators.
  struct FeatureCollection: Equatable, Decodable {
    let type: String
    let features: [Feature]

    static func decode(_ json: JSON) -> Decoded<FeatureCollection> {
      Decoded(
        FeatureCollection.init,
        json <| "type",
        json <|| "features")
    }
  }

  /// `Feature` of the one-call operators.
  struct Feature: Equatable, Decodable {
    let type: String
    let name: String
    let geometry: Geometry

    static func decode(_ json: JSON) -> Decoded<Feature> {
      Decoded(
        Feature.init,
        json <| "type",
        json <| ["properties", "name"],
        json <| "geometry")
    }
  }

  /// `Geometry` of the one-call operators.
  struct Geometry: Equatable, Decodable {
    let type: String
    let coordinates: [[[Double]]]

    static func decode(_ json: JSON) -> Decoded<Geometry> {
      Decoded(
        Geometry.init,
        json <| "type",
        json <|| "coordinates")
    }
  }
}

// The one-call pipelines, into the models of Canada.swift.

let decodeFeatureCollectionInOneCall: DecodeFunction<FeatureCollection> = decode(
  FeatureCollection.init,
  required("type", string),
  required("features", array(decodeFeatureInOneCall)))

let decodeFeatureInOneCall: DecodeFunction<Feature> = decode(
  Feature.init,
  required("type", string),
  requiredAt(["properties", "name"], string),
  required("geometry", decodeGeometryInOneCall))

let decodeGeometryInOneCall: DecodeFunction<Geometry> = decode(
  Geometry.init,
  required("type", string),
  required("coordinates", array(array(array(double)))))
