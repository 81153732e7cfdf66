// The codecs of the benchmark's own models in the schema conformance check
// (Scripts/check-schemas.sh runs `decode-benchmark --schema-zoo export|check DIR` beside the
// library's zoo): each schema is valid, 200 instances drawn from it decode, and what the codec
// writes back validates.

extension ZooEntry {
  /// The codec of each benchmark document's model. Instances of the three wider ones are drawn
  /// with objects closed, as the zoo's twitter and citm_catalog codecs are: hypothesis-jsonschema
  /// draws open objects of many members for hours.
  static let benchmarkCodecs: [ZooEntry] = [
    ZooEntry("benchmark-twitter", twitterSearchCodec, drawsClosedObjects: true),
    ZooEntry("benchmark-citm-catalog", citmCatalogCodec, drawsClosedObjects: true),
    ZooEntry("benchmark-canada", featureCollectionCodec),
    ZooEntry("benchmark-big-data", bigDataCodec, drawsClosedObjects: true),
  ]
}
