import Foundation

#if compiler(>=6.2)
  /// A type that writes itself as JSON, in Argo's companion Ogra's shape: `func encode() -> JSON`.
  ///
  /// ```swift
  /// struct User: JSONEncodable {
  ///   let name: String
  ///   let email: String?
  ///
  ///   func encode() -> JSON {
  ///     .object(encoding: ["name": name, "email": email])  // a nil email is left out
  ///   }
  /// }
  /// let data = try user.encodedData()
  /// ```
  ///
  /// A model that is written often also implements ``encode(to:)``, which writes straight into
  /// the output's bytes, with no `JSON` value in between; every conformance of the library
  /// (numbers, strings, optionals, arrays, dictionaries, Foundation types) does. The two must
  /// write the same JSON.
  ///
  /// It is not named `Encodable`, which is Swift's protocol behind `Codable`: one type may
  /// adopt both.
  ///
  /// Encoders run a conformance wherever they are called, so it must not be isolated to an
  /// actor: from Swift 6.2 the protocol refines `SendableMetatype`, which says so.
  public protocol JSONEncodable: SendableMetatype {
    /// This value as a ``JSON`` value (Ogra's requirement).
    func encode() -> JSON

    /// Writes this value into `output`, as ``encode()``'s JSON would be written.
    ///
    /// The default writes ``encode()``'s value. Throws a ``JSONEncodingError`` for a value JSON
    /// cannot hold (NaN or an infinity, unless the output's options say what to write).
    func encode(to output: inout JSONOutput) throws
  }
#else
  /// A type that writes itself as JSON, in Argo's companion Ogra's shape: `func encode() -> JSON`.
  ///
  /// ```swift
  /// struct User: JSONEncodable {
  ///   let name: String
  ///   let email: String?
  ///
  ///   func encode() -> JSON {
  ///     .object(encoding: ["name": name, "email": email])  // a nil email is left out
  ///   }
  /// }
  /// let data = try user.encodedData()
  /// ```
  ///
  /// A model that is written often also implements ``encode(to:)``, which writes straight into
  /// the output's bytes, with no `JSON` value in between; every conformance of the library
  /// (numbers, strings, optionals, arrays, dictionaries, Foundation types) does. The two must
  /// write the same JSON.
  ///
  /// It is not named `Encodable`, which is Swift's protocol behind `Codable`: one type may
  /// adopt both.
  ///
  /// Encoders run a conformance wherever they are called, so it must not be isolated to an
  /// actor: from Swift 6.2 the protocol refines `SendableMetatype`, which says so.
  public protocol JSONEncodable {
    /// This value as a ``JSON`` value (Ogra's requirement).
    func encode() -> JSON

    /// Writes this value into `output`, as ``encode()``'s JSON would be written.
    ///
    /// The default writes ``encode()``'s value. Throws a ``JSONEncodingError`` for a value JSON
    /// cannot hold (NaN or an infinity, unless the output's options say what to write).
    func encode(to output: inout JSONOutput) throws
  }
#endif

extension JSONEncodable {
  /// Writes ``encode()``'s value.
  public func encode(to output: inout JSONOutput) throws {
    try output.write(encode())
  }

  /// This value as UTF-8 JSON text, compact unless `options` say otherwise.
  ///
  /// Throws a ``JSONEncodingError`` naming the path of a value JSON cannot hold.
  public func encodedData(_ options: JSONEncodingOptions = .compact) throws -> Data {
    var output = JSONOutput(options: options)
    try encode(to: &output)
    try output.checkDepth()
    return output.data
  }

  /// This value as JSON text; see ``encodedData(_:)``.
  public func encodedString(_ options: JSONEncodingOptions = .compact) throws -> String {
    var output = JSONOutput(options: options)
    try encode(to: &output)
    try output.checkDepth()
    return output.string
  }
}
