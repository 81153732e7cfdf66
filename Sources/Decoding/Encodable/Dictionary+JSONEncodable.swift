// A dictionary has no order of its own (and Swift's changes from run to run), so its
// members are written in ascending key order: the same dictionary always gives the same text.

extension Dictionary: JSONEncodable where Key == String, Value: JSONEncodable {
  /// An object of the values' JSON, in ascending key order.
  public func encode() -> JSON {
    .object(JSONObject(orderedMembers: sorted { $0.key < $1.key }.map { ($0.key, $0.value.encode()) }))
  }

  /// Writes an object of the values, in ascending key order; an error's path gets the key.
  public func encode(to output: inout JSONOutput) throws {
    let members = sorted { $0.key < $1.key }
    try output.writeObject { object in
      for (key, value) in members { try object.member(key, value) }
    }
  }
}
