import Decoding

/// The members of a JSON object in the order the generator reads them, which becomes the
/// order of the properties it writes: the document's order, so that a model's properties
/// read as its sample does.
///
/// `JSONObject` iterates its members in document order, and a repeated key keeps its last
/// value in the place of its first appearance, so the order is the same on every run, as
/// `decoding-gen --check` needs. Keys that only a later object at the same place has (a
/// later element of an array, a later sample) come after the keys seen before them
/// (``Shape/keys``).
func orderedMembers(of object: JSON) -> [(key: String, value: JSON)] {
  guard case .object(let members) = object else { return [] }
  return Array(members)
}
