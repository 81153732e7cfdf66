import Foundation

/// Decodes `Swift.Decodable` types from JSON, like Foundation's `JSONDecoder`, with
/// Decoding's parser and its own `Swift.Decoder`.
///
/// ```swift
/// var decoder = CodableDecoder()
/// decoder.keyDecodingStrategy = .convertFromSnakeCase
/// let user = try decoder.decode(User.self, from: data)
/// ```
///
/// It takes the options of `JSONDecoder` that apps rely on, with the same names: date,
/// data and key decoding strategies, non-conforming floats and `userInfo`. It throws the
/// `DecodingError` cases `JSONDecoder` throws, with the coding path of the value that
/// failed, and reports more than the first failure where it can: every bad element of an
/// array, set or dictionary. The `debugDescription` of its errors lists every failure
/// found, path first (`users[2].email: expected String, found 42`), and the
/// `underlyingError` is the ``DecodeError`` with all of them. An error that a type's own
/// `init(from:)` throws reaches you as it was thrown, as with `JSONDecoder`.
///
/// Unlike `JSONDecoder` it is a value: configure a `var`, or pass the options to
/// ``init(dateDecodingStrategy:dataDecodingStrategy:keyDecodingStrategy:nonConformingFloatDecodingStrategy:userInfo:parsingOptions:)``.
public struct CodableDecoder: Sendable {
  /// How `Date` values are read; `.deferredToDate` (seconds since 2001) by default.
  public var dateDecodingStrategy: DateDecodingStrategy
  /// How `Data` values are read; `.base64` by default.
  public var dataDecodingStrategy: DataDecodingStrategy
  /// How member names become the keys types ask for; `.useDefaultKeys` by default.
  public var keyDecodingStrategy: KeyDecodingStrategy
  /// Whether strings may stand for infinities and NaN; `.throw` (they may not) by default.
  public var nonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategy
  /// Values for `init(from:)` implementations to read from their decoder's `userInfo`.
  public var userInfo: [CodingUserInfoKey: any Sendable]
  /// How the text is parsed: depth limit, duplicate keys and unpaired surrogates.
  public var parsingOptions: JSONParsingOptions

  /// Creates a decoder; the defaults are `JSONDecoder`'s, and Decoding's strict parser.
  public init(
    dateDecodingStrategy: DateDecodingStrategy = .deferredToDate,
    dataDecodingStrategy: DataDecodingStrategy = .base64,
    keyDecodingStrategy: KeyDecodingStrategy = .useDefaultKeys,
    nonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategy = .throw,
    userInfo: [CodingUserInfoKey: any Sendable] = [:],
    parsingOptions: JSONParsingOptions = .default
  ) {
    self.dateDecodingStrategy = dateDecodingStrategy
    self.dataDecodingStrategy = dataDecodingStrategy
    self.keyDecodingStrategy = keyDecodingStrategy
    self.nonConformingFloatDecodingStrategy = nonConformingFloatDecodingStrategy
    self.userInfo = userInfo
    self.parsingOptions = parsingOptions
  }

  /// Parses UTF-8 JSON text and decodes a `T` from it.
  ///
  /// Throws a `DecodingError` (`.dataCorrupted` at the root for text that is not JSON,
  /// with the line and column in its `debugDescription`), or whatever a type's
  /// `init(from:)` throws.
  public func decode<T: Swift.Decodable>(_ type: T.Type, from data: Data) throws -> T {
    // The model is decoded while `data` is lent, from its bytes as they lie, as
    // `JSONDecoder` decodes: its peak memory is the document and the model, without a copy
    // of the input. A `JSON` the model keeps, and a decoder it keeps, read a copy.
    try JSON.withParse(
      lending: data, options: parsingOptions,
      syntaxError: { error in
        let decodeError = DecodeError.syntax(error)
        return DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: [], debugDescription: decodeError.description, underlyingError: decodeError))
      },
      body: { json in try decode(type, from: json) })
  }

  /// Decodes a `T` from a JSON value already parsed, without going through text.
  ///
  /// Throws a `DecodingError`, or whatever a type's `init(from:)` throws.
  public func decode<T: Swift.Decodable>(_ type: T.Type, from json: JSON) throws -> T {
    try JSONValueDecoder(root: json, options: self).decodeRoot(type)
  }

  /// Decodes a `T` from `json` as a ``Decoded`` value: the way a Codable type becomes a
  /// field of either decoding style, its failures with paths relative to `json`.
  ///
  /// `bridging` names the ``DecodableViaCodable`` type whose `decode(_:)` is asking, so
  /// that a type bridged both ways fails instead of calling itself forever.
  package func decoded<T: Swift.Decodable>(
    _ type: T.Type, from json: JSON, bridging: ObjectIdentifier? = nil
  ) -> Decoded<T> {
    let decoder = JSONValueDecoder(root: json, options: self, bridgedType: bridging)
    do {
      return .success(try decoder.decodeRoot(type))
    } catch {
      return .failure(decoder.decodeError(of: error, at: .root))
    }
  }
}
