/// A member decoded by `<|`, `<|?`, `<||` or `<||?` that remembers its path, so that a step
/// chained after it reports its failures at the member: in
/// `json <| "joined" >>- toDate`, a failure that `toDate` makes is `joined: …`.
///
/// You never name this type: the decode operators give a ``Decoded`` wherever one is
/// expected (`<^>`, `<*>`, `<|>`, a `Decoded` variable) and a `DecodedMember` only where a
/// step follows, with `>>-`, `-<<` or `flatMap(_:)`.
///
/// Which failures get the member's path:
/// - a failure the step makes about the value itself, one without a path of its own
///   (`.customError("not a date")`), or one at an index of it (`[2]: …`), since the object
///   the member is in has no indices;
/// - every failure, when the value is JSON the step decodes further (`JSON`, `[JSON]`,
///   `[String: JSON]`).
///
/// Any other failure already has a path that may start anywhere, and is kept as it is:
/// Argo's tagged-union idiom, `json <| "type" >>- { type in Circle.decode(json) }`, decodes
/// the parent object, and `radius: missing key` is the right path there.
public struct DecodedMember<T>: DecodedResult {
  /// The member's decoded value, or its failure (which already names the member).
  public let decoded: Decoded<T>
  /// The key or key path the member was looked up by; its path is made only when a step
  /// fails (a `String` or `[String]` fits in the existential's buffer, so nothing is
  /// allocated on the way to a success).
  @usableFromInline
  let key: any JSONKey

  /// A member decoded by looking up `key`.
  @inlinable
  public init(_ decoded: Decoded<T>, key: some JSONKey) {
    self.decoded = decoded
    self.key = key
  }

  /// Where the member is, from the object it was looked up in.
  @inlinable
  public var path: JSONPath { JSONPath(key: key) }

  /// Continues with a decode that depends on the member's value; the step's failures are
  /// reported at the member, as the type's documentation says.
  @inlinable
  public func flatMap<U>(_ transform: (T) throws -> Decoded<U>) rethrows -> Decoded<U> {
    switch decoded {
    case .success(let value):
      let next = try transform(value)
      guard case .failure(let error) = next else { return next }
      if Self.isFurtherDecoded { return .failure(error.prefixed(with: path)) }
      return .failure(error.prefixingFailuresOfTheValue(with: path))
    case .failure(let error):
      return .failure(error)
    }
  }
}

extension DecodedMember {
  /// Whether the member is JSON that a step decodes further (`JSON`, `[JSON]`,
  /// `[String: JSON]`, or one of them optional), so that every failure it makes is inside it.
  ///
  /// Decided by the static type, not by casting the value: an empty `[String]` casts to
  /// `[JSON]` and a `nil` of any optional to `JSON?`, which would put the key in front of
  /// paths that start elsewhere.
  @usableFromInline
  static var isFurtherDecoded: Bool {
    T.self == JSON.self || T.self == JSON?.self || T.self == [JSON].self || T.self == [JSON]?.self
      || T.self == [String: JSON].self || T.self == [String: JSON]?.self
  }
}

extension DecodedMember: Sendable where T: Sendable {}

extension JSONPath {
  /// The path that `key` names: one member for a `String`, each key of a `[String]`.
  @usableFromInline
  init(key: any JSONKey) {
    if let member = key as? String {
      self.init([.key(member)])
    } else if let keys = key as? [String] {
      self.init(keys.map { .key($0) })
    } else {
      self.init()
    }
  }
}
