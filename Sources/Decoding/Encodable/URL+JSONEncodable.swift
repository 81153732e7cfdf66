import Foundation

extension URL: JSONEncodable {
  /// The URL's absolute string, which `URL.decode` reads back.
  public func encode() -> JSON {
    .string(absoluteString)
  }

  /// Writes the URL's absolute string.
  public func encode(to output: inout JSONOutput) throws {
    output.write(absoluteString)
  }
}
