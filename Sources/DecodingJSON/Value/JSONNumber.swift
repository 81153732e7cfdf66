/// A JSON number, kept without loss.
///
/// The parser keeps every number exactly as the document wrote it:
/// - an integer that fits `Int64` or `UInt64` is stored as that integer;
/// - a plain decimal such as `-65.613616999999977` with at most 19 significant
///   digits is stored as its digits and exponent, converted to a correctly
///   rounded `Double` only when a decoder asks for one;
/// - anything else (exponent notation, more digits) keeps its original text, and
///   when its significant digits fit 64 bits, also their value and exponent.
///
/// So ``text`` always gives back the number as written, ``doubleValue`` is the
/// value `Double(String)` gives for that text, and integer conversions are exact.
///
/// Two numbers are equal when they denote the same value: integral values compare
/// as integers (`1`, `1.0` and `1e0` are equal), other values compare by their
/// correctly rounded `Double`.
public struct JSONNumber: Sendable {
  @usableFromInline
  enum Storage: Sendable {
    /// An integer in `Int64`'s range.
    case integer(Int64)
    /// An integer above `Int64.max` that fits `UInt64`.
    case unsignedInteger(UInt64)
    /// A plain decimal: `significand × 10^exponent`, negated when `isNegative`.
    case decimal(significand: UInt64, exponent: Int32, isNegative: Bool)
    /// A value made from a Swift `Double`.
    case double(Double)
    /// Original text that does not fit the compact forms.
    case text(JSONNumberText)
  }

  @usableFromInline
  let storage: Storage

  @inlinable
  init(storage: Storage) {
    self.storage = storage
  }

  /// Creates a number from a signed integer.
  @inlinable
  public init(_ value: Int64) {
    storage = .integer(value)
  }

  /// Creates a number from an `Int`.
  @inlinable
  public init(_ value: Int) {
    storage = .integer(Int64(value))
  }

  /// Creates a number from an unsigned integer.
  @inlinable
  public init(_ value: UInt64) {
    if let signed = Int64(exactly: value) {
      storage = .integer(signed)
    } else {
      storage = .unsignedInteger(value)
    }
  }

  /// Creates a number from any binary integer; values beyond `UInt64` become a `Double`.
  @inlinable
  public init<Integer: BinaryInteger>(_ value: Integer) {
    if let signed = Int64(exactly: value) {
      storage = .integer(signed)
    } else if let unsigned = UInt64(exactly: value) {
      storage = .unsignedInteger(unsigned)
    } else {
      storage = .double(Double(value))
    }
  }

  /// Creates a number from a `Double`.
  @inlinable
  public init(_ value: Double) {
    storage = .double(value)
  }

  /// Creates a number from a `Float`, keeping the decimal value its description shows
  /// (`Float(1.1)` becomes `1.1`, not `1.100000023841858`).
  public init(_ value: Float) {
    storage = .double(Double(value.description) ?? Double(value))
  }

  /// Parses the text of one JSON number (RFC 8259 grammar, nothing around it).
  ///
  /// Returns `nil` when `text` is not exactly one valid JSON number.
  public init?(text: String) {
    var text = text
    let parsed = text.withUTF8 { bytes -> JSONNumber? in
      guard let parts = try? NumberScanner.scan(bytes, from: 0), parts.end == bytes.count else { return nil }
      return JSONNumber(parts: parts, in: bytes)
    }
    guard let parsed else { return nil }
    self = parsed
  }

  /// The number at the start of `text`, already checked by the parser. `text` may run on
  /// past the number to any byte that no number continues with: the scan stops there.
  init(validText text: UnsafeBufferPointer<UInt8>) {
    guard let parts = try? NumberScanner.scan(text, from: 0) else {
      self.init(storage: .text(JSONNumberText(String(decoding: text, as: UTF8.self))))
      return
    }
    self.init(parts: parts, in: text)
  }

  /// The lossless form of the number `parts` describes, in `bytes`.
  // Inlined, with the common significand read in place: passing the parts by value to two
  // calls cost about 60 instructions a number (canada.json, pipeline), an eighth of reading one
  // (`Benchmarks/Scripts/decode-instructions.sh canada`).
  @inline(__always)
  init(parts: NumberScanner.Parts, in bytes: UnsafeBufferPointer<UInt8>) {
    let exponent = parts.exponent
    let significand =
      parts.digitCount <= 19 ? parts.significand : NumberScanner.exactSignificand(of: parts, in: bytes)
    if parts.hasExponent || significand == nil || exponent < -1_000_000_000 {
      let start = parts.integerDigits.lowerBound - (parts.isNegative ? 1 : 0)
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<parts.end]), as: UTF8.self)
      let decimal = significand.map { significand in
        JSONNumberText.Decimal(
          significand: significand, exponent: parts.clampedExponent,
          isNegative: parts.isNegative)
      }
      self.init(storage: .text(JSONNumberText(text, decimal: decimal)))
      return
    }
    let magnitude = significand!
    guard parts.isIntegerText else {
      self.init(storage: .decimal(significand: magnitude, exponent: Int32(exponent), isNegative: parts.isNegative))
      return
    }
    if !parts.isNegative {
      self.init(magnitude)
    } else if magnitude == 0 {
      self.init(storage: .decimal(significand: 0, exponent: 0, isNegative: true))
    } else if magnitude <= UInt64(Int64.max) {
      self.init(storage: .integer(-Int64(magnitude)))
    } else if magnitude == UInt64(Int64.max) + 1 {
      self.init(storage: .integer(.min))
    } else {
      let start = parts.integerDigits.lowerBound - 1
      self.init(
        storage: .text(
          JSONNumberText(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<parts.end]), as: UTF8.self))))
    }
  }
}

/// The original text of a number that does not fit ``JSONNumber``'s compact forms.
///
/// A class so that `JSONNumber` stays small: such numbers are rare, and sharing
/// one reference keeps every `JSON` value at its minimum size.
@usableFromInline
final class JSONNumberText: Sendable {
  @usableFromInline
  let text: String
  /// The value as `significand × 10^exponent` when its significant digits fit `UInt64`
  /// (as in `1.5e10`), so conversions need not read the text again.
  @usableFromInline
  let decimal: Decimal?

  /// A number's value as exact decimal parts; `exponent` is clamped to ±1,000,000,000,
  /// far past where every nonzero significand underflows or overflows a `Double`.
  @usableFromInline
  struct Decimal: Sendable {
    @usableFromInline let significand: UInt64
    @usableFromInline let exponent: Int32
    @usableFromInline let isNegative: Bool
  }

  init(_ text: String, decimal: Decimal? = nil) {
    self.text = text
    self.decimal = decimal
  }
}

extension JSONNumber: ExpressibleByIntegerLiteral {
  /// Creates a number from an integer literal, as in `JSON.number(5)`.
  @inlinable
  public init(integerLiteral value: Int64) {
    storage = .integer(value)
  }
}

extension JSONNumber: ExpressibleByFloatLiteral {
  /// Creates a number from a floating-point literal, as in `JSON.number(3.4)`.
  @inlinable
  public init(floatLiteral value: Double) {
    storage = .double(value)
  }
}
