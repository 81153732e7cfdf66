extension JSONNumber {
  /// The correctly rounded `Double` for this number: the value `Double(text)` gives.
  ///
  /// Numbers too large for a `Double` give an infinity, as `Double(String)` does.
  @inlinable
  public var doubleValue: Double {
    switch storage {
    case .integer(let value): return Double(value)
    case .unsignedInteger(let value): return Double(value)
    case .double(let value): return value
    case .decimal(let significand, let exponent, let isNegative):
      let magnitude = DecimalToDouble.convert(significand: significand, exponent: exponent)
      return isNegative ? -magnitude : magnitude
    case .text(let box):
      if let decimal = box.decimal {
        let magnitude = DecimalToDouble.convert(significand: decimal.significand, exponent: decimal.exponent)
        return decimal.isNegative ? -magnitude : magnitude
      }
      return Double(box.text) ?? .nan
    }
  }

  /// ``doubleValue`` when the number is within `Double`'s range, otherwise `nil`: for a
  /// number that rounds to an infinity (`1e400`) or a nonzero number that rounds to zero
  /// (`1e-400`). A zero, however written, is in range.
  ///
  /// This is what `Double` decoding gives, in both styles and in `CodableDecoder`.
  @inlinable
  public var doubleValueInRange: Double? {
    let value = doubleValue
    if Self.isFiniteAndNonzero(value) { return value }
    return value == 0 && isZero ? value : nil
  }

  /// Whether `value` is finite and not zero, in one comparison: without the sign bit, a
  /// zero wraps around to the top.
  @inlinable
  static func isFiniteAndNonzero(_ value: Double) -> Bool {
    value.bitPattern & ~(1 << 63) &- 1 < Double.infinity.bitPattern &- 1
  }

  /// ``doubleValueInRange`` of the number at the start of `text`, without making the number:
  /// what reading an array of `Double`s costs per element is mostly making each number and
  /// taking it apart again. `nil` when `text` does not start with a number.
  ///
  /// `text` may run on past the number, to any byte that no number continues with (a
  /// delimiter, whitespace, a zero byte): a document passes the number as it lies in its
  /// input, up to the end of the input's padding, so that the scan reads its digits a whole
  /// word at a time to the last (bounded by the number's own length, the last few were read
  /// one by one). The parser found the number's end with the same scanner, and the byte
  /// after it stops the scan there again.
  static func doubleInRange(atStartOf text: UnsafeBufferPointer<UInt8>) -> Double? {
    guard let parts = try? NumberScanner.scan(text, from: 0) else { return nil }
    // Up to 19 digits, the significand is exact and the number's every form (integer,
    // decimal, or text with an exponent) converts it the way this does; more go the long way.
    guard parts.digitCount <= 19 else {
      return JSONNumber(validText: UnsafeBufferPointer(rebasing: text[..<parts.end])).doubleValueInRange
    }
    let magnitude = DecimalToDouble.convert(significand: parts.significand, exponent: parts.clampedExponent)
    let value = parts.isNegative ? -magnitude : magnitude
    if isFiniteAndNonzero(value) { return value }
    return value == 0 && parts.significand == 0 ? value : nil
  }

  /// The correctly rounded `Float` for this number: the value `Float(text)` gives.
  ///
  /// Rounded once, from the digits: rounding ``doubleValue`` again would be wrong for a
  /// number just past a midpoint between two `Float`s whose `Double` is the midpoint itself
  /// (`1.000000059604644775390625000001` is `1.0000001`, not `1.0`). Numbers too large for
  /// a `Float` give an infinity, as `Float(String)` does.
  public var floatValue: Float {
    switch storage {
    case .integer(let value): return Float(value)
    case .unsignedInteger(let value): return Float(value)
    case .double(let value): return Float(value)
    case .decimal, .text:
      let double = doubleValue
      let rounded = Float(double)
      // The `Double` can round to the wrong `Float` only when it is a midpoint between two
      // `Float`s (every midpoint is a `Double`), and then its neighbours round apart. The
      // test also catches a few `Double`s next to a midpoint, which the text settles too.
      guard double.isFinite, Float(double.nextDown) != Float(double.nextUp) else { return rounded }
      return Float(text) ?? rounded
    }
  }

  /// Whether the number is zero, however it is written (`0`, `-0.0`, `0e-400`), as opposed
  /// to a nonzero number so small that its ``doubleValue`` rounds to zero (`1e-400`).
  public var isZero: Bool {
    switch storage {
    case .integer(let value): return value == 0
    case .unsignedInteger: return false
    case .double(let value): return value == 0
    case .decimal(let significand, _, _): return significand == 0
    case .text(let box):
      if let decimal = box.decimal { return decimal.significand == 0 }
      return !box.text.utf8.prefix { $0 | 0x20 != UInt8(ascii: "e") }.contains {
        $0 >= UInt8(ascii: "1") && $0 <= UInt8(ascii: "9")
      }
    }
  }

  /// The value as `T` when it is an integer within `T`'s range, otherwise `nil`.
  ///
  /// Integral decimals convert (`1.0` and `1e2` give `1` and `100`); fractional
  /// values and values out of range never convert, so nothing is truncated.
  @inlinable
  public func exactly<T: FixedWidthInteger>(as type: T.Type = T.self) -> T? {
    if case .integer(let value) = storage { return T(exactly: value) }
    switch exactValue {
    case .signed(let value): return T(exactly: value)
    case .unsigned(let value): return T(exactly: value)
    case .fractional: return nil
    }
  }

  /// The value as an `Int64` when it is an integer in `Int64`'s range.
  @inlinable
  public var int64Value: Int64? { exactly(as: Int64.self) }

  /// The value as a `UInt64` when it is a non-negative integer in `UInt64`'s range.
  @inlinable
  public var uint64Value: UInt64? { exactly(as: UInt64.self) }

  // `NSNumber`'s names, which Argo code read from the payload of `.number`: each integer
  // one is `nil` where `NSNumber`'s would truncate or wrap, so a compile error
  // ("must be unwrapped") marks each place that relied on it (Docs/Migrating.md).

  /// The value as an `Int` when it is an integer in `Int`'s range; `NSNumber.intValue`'s name.
  @inlinable
  public var intValue: Int? { exactly(as: Int.self) }

  /// The value as a `UInt` when it is a non-negative integer in `UInt`'s range.
  @inlinable
  public var uintValue: UInt? { exactly(as: UInt.self) }

  /// The value as an `Int32` when it is an integer in `Int32`'s range.
  @inlinable
  public var int32Value: Int32? { exactly(as: Int32.self) }

  /// The value as a `UInt32` when it is a non-negative integer in `UInt32`'s range.
  @inlinable
  public var uint32Value: UInt32? { exactly(as: UInt32.self) }

  /// The value as an `Int16` when it is an integer in `Int16`'s range.
  @inlinable
  public var int16Value: Int16? { exactly(as: Int16.self) }

  /// The value as a `UInt16` when it is a non-negative integer in `UInt16`'s range.
  @inlinable
  public var uint16Value: UInt16? { exactly(as: UInt16.self) }

  /// The value as an `Int8` when it is an integer in `Int8`'s range.
  @inlinable
  public var int8Value: Int8? { exactly(as: Int8.self) }

  /// The value as a `UInt8` when it is a non-negative integer in `UInt8`'s range.
  @inlinable
  public var uint8Value: UInt8? { exactly(as: UInt8.self) }

  /// The number's JSON text, ``text``; `NSNumber.stringValue`'s name.
  public var stringValue: String { text }

  /// Whether the value is an integer (whatever its size), as opposed to a fraction.
  ///
  /// Exact for a parsed number, read from its digits and exponent rather than its `Double`:
  /// `1e400` and `1.5e1` are integral, `3.0000000000000000000000000000000001` and `1e-400`
  /// are not, and every zero is. A number made from a `Double` is integral when that
  /// `Double` is (an infinity or NaN is not).
  public var isIntegral: Bool {
    switch storage {
    case .integer, .unsignedInteger: return true
    case .double(let value): return value.isFinite && value.rounded(.towardZero) == value
    case .decimal(let significand, let exponent, _):
      return exponent >= 0 || Self.integralMagnitude(significand: significand, exponent: Int(exponent)) != nil
    case .text(let box):
      // Not from `box.decimal`, whose exponent is clamped: the text is exact, and rare.
      var text = box.text
      return text.withUTF8 { Self.isIntegral(text: $0) }
    }
  }

  /// Whether the JSON number `text` denotes an integer, in one pass over it and no
  /// allocation, however large its exponent.
  ///
  /// `digits × 10^exponent` is an integer when the exponent reaches the place of the last
  /// nonzero digit: its position after the point, or minus the zeros after it in the
  /// integer part (`1.25e2` needs 2, `1200e-2` needs -2). A number without a nonzero digit
  /// is zero.
  static func isIntegral(text: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let parts = try? NumberScanner.scan(text, from: 0) else { return false }
    let zero = UInt8(ascii: "0")
    let needed: Int
    if let last = parts.fractionDigits.last(where: { text[$0] != zero }) {
      needed = last - parts.fractionDigits.lowerBound + 1
    } else if let last = parts.integerDigits.last(where: { text[$0] != zero }) {
      needed = last - (parts.integerDigits.upperBound - 1)
    } else {
      return true
    }
    guard parts.hasExponent else { return needed <= 0 }
    // The written exponent, exactly up to one past the text's length, which `needed`
    // never exceeds (the scanner's own is clamped to ±1,000,000,000).
    var start = parts.end
    while start > 0, NumberScanner.isDigit(text[start - 1]) { start -= 1 }
    let limit = parts.end + 1
    var exponent = 0
    for index in start..<parts.end {
      exponent = min(exponent * 10 + Int(text[index] &- zero), limit)
    }
    if text[start - 1] == UInt8(ascii: "-") { exponent = -exponent }
    return exponent >= needed
  }

  /// The number's JSON text.
  ///
  /// For a parsed number this is the text exactly as the document wrote it, so it can
  /// feed an arbitrary-precision type such as `Decimal` without losing a digit.
  /// A number made from a `Double` gives its shortest round-tripping form; an
  /// infinity gives `1e999` or `-1e999` (which parse back to infinities) and NaN,
  /// which JSON cannot express, gives `null`.
  public var text: String {
    switch storage {
    case .integer(let value): return String(value)
    case .unsignedInteger(let value): return String(value)
    case .text(let box): return box.text
    case .decimal(let significand, let exponent, let isNegative):
      return Self.plainText(significand: significand, exponent: exponent, isNegative: isNegative)
    case .double(let value):
      if value.isNaN { return "null" }
      if value.isInfinite { return value < 0 ? "-1e999" : "1e999" }
      return value.description
    }
  }

  static func plainText(significand: UInt64, exponent: Int32, isNegative: Bool) -> String {
    var digits = String(significand)
    if exponent > 0 {
      digits += String(repeating: "0", count: Int(exponent))
    } else if exponent < 0 {
      let fractionDigits = Int(-exponent)
      if digits.utf8.count <= fractionDigits {
        digits = String(repeating: "0", count: fractionDigits - digits.utf8.count + 1) + digits
      }
      digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -fractionDigits))
    }
    return isNegative ? "-" + digits : digits
  }
}

