import Decoding

/// The response object of a request whose response carries nothing to decode,
/// such as a `204 No Content` reply to a `DELETE`.
///
/// A ``Request`` whose ``Request/ResponseObject`` is `NoContent` succeeds on an
/// empty body, and on any JSON body, whose content it ignores.
public struct NoContent: Decodable, Sendable, Hashable, CustomStringConvertible {
  /// Creates the empty response object.
  public init() {}

  /// Succeeds whatever the JSON is: the body's content does not matter.
  public static func decode(_ json: JSON) -> Decoded<NoContent> {
    .success(NoContent())
  }

  /// `no content`.
  public var description: String { "no content" }
}
