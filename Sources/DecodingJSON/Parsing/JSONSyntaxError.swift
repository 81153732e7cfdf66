/// Why a text is not valid JSON, and where.
///
/// Its description reads `line 3, column 17: expected ',' or '}' after object
/// member, found '"'`: the place first, then what the parser expected and what it found.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The zero-based byte offset of the offending input.
  public let offset: Int
  /// The one-based line of the offending input; lines end at `\n`, `\r\n` or `\r`.
  public let line: Int
  /// The one-based column of the offending input, counted in Unicode scalars.
  public let column: Int
  /// What was expected and what was found, without the location.
  public let message: String

  /// Creates a syntax error; ``JSON/init(parsing:options:)-(Collection<UInt8>,_)`` makes these for you.
  public init(offset: Int, line: Int, column: Int, message: String) {
    self.offset = offset
    self.line = line
    self.column = column
    self.message = message
  }

  /// `line L, column C: message`.
  public var description: String {
    "line \(line), column \(column): \(message)"
  }
}

extension JSONSyntaxError {
  /// Makes an error at `offset`, working out its line and column from the input.
  init(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>, message: String) {
    var line = 1
    var column = 1
    var index = 0
    let end = min(offset, bytes.count)
    while index < end {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        if byte == UInt8(ascii: "\r"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "\n") {
          index += 1
        }
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    self.init(offset: offset, line: line, column: column, message: message)
  }

  /// How the input at `offset` reads in a message: `'x'`, `'é'`, `end of input`,
  /// `character U+00A0` for invisible characters, or `byte 0xFF` when the bytes are not UTF-8.
  static func describeInput(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
    guard offset < bytes.count else { return "end of input" }
    let byte = bytes[offset]
    if byte < 0x80 {
      switch byte {
      case 0x20..<0x7F: return "'\(Character(Unicode.Scalar(byte)))'"
      case UInt8(ascii: "\n"): return "a line break"
      case UInt8(ascii: "\r"): return "a carriage return"
      case UInt8(ascii: "\t"): return "a tab"
      default: return "control character U+\(JSON.hex(UInt32(byte), width: 4))"
      }
    }
    let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
    let slice = UnsafeBufferPointer(rebasing: bytes[offset..<min(offset + length, bytes.count)])
    if length > 1, let text = String(validating: slice, as: UTF8.self), let scalar = text.unicodeScalars.first {
      return isVisible(scalar) ? "'\(scalar)'" : "character U+\(JSON.hex(scalar.value, width: 4))"
    }
    return "byte 0x\(JSON.hex(UInt32(byte), width: 2))"
  }

  /// Whether a scalar shows as itself in a message; spaces, format and control
  /// characters (such as U+00A0 or U+FEFF) are named by code point instead.
  private static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format, .surrogate, .privateUse,
      .unassigned, .nonspacingMark, .enclosingMark:
      return false
    default:
      return true
    }
  }
}
