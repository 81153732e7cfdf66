import Foundation

/// What a transport received: the status code, the header fields and the body.
public struct HTTPResponse: Sendable, Hashable {
  /// The HTTP status code, such as 200 or 404.
  public var statusCode: Int
  /// The header fields as received; look them up with ``header(_:)``, which ignores case.
  public var headers: [String: String]
  /// The body, empty when there is none.
  public var body: Data

  /// Creates a response, for a transport or a test.
  public init(statusCode: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.statusCode = statusCode
    self.headers = headers
    self.body = body
  }

  /// The value of the header field `name`, compared without regard to case as HTTP requires.
  public func header(_ name: String) -> String? {
    if let value = headers[name] { return value }
    let wanted = name.lowercased()
    return headers.first { $0.key.lowercased() == wanted }?.value
  }

  /// Whether the body is empty or only JSON whitespace, as a `204 No Content` is.
  public var isBodyEmpty: Bool {
    body.allSatisfy { byte in
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        || byte == UInt8(ascii: "\t")
    }
  }

  /// The body as one line of text for error messages: whitespace runs collapsed to
  /// one space, cut to about ``excerptLength`` characters with `…`.
  ///
  /// Bytes that are not UTF-8 show as `�`, so any body gives a readable excerpt.
  public var bodyExcerpt: String {
    // Decoding a bounded prefix keeps a multi-megabyte body from being decoded whole.
    let text = String(decoding: body.prefix(Self.excerptLength * 4), as: UTF8.self)
    var excerpt = ""
    var length = 0
    var pendingSpace = false
    for character in text {
      if character.isWhitespace {
        pendingSpace = length > 0
        continue
      }
      let needed = pendingSpace ? 2 : 1
      if length + needed > Self.excerptLength {
        return excerpt + "…"
      }
      if pendingSpace {
        excerpt.append(" ")
        pendingSpace = false
      }
      excerpt.append(character)
      length += needed
    }
    return excerpt
  }

  /// How many characters of the body ``bodyExcerpt`` keeps.
  public static let excerptLength = 200
}
