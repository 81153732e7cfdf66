import Decoding

/// The members of a JSON object in the order the generator reads them, which becomes the
/// order of the properties it writes.
///
/// The order should be the document's, so that a model's properties read as its sample
/// does. `JSON.object` does not keep the document's order yet (a dictionary's order changes
/// from one process to the next), so until it does, members are sorted by key: the output
/// must be the same on every run, or `decoding-gen --check` could never pass. When
/// `JSONObject` iterates in document order, drop the sort and nothing else changes.
///
/// It takes the object's `JSON` value, and only iterates the members, so that it compiles
/// whatever collection `.object` holds.
func orderedMembers(of object: JSON) -> [(key: String, value: JSON)] {
  guard case .object(let members) = object else { return [] }
  var ordered: [(key: String, value: JSON)] = []
  ordered.reserveCapacity(members.count)
  for (key, value) in members {
    ordered.append((key, value))
  }
  ordered.sort { $0.key < $1.key }
  return ordered
}
