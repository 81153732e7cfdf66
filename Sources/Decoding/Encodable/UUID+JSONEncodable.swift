import Foundation

extension UUID: JSONEncodable {
  /// The UUID's canonical string, upper case as `uuidString` writes it (and `JSONEncoder` too).
  public func encode() -> JSON {
    .string(uuidString)
  }

  /// Writes the UUID's canonical string.
  public func encode(to output: inout JSONOutput) throws {
    output.write(uuidString)
  }
}
