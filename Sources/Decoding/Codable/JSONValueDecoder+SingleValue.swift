// The decoder is its own single-value container, as in `JSONDecoder`: the value is the
// decoder's current one, and no container is allocated.

extension JSONValueDecoder: SingleValueDecodingContainer {
  func decodeNil() -> Bool {
    value.isNull
  }

  func decode(_ type: Bool.Type) throws -> Bool {
    try bool(value, depth: path.count, entry: nil)
  }

  func decode(_ type: String.Type) throws -> String {
    try string(value, depth: path.count, entry: nil)
  }

  func decode(_ type: Double.Type) throws -> Double {
    try floatingPoint(value, as: Double.self, depth: path.count, entry: nil)
  }

  func decode(_ type: Float.Type) throws -> Float {
    try floatingPoint(value, as: Float.self, depth: path.count, entry: nil)
  }

  func decode(_ type: Int.Type) throws -> Int {
    try integer(value, as: Int.self, depth: path.count, entry: nil)
  }

  func decode(_ type: Int8.Type) throws -> Int8 {
    try integer(value, as: Int8.self, depth: path.count, entry: nil)
  }

  func decode(_ type: Int16.Type) throws -> Int16 {
    try integer(value, as: Int16.self, depth: path.count, entry: nil)
  }

  func decode(_ type: Int32.Type) throws -> Int32 {
    try integer(value, as: Int32.self, depth: path.count, entry: nil)
  }

  func decode(_ type: Int64.Type) throws -> Int64 {
    try integer(value, as: Int64.self, depth: path.count, entry: nil)
  }

  func decode(_ type: Int128.Type) throws -> Int128 {
    try integer(value, as: Int128.self, depth: path.count, entry: nil)
  }

  func decode(_ type: UInt.Type) throws -> UInt {
    try integer(value, as: UInt.self, depth: path.count, entry: nil)
  }

  func decode(_ type: UInt8.Type) throws -> UInt8 {
    try integer(value, as: UInt8.self, depth: path.count, entry: nil)
  }

  func decode(_ type: UInt16.Type) throws -> UInt16 {
    try integer(value, as: UInt16.self, depth: path.count, entry: nil)
  }

  func decode(_ type: UInt32.Type) throws -> UInt32 {
    try integer(value, as: UInt32.self, depth: path.count, entry: nil)
  }

  func decode(_ type: UInt64.Type) throws -> UInt64 {
    try integer(value, as: UInt64.self, depth: path.count, entry: nil)
  }

  func decode(_ type: UInt128.Type) throws -> UInt128 {
    try integer(value, as: UInt128.self, depth: path.count, entry: nil)
  }

  func decode<T: Swift.Decodable>(_ type: T.Type) throws -> T {
    try decode(type, from: value, depth: path.count, entry: nil)
  }
}