// MARK: - Exact value

extension JSONNumber {
  /// The value reduced to one canonical form, so that equal values compare equal
  /// whatever storage they came from.
  @usableFromInline
  enum ExactValue: Hashable {
    /// An integer in `Int64`'s range.
    case signed(Int64)
    /// An integer above `Int64.max` in `UInt64`'s range.
    case unsigned(UInt64)
    /// Any other value, as its correctly rounded `Double`.
    case fractional(Double)
  }

  @usableFromInline
  var exactValue: ExactValue {
    switch storage {
    case .integer(let value): return .signed(value)
    case .unsignedInteger(let value): return .unsigned(value)
    case .double(let value): return Self.exactValue(of: value)
    case .decimal(let significand, let exponent, let isNegative):
      if let magnitude = Self.integralMagnitude(significand: significand, exponent: Int(exponent)),
        let exact = Self.exactValue(magnitude: magnitude, isNegative: isNegative)
      {
        return exact
      }
      return .fractional(doubleValue)
    case .text(let box):
      if let decimal = box.decimal {
        if let magnitude = Self.integralMagnitude(significand: decimal.significand, exponent: Int(decimal.exponent)),
          let exact = Self.exactValue(magnitude: magnitude, isNegative: decimal.isNegative)
        {
          return exact
        }
        return .fractional(doubleValue)
      }
      if let (magnitude, isNegative) = Self.integralMagnitude(ofText: box.text),
        let exact = Self.exactValue(magnitude: magnitude, isNegative: isNegative)
      {
        return exact
      }
      return .fractional(doubleValue)
    }
  }

