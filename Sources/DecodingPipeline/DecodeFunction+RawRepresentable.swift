import Decoding

/// A decoder for any `RawRepresentable` type whose raw value decodes, as Alexander's
/// `RawRepresentableDecoder<Planet>`: `required("planet", rawRepresentable(Planet.self))`,
/// `try json["planets"]?.decodeArray(with: rawRepresentable(Planet.self))`.
///
/// Use it for enums that are not ``/Decoding/Decodable`` themselves (for example from
/// another module); `enum Planet: String, Decodable {}` needs no decoder at all.
/// An unknown raw value, or a value of the wrong type, fails naming the type and,
/// for a `CaseIterable` type, the accepted values:
/// `expected Planet (one of "mercury", "venus"), found "pluto"`.
///
/// Not named `rawValue(_:)`: inside any raw-representable type that name means
/// the `rawValue` property and would hide this function.
public func rawRepresentable<T: RawRepresentable & Sendable>(_ type: T.Type) -> DecodeFunction<T>
where T.RawValue: Decodable & Sendable, T.RawValue == T.RawValue.DecodedType {
  { json in
    guard let raw = T.RawValue.decode(json).value, let value = T(rawValue: raw) else {
      return .failure(T.unknownRawValue(in: json))
    }
    return .success(value)
  }
}

/// A decoder for a `RawRepresentable` type that maps a raw value with no case of its own to
/// a fallback case keeping it: `required("kind", rawRepresentable(Kind.self, unknown: Kind.unknown))`
/// gives `.unknown("hexagon")` for `"hexagon"`.
///
/// The opt-in for one field; a type that always wants it conforms to
/// ``Decoding/UnknownCaseRepresentable`` instead. A raw value that does not decode (`3` for a
/// `String` raw value) is still an error, naming the type.
@available(swift 6)
public func rawRepresentable<T: RawRepresentable & Sendable>(
  _ type: T.Type,
  unknown: @escaping @Sendable (T.RawValue) -> T
) -> DecodeFunction<T>
where T.RawValue: Decodable & Sendable, T.RawValue == T.RawValue.DecodedType {
  { json in
    guard let raw = T.RawValue.decode(json).value else { return .failure(T.unknownRawValue(in: json)) }
    return .success(T(rawValue: raw) ?? unknown(raw))
  }
}

/// `rawRepresentable(_:unknown:)` in the Swift 5 language mode, where `Kind.unknown` is not
/// `@Sendable`.
@_documentation(visibility: private)
@available(swift, obsoleted: 6)
public func rawRepresentable<T: RawRepresentable & Sendable>(
  _ type: T.Type,
  unknown: @escaping (T.RawValue) -> T
) -> DecodeFunction<T>
where T.RawValue: Decodable & Sendable, T.RawValue == T.RawValue.DecodedType {
  let fallback = UncheckedSendable(unknown)
  let sendable: @Sendable (T.RawValue) -> T = { fallback.value($0) }
  return rawRepresentable(type, unknown: sendable)
}
