import Foundation

extension Date: Decodable {
  /// Decodes an ISO 8601 date-time string with ``DateDecodingStrategy/iso8601``, the default.
  ///
  /// For another format, decode the field with ``DecodingPipeline/date(_:)``, e.g.
  /// `date(.millisecondsSince1970)`.
  public static func decode(_ json: JSON) -> Decoded<Date> {
    DateDecodingStrategy.iso8601.decode(json)
  }
}
