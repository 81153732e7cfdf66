#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Date: Decodable {
  /// Decodes an ISO 8601 date-time string with ``DateDecodingStrategy/iso8601``, the default.
  ///
  /// For another format, decode the field with ``date(_:)``, e.g.
  /// `date(.millisecondsSince1970)`.
  public static func decode(_ json: JSON) -> Decoded<Date> {
    DateDecodingStrategy.iso8601.decode(json)
  }
}

/// A decoder for dates written the way `strategy` says: `required("created_at", date(.iso8601))`,
/// `try json.decode("updated", with: date(.secondsSince1970))`.
///
/// Where a local variable named `date` hides this function, write `Decoding.date(…)`.
public func date(_ strategy: DateDecodingStrategy) -> DecodeFunction<Date> {
  strategy.decode
}
