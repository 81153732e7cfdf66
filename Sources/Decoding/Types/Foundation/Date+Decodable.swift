import Foundation

// `decode` is disfavored: Argo 4 did not conform this type, so an app's module may declare
// its own `decode` for it, and code that imports both calls that one, as it did with Argo.
extension Date: Decodable {
  /// Decodes an ISO 8601 date-time string with ``DateDecodingStrategy/iso8601``, the default.
  ///
  /// For another format, decode the field with `JSON.date(_:_:)` in the operator style
  /// (`json.date("created_at", .millisecondsSince1970)`), or with ``DecodingPipeline/date(_:)``
  /// in the pipeline style (`required("created_at", date(.millisecondsSince1970))`).
  @_disfavoredOverload
  public static func decode(_ json: JSON) -> Decoded<Date> {
    DateDecodingStrategy.iso8601.decode(json)
  }
}
