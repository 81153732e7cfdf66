// Decoding a whole value with `try`, as Alexander's `JSON["user"]?.decode(UserDecoder)`:
// `try json["user"]?.decode(User.self)`. `try?` gives Alexander's optional result;
// `try` gives the `DecodeError` with its paths (relative to this value).

extension JSON {
  /// Decodes this value as `T`, throwing a ``DecodeError`` that lists every failure.
  ///
  /// `let user = try json.decode(User.self)`, or with the type inferred,
  /// `let user: User = try json.decode()`.
  @inlinable
  public func decode<T: Decodable>(_ type: T.Type = T.self) throws -> T where T == T.DecodedType {
    try T.decode(self).dematerialize()
  }

  /// Decodes this value with a decoder function: `try json.decode(with: date(.iso8601))`.
  @inlinable
  public func decode<T>(with decoder: (JSON) -> Decoded<T>) throws -> T {
    try decoder(self).dematerialize()
  }

  /// Decodes this value as an array of `T`: `try json["users"]?.decodeArray(User.self)`.
  ///
  /// Every element is tried; the error lists the failures of all bad elements, by index.
  @inlinable
  public func decodeArray<T: Decodable>(_ type: T.Type = T.self) throws -> [T]
  where T == T.DecodedType {
    try [T].decode(self).dematerialize()
  }

  /// Decodes this value as an array, each element with `decodeElement`:
  /// `try json["planets"]?.decodeArray(with: rawRepresentable(Planet.self))`.
  @inlinable
  public func decodeArray<T>(with decodeElement: (JSON) -> Decoded<T>) throws -> [T] {
    try [T].decodeElements(of: self, with: decodeElement).dematerialize()
  }
}
