extension Swift.Decoder {
  /// Decodes the value this decoder holds with a decoder of either style:
  /// `self = try decoder.decode(with: decodeUser)` is a whole `init(from:)`.
  ///
  /// Decoding's own decoder (``CodableDecoder``, Codable fields of both styles) hands its
  /// ``JSON`` over as it is; any other decoder, such as `JSONDecoder`, is read into a
  /// `JSON` first (see ``JSON/init(from:)``). A failure is thrown as a `DecodingError`
  /// whose coding path leads to the first failure and whose description lists every
  /// failure, path first; its `underlyingError` is the ``DecodeError`` with all of them.
  public func decode<T>(with decodeFunction: (JSON) -> Decoded<T>) throws -> T {
    let json: JSON
    let documentPath: JSONPath
    if let decoder = self as? JSONValueDecoder {
      // A decode function may keep `json`: it must not read bytes that are only lent.
      decoder.root.ownInputIfLent()
      json = decoder.value
      documentPath = decoder.documentPath(depth: decoder.path.count)
    } else {
      json = try JSON(from: self)
      documentPath = JSONPath(codingPath: codingPath)
    }
    switch decodeFunction(json) {
    case .success(let value):
      return value
    case .failure(let error):
      throw DecodingError(error, codingPath: codingPath, documentPath: documentPath)
    }
  }
}