  static func exactValue(of value: Double) -> ExactValue {
    if let signed = Int64(exactly: value) { return .signed(signed) }
    if let unsigned = UInt64(exactly: value) { return .unsigned(unsigned) }
    return .fractional(value)
  }

  static func exactValue(magnitude: UInt64, isNegative: Bool) -> ExactValue? {
    if !isNegative {
      if let signed = Int64(exactly: magnitude) { return .signed(signed) }
      return .unsigned(magnitude)
    }
    if magnitude <= UInt64(Int64.max) { return .signed(-Int64(magnitude)) }
    if magnitude == UInt64(Int64.max) + 1 { return .signed(.min) }
    return nil
  }

  /// `significand × 10^exponent` when that is an integer fitting `UInt64`.
  static func integralMagnitude(significand: UInt64, exponent: Int) -> UInt64? {
    if significand == 0 { return 0 }
    if exponent >= 0 {
      var value = significand
      for _ in 0..<min(exponent, 20) {
        let (product, overflow) = value.multipliedReportingOverflow(by: 10)
        if overflow { return nil }
        value = product
      }
      return exponent > 20 ? nil : value
    }
    var value = significand
    for _ in 0..<(-exponent) {
      if value % 10 != 0 { return nil }
      value /= 10
    }
    return value
  }

