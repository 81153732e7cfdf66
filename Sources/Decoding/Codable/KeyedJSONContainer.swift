import Foundation

/// The keyed container of Decoding's `Swift.Decoder`: an object's members, looked up by
/// the keys a type asks for.
///
/// Every lookup goes through ``member(_:)``, so that the way members are found can change
/// in one place.
struct KeyedJSONContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: JSONValueDecoder
  /// The members by the names the type's keys use: the document's own names, or those a
  /// key decoding strategy made of them.
  private let members: JSONObject
  /// With a key decoding strategy, each converted name's member name in the document.
  private let documentNames: [String: String]?
  /// How many steps of the decoder's path lead to this object.
  private let depth: Int

  init(decoder: JSONValueDecoder, members: JSONObject, depth: Int) {
    self.decoder = decoder
    self.depth = depth
    if decoder.usesDefaultKeys {
      self.members = members
      documentNames = nil
    } else {
      (self.members, documentNames) = decoder.convertingNames(of: members, depth: depth)
    }
  }

  var codingPath: [any CodingKey] {
    decoder.codingPath(depth: depth)
  }

  var allKeys: [Key] {
    members.keys.compactMap { Key(stringValue: $0) }
  }

  func contains(_ key: Key) -> Bool {
    member(key) != nil
  }

  /// The member `key` names, or `nil`.
  @inline(__always)
  private func member(_ key: Key) -> JSON? {
    members[key.stringValue]
  }

  /// The member `key` names; a missing member is `keyNotFound`.
  @inline(__always)
  private func required(_ key: Key) throws -> JSON {
    guard let value = member(key) else {
      throw decoder.keyNotFound(key, documentKey: missingName(of: key), depth: depth)
    }
    return value
  }

  /// The member `key` names, or `nil` when it is missing or `null`.
  @inline(__always)
  private func present(_ key: Key) -> JSON? {
    guard let value = member(key), !value.isNull else { return nil }
    return value
  }

  // The generic `decode` and `decodeIfPresent` decode nested models, which recurse: their
  // lookups are out of line, so that the lookup's working storage is off the stack before
  // the next level's frames go on it.

  /// ``required(_:)``, out of line.
  @inline(never)
  private func requiredNested(_ key: Key) throws -> JSON {
    try required(key)
  }

  /// ``present(_:)``, out of line.
  @inline(never)
  private func presentNested(_ key: Key) -> JSON? {
    present(key)
  }

  /// The step to the member `key` names.
  @inline(__always)
  private func entry(_ key: Key) -> CodingPathEntry {
    guard documentNames != nil else { return .key(key) }
    return .convertedKey(key, documentKey: documentName(of: key))
  }

  private func documentName(of key: Key) -> String {
    documentNames?[key.stringValue] ?? key.stringValue
  }

  /// How the document would spell the member `key` names, which it lacks: in snake case
  /// under `.convertFromSnakeCase` (`full_name` for `fullName`), so that a missing key reads
  /// as a bad value does; the key's own name under the other strategies, which cannot be
  /// reversed.
  private func missingName(of key: Key) -> String {
    guard case .convertFromSnakeCase = decoder.options.keyDecodingStrategy else { return key.stringValue }
    return JSONEncoder.KeyEncodingStrategy.snakeCase(key.stringValue)
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    try required(key).isNull
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try decoder.bool(required(key), depth: depth, entry: entry(key))
  }

  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try decoder.string(required(key), depth: depth, entry: entry(key))
  }

  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try decoder.floatingPoint(required(key), as: Double.self, depth: depth, entry: entry(key))
  }

  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try decoder.floatingPoint(required(key), as: Float.self, depth: depth, entry: entry(key))
  }

  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try decoder.integer(required(key), as: Int.self, depth: depth, entry: entry(key))
  }

  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
    try decoder.integer(required(key), as: Int8.self, depth: depth, entry: entry(key))
  }

  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    try decoder.integer(required(key), as: Int16.self, depth: depth, entry: entry(key))
  }

  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    try decoder.integer(required(key), as: Int32.self, depth: depth, entry: entry(key))
  }

  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    try decoder.integer(required(key), as: Int64.self, depth: depth, entry: entry(key))
  }

  func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 {
    try decoder.integer(required(key), as: Int128.self, depth: depth, entry: entry(key))
  }

  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
    try decoder.integer(required(key), as: UInt.self, depth: depth, entry: entry(key))
  }

  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    try decoder.integer(required(key), as: UInt8.self, depth: depth, entry: entry(key))
  }

  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try decoder.integer(required(key), as: UInt16.self, depth: depth, entry: entry(key))
  }

  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try decoder.integer(required(key), as: UInt32.self, depth: depth, entry: entry(key))
  }

  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try decoder.integer(required(key), as: UInt64.self, depth: depth, entry: entry(key))
  }

  func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 {
    try decoder.integer(required(key), as: UInt128.self, depth: depth, entry: entry(key))
  }

  func decode<T: Swift.Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try decoder.decode(type, from: requiredNested(key), depth: depth, entry: entry(key))
  }

  // Each `decodeIfPresent` looks the member up once; the protocol's defaults would look
  // it up three times (`contains`, `decodeNil`, `decode`).

  func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
    guard let value = present(key) else { return nil }
    return try decoder.bool(value, depth: depth, entry: entry(key))
  }

  func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
    guard let value = present(key) else { return nil }
    return try decoder.string(value, depth: depth, entry: entry(key))
  }

  func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
    guard let value = present(key) else { return nil }
    return try decoder.floatingPoint(value, as: Double.self, depth: depth, entry: entry(key))
  }

  func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
    guard let value = present(key) else { return nil }
    return try decoder.floatingPoint(value, as: Float.self, depth: depth, entry: entry(key))
  }

  func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
    try integerIfPresent(key)
  }

  func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
    try integerIfPresent(key)
  }

  func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
    try integerIfPresent(key)
  }

  func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
    try integerIfPresent(key)
  }

  func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
    try integerIfPresent(key)
  }

  func decodeIfPresent(_ type: Int128.Type, forKey key: Key) throws -> Int128? {
    try integerIfPresent(key)
  }

  func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
    try integerIfPresent(key)
  }

  func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
    try integerIfPresent(key)
  }

  func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
    try integerIfPresent(key)
  }

  func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
    try integerIfPresent(key)
  }

  func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
    try integerIfPresent(key)
  }

  func decodeIfPresent(_ type: UInt128.Type, forKey key: Key) throws -> UInt128? {
    try integerIfPresent(key)
  }

  func decodeIfPresent<T: Swift.Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    guard let value = presentNested(key) else { return nil }
    return try decoder.decode(type, from: value, depth: depth, entry: entry(key))
  }

  @inline(__always)
  private func integerIfPresent<T: FixedWidthInteger>(_ key: Key) throws -> T? {
    guard let value = present(key) else { return nil }
    return try decoder.integer(value, as: T.self, depth: depth, entry: entry(key))
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try decoder.child(for: required(key), depth: depth, entry: entry(key)).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try decoder.child(for: required(key), depth: depth, entry: entry(key)).unkeyedContainer()
  }

  /// A decoder for the member `super`, or for `null` when there is none, as in `JSONDecoder`.
  func superDecoder() throws -> any Swift.Decoder {
    let key = JSONCodingKey(name: "super")
    return decoder.child(for: members["super"] ?? .null, depth: depth, entry: .key(key))
  }

  /// A decoder for the member `key` names, or for `null` when there is none, as in `JSONDecoder`.
  func superDecoder(forKey key: Key) throws -> any Swift.Decoder {
    decoder.child(for: member(key) ?? .null, depth: depth, entry: entry(key))
  }
}

// MARK: - Key decoding strategies

extension JSONValueDecoder {
  /// An object's members by the names the key decoding strategy makes of theirs, and the
  /// document's name of each; when two members get the same name, the first one met is
  /// kept, as in `JSONDecoder`.
  func convertingNames(of members: JSONObject, depth: Int) -> (JSONObject, [String: String]) {
    var converted = [String: JSON](minimumCapacity: members.count)
    var documentNames = [String: String](minimumCapacity: members.count)
    for (name, value) in members {
      let key = convertedName(name, depth: depth)
      if converted[key] == nil {
        converted[key] = value
        documentNames[key] = name
      }
    }
    return (JSONObject(converted), documentNames)
  }

  private func convertedName(_ name: String, depth: Int) -> String {
    switch options.keyDecodingStrategy {
    case .useDefaultKeys:
      return name
    case .convertFromSnakeCase:
      if let known = convertedNames[name] { return known }
      let converted = CodableDecoder.KeyDecodingStrategy.camelCase(fromSnakeCase: name)
      convertedNames[name] = converted
      return converted
    case .custom(let convert):
      return convert(codingPath(depth: depth, entry: .key(JSONCodingKey(name: name)))).stringValue
    }
  }
}
