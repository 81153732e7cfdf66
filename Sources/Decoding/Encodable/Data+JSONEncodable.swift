import Foundation

extension Data: JSONEncodable {
  /// Standard base64 with `=` padding, which `Data.decode` reads back.
  public func encode() -> JSON {
    .string(base64EncodedString())
  }

  /// Writes base64 or base64url, as ``JSONEncodingOptions/data`` says.
  public func encode(to output: inout JSONOutput) throws {
    switch output.options.data {
    case .base64: output.write(base64EncodedString())
    case .base64URL: output.write(Self.base64URLString(self))
    }
  }

  /// base64url (RFC 4648 §5) without padding.
  static func base64URLString(_ data: Data) -> String {
    var text = data.base64EncodedString()
    while text.last == "=" { text.removeLast() }
    return String(
      text.map { character in
        switch character {
        case "+": "-"
        case "/": "_"
        default: character
        }
      })
  }
}