  /// The magnitude and sign of a number's text when it denotes an integer fitting `UInt64`.
  static func integralMagnitude(ofText text: String) -> (UInt64, Bool)? {
    var text = text
    return text.withUTF8 { bytes -> (UInt64, Bool)? in
      guard let parts = try? NumberScanner.scan(bytes, from: 0) else { return nil }
      let (digits, scale) = NumberScanner.significantDigits(of: parts, in: bytes)
      if digits.isEmpty { return (0, parts.isNegative) }
      guard scale >= 0, digits.count + scale <= 20 else { return nil }
      var value: UInt64 = 0
      for digit in digits {
        let (product, overflow) = value.multipliedReportingOverflow(by: 10)
        let (sum, carry) = product.addingReportingOverflow(UInt64(digit &- UInt8(ascii: "0")))
        if overflow || carry { return nil }
        value = sum
      }
      guard let magnitude = integralMagnitude(significand: value, exponent: scale) else { return nil }
      return (magnitude, parts.isNegative)
    }
  }

  /// The number as a sign, its significant digits (ASCII, no leading or trailing zero) and
  /// the power of ten they are scaled by, read from its text: `-12.50` is `-`, `125`, `-1`.
  /// Zero has no digits. This is what an exact decimal type needs.
  package var significantDigits: (isNegative: Bool, digits: String, exponent: Int) {
    var text = self.text
    return text.withUTF8 { bytes in
      guard let parts = try? NumberScanner.scan(bytes, from: 0) else { return (false, "", 0) }
      let (digits, exponent) = NumberScanner.significantDigits(of: parts, in: bytes)
      return (parts.isNegative && !digits.isEmpty, String(decoding: digits, as: UTF8.self), exponent)
    }
  }
}

// MARK: - Equality and hashing

extension JSONNumber: Hashable {
  /// Whether two numbers denote the same value; see ``JSONNumber`` for the rule.
  public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
    lhs.exactValue == rhs.exactValue
  }

  /// Hashes the number's value, consistently with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(exactValue)
  }
}

extension JSONNumber: CustomStringConvertible {
  /// The number's JSON text; see ``text``.
  public var description: String { text }
}
