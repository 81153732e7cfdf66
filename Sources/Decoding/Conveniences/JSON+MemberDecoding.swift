// Key-based decoding with `try`, in SwiftyJSONDecodable's spirit: each call puts its
// key (or key path) in front of the path of any error thrown from inside, so nested
// `init(json:) throws` models build the full path, e.g. `person.address.line2`.

extension JSON {
  /// Decodes the member `key` (or the value at a key path such as `["user", "name"]`)
  /// as `T`: `let name: String = try json.decode("name")`.
  ///
  /// Throws when `self` is not an object, when a key is missing (`null` is only
  /// accepted when `T` is an `Optional`), or when the value does not decode; the
  /// error's path names the member.
  @inlinable
  public func decode<T: Decodable>(_ key: some JSONKey, as type: T.Type = T.self) throws -> T
  where T == T.DecodedType {
    try key.decodeValue(in: self, with: { T.decode($0) }).dematerialize()
  }

  /// Decodes the member `key` with a decoder function:
  /// `try json.decode("created_at", with: date(.millisecondsSince1970))`.
  @inlinable
  public func decode<T>(_ key: some JSONKey, with decoder: (JSON) -> Decoded<T>) throws -> T {
    try key.decodeValue(in: self, with: decoder).dematerialize()
  }

  /// Decodes the member `key` as `T`, giving `nil` only when it is missing or `null`:
  /// `let line2: String? = try json.decodeIfPresent("line2")`.
  ///
  /// A member that is present but does not decode still throws.
  @inlinable
  public func decodeIfPresent<T: Decodable>(_ key: some JSONKey, as type: T.Type = T.self) throws -> T?
  where T == T.DecodedType {
    try key.decodeOptionalValue(in: self, with: { T.decode($0) }).dematerialize()
  }

  /// Decodes the member `key` with a decoder function, giving `nil` only when it is missing or `null`.
  @inlinable
  public func decodeIfPresent<T>(_ key: some JSONKey, with decoder: (JSON) -> Decoded<T>) throws -> T? {
    try key.decodeOptionalValue(in: self, with: decoder).dematerialize()
  }
}
