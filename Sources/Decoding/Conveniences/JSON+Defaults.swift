// Defaults for missing members, for both styles: `json.defaulted("retries", 3)` here and the
// pipeline's `defaulted("retries", int, 3)` both run `decodeMember(_:_:default:orNull:)`.

extension JSON {
  /// Decodes the member `key` as `T`, or gives `defaultValue` when it is missing:
  /// `<*> json.defaulted("retries", 3)`.
  ///
  /// Only absence is replaced. A `null` member is an error unless `orNull` is `true`, and a
  /// member that is present but does not decode is always an error, never the default:
  /// nothing bad is silently replaced. JSON that is not an object fails as `<|` does.
  /// Like the right-hand side of `??`, `defaultValue` is evaluated only when it is needed.
  @inlinable
  public func defaulted<T: Decodable>(
    _ key: String,
    _ defaultValue: @autoclosure () -> T,
    orNull: Bool = false
  ) -> Decoded<T> where T == T.DecodedType {
    decodeMember(key, { T.decode($0) }, default: defaultValue, orNull: orNull)
  }

  /// Decodes the member `key` with `decode`, or gives `defaultValue` when it is missing (or,
  /// when `orNull`, `null`); failures inside the member get `key` in their path.
  @inlinable
  package func decodeMember<A>(
    _ key: String,
    _ decode: (JSON) -> Decoded<A>,
    default defaultValue: () -> A,
    orNull: Bool
  ) -> Decoded<A> {
    guard case .object(let members) = self else { return .failure(notAnObject()) }
    guard let value = members[key] else { return .success(defaultValue()) }
    if orNull, case .null = value { return .success(defaultValue()) }
    if value.nestsTooDeep { return .failure(DecodeError.stackExhausted.prefixed(with: .key(key))) }
    return decode(value).prefixingFailures(with: .key(key))
  }
}
