// Opt-in coercion between a scalar and its string form, for both styles: `json.coerced("port")`
// here and the pipeline's `coerced(int)` both run `decodeCoerced(with:)`.

extension JSON {
  /// Decodes the member `key` (or the value at a key path) as `T`, accepting its string form
  /// too: `<*> json.coerced("port")` reads `8080` and `"8080"`.
  ///
  /// A number, `Decimal` or `Bool` is also read from a string holding it (`"42"`, `"3.5"`,
  /// `"true"`, exactly as JSON writes them: no spaces, no `+`), and a `String` from a number
  /// or a Boolean (`42` as `"42"`). Only the fields that ask are coerced; everywhere else a
  /// string is not a number. A failure names both forms tried: `port: expected Int or Int as
  /// a string, found "eighty"`.
  @inlinable
  public func coerced<T: Decodable>(_ key: some JSONKey, as type: T.Type = T.self) -> Decoded<T>
  where T == T.DecodedType {
    key.decodeValue(in: self) { $0.decodeCoerced(with: { T.decode($0) }) }
  }

  /// Decodes this value with `decode`, or else its other form: the number or Boolean a
  /// string holds, or the string form of a number or Boolean.
  @usableFromInline
  package func decodeCoerced<A>(with decode: (JSON) -> Decoded<A>) -> Decoded<A> {
    let direct = decode(self)
    guard case .failure(let error) = direct else { return direct }
    let otherForm: JSON?
    switch self {
    case .string(let text):
      switch text {
      case "true": otherForm = .bool(true)
      case "false": otherForm = .bool(false)
      default: otherForm = JSONNumber(text: text).map(JSON.number)
      }
    case .number(let number): otherForm = .string(number.text)
    case .bool(let value): otherForm = .string(value ? "true" : "false")
    default: otherForm = nil
    }
    // A failure that is about the type is restated with both forms; any other (a check of
    // the value that the other form reached, a bad member) is the decoder's own message.
    if let otherForm {
      let other = decode(otherForm)
      guard case .failure(let otherError) = other else { return other }
      guard otherError.isRootTypeMismatch else { return other }
    }
    guard error.isRootTypeMismatch, case .typeMismatch(let expected, _) = error.failures[0].reason else {
      return direct
    }
    let both = expected == "String" ? "String or a number or Boolean" : "\(expected) or \(expected) as a string"
    return .failure(.typeMismatch(expected: both, actual: description))
  }
}

extension DecodeError {
  /// Whether this is one failure, at the value itself, about the value's type.
  @usableFromInline
  var isRootTypeMismatch: Bool {
    guard failures.count == 1, failures[0].path.isRoot, case .typeMismatch = failures[0].reason else { return false }
    return true
  }
}
