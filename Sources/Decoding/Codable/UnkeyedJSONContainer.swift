/// The unkeyed container of Decoding's `Swift.Decoder`: an array's elements, in order.
///
/// Every element is read through ``next(_:)``, so that the way elements are found can
/// change in one place.
struct UnkeyedJSONContainer: UnkeyedDecodingContainer {
  let decoder: JSONValueDecoder
  private let elements: JSONArray
  /// How many steps of the decoder's path lead to this array.
  private let depth: Int
  private(set) var currentIndex = 0

  init(decoder: JSONValueDecoder, elements: JSONArray, depth: Int) {
    self.decoder = decoder
    self.elements = elements
    self.depth = depth
  }

  var codingPath: [any CodingKey] {
    decoder.codingPath(depth: depth)
  }

  var count: Int? {
    elements.count
  }

  var isAtEnd: Bool {
    currentIndex >= elements.count
  }

  /// The step to the current element.
  private var entry: CodingPathEntry {
    .index(currentIndex)
  }

  /// The current element; past the end, `valueNotFound` for `type`, as in `JSONDecoder`.
  @inline(__always)
  private func next(_ type: Any.Type, message: String = "unkeyed container is at end") throws -> JSON {
    guard currentIndex < elements.count else {
      throw decoder.failure(.valueNotFound(type), .custom(message), depth: depth, entry: entry)
    }
    return elements[currentIndex]
  }

  mutating func decodeNil() throws -> Bool {
    guard try next(Never.self).isNull else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool {
    let value = try decoder.bool(next(type), depth: depth, entry: entry)
    currentIndex += 1
    return value
  }

  mutating func decode(_ type: String.Type) throws -> String {
    let value = try decoder.string(next(type), depth: depth, entry: entry)
    currentIndex += 1
    return value
  }

  mutating func decode(_ type: Double.Type) throws -> Double {
    try floatingPoint()
  }

  mutating func decode(_ type: Float.Type) throws -> Float {
    try floatingPoint()
  }

  mutating func decode(_ type: Int.Type) throws -> Int {
    try integer()
  }

  mutating func decode(_ type: Int8.Type) throws -> Int8 {
    try integer()
  }

  mutating func decode(_ type: Int16.Type) throws -> Int16 {
    try integer()
  }

  mutating func decode(_ type: Int32.Type) throws -> Int32 {
    try integer()
  }

  mutating func decode(_ type: Int64.Type) throws -> Int64 {
    try integer()
  }

  mutating func decode(_ type: Int128.Type) throws -> Int128 {
    try integer()
  }

  mutating func decode(_ type: UInt.Type) throws -> UInt {
    try integer()
  }

  mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
    try integer()
  }

  mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
    try integer()
  }

  mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
    try integer()
  }

  mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
    try integer()
  }

  mutating func decode(_ type: UInt128.Type) throws -> UInt128 {
    try integer()
  }

  mutating func decode<T: Swift.Decodable>(_ type: T.Type) throws -> T {
    let value = try decoder.decodeElement(type, from: next(type), index: currentIndex, depth: depth)
    currentIndex += 1
    return value
  }

  @inline(__always)
  private mutating func integer<T: FixedWidthInteger>() throws -> T {
    let value = try decoder.integer(next(T.self), as: T.self, depth: depth, entry: entry)
    currentIndex += 1
    return value
  }

  @inline(__always)
  private mutating func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>() throws -> T {
    let value = try decoder.floatingPoint(next(T.self), as: T.self, depth: depth, entry: entry)
    currentIndex += 1
    return value
  }

  /// The current element decoded, or `nil` for `null` or past the end (where, as in the
  /// protocol's own `decodeIfPresent` for scalars, the index stays put).
  mutating func decodeIfPresent<T: Swift.Decodable>(_ type: T.Type) throws -> T? {
    guard currentIndex < elements.count else { return nil }
    let value = elements[currentIndex]
    let decoded = value.isNull ? nil : try decoder.decode(type, from: value, depth: depth, entry: entry)
    currentIndex += 1
    return decoded
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    let value = try next(
      KeyedDecodingContainer<NestedKey>.self,
      message: "cannot get a nested keyed container: unkeyed container is at end")
    let container = try decoder.child(for: value, depth: depth, entry: entry).container(keyedBy: type)
    currentIndex += 1
    return container
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let value = try next(
      (any UnkeyedDecodingContainer).self, message: "cannot get a nested unkeyed container: unkeyed container is at end"
    )
    let container = try decoder.child(for: value, depth: depth, entry: entry).unkeyedContainer()
    currentIndex += 1
    return container
  }

  mutating func superDecoder() throws -> any Swift.Decoder {
    let value = try next((any Swift.Decoder).self, message: "cannot get a super decoder: unkeyed container is at end")
    let decoder = decoder.child(for: value, depth: depth, entry: entry)
    currentIndex += 1
    return decoder
  }
}
