/// A `RawRepresentable` type with a case that keeps a raw value it does not know, such as
/// `.unknown("hexagon")`, so that a value added by a server later decodes instead of failing.
///
/// Exhaustive decoding stays the default: only a type that conforms, or a field that asks
/// (the pipeline's `rawRepresentable(_:unknown:)`), maps unknown raw values to the fallback.
/// A raw value of the wrong type (`3` for a `String` raw value) is still an error.
///
/// ```swift
/// enum Kind: Equatable, Decodable, UnknownCaseRepresentable {
///   case circle, square, unknown(String)
///   init?(rawValue: String) { … }       // nil for a raw value with no case of its own
///   var rawValue: String { … }
/// }
/// ```
///
/// An enum case with an associated value is the requirement's witness: `case unknown(String)`.
public protocol UnknownCaseRepresentable: RawRepresentable {
  /// The case that keeps a raw value with no case of its own.
  static func unknown(_ rawValue: RawValue) -> Self
}

extension UnknownCaseRepresentable {
  /// The case for `rawValue`: its own, or ``unknown(_:)`` keeping it.
  @inlinable
  public static func orUnknown(_ rawValue: RawValue) -> Self {
    Self(rawValue: rawValue) ?? .unknown(rawValue)
  }
}

extension Decodable where Self: UnknownCaseRepresentable, Self.RawValue == String, DecodedType == Self {
  /// Decodes a string raw value, giving ``UnknownCaseRepresentable/unknown(_:)`` for one
  /// with no case of its own; a value that is not a string fails, naming the type.
  @inlinable
  public static func decode(_ json: JSON) -> Decoded<Self> {
    guard case .string(let raw) = json else { return .failure(unknownRawValue(in: json)) }
    return .success(orUnknown(raw))
  }
}

extension Decodable where Self: UnknownCaseRepresentable, Self.RawValue == Int, DecodedType == Self {
  /// Decodes an integer raw value, giving ``UnknownCaseRepresentable/unknown(_:)`` for one
  /// with no case of its own; a value that is not an integer fails, naming the type.
  @inlinable
  public static func decode(_ json: JSON) -> Decoded<Self> {
    guard let raw = Int.decode(json).value else { return .failure(unknownRawValue(in: json)) }
    return .success(orUnknown(raw))
  }
}
