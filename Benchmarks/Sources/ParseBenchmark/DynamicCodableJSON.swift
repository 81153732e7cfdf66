/// A JSON value decoded with `JSONDecoder`, so Foundation's Codable path can be
/// measured building the same kind of dynamic tree as `JSON(parsing:)` and
/// `JSONSerialization`.
///
/// Codable cannot ask a value what kind it is, so each value tries the kinds in
/// turn, cheapest checks first; this is how such types are usually written.
enum DynamicCodableJSON: Swift.Decodable {
  case object([String: DynamicCodableJSON])
  case array([DynamicCodableJSON])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  init(from decoder: any Swift.Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let text = try? container.decode(String.self) {
      self = .string(text)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let flag = try? container.decode(Bool.self) {
      self = .bool(flag)
    } else if let members = try? container.decode([String: DynamicCodableJSON].self) {
      self = .object(members)
    } else {
      self = .array(try container.decode([DynamicCodableJSON].self))
    }
  }
}
