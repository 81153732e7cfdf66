/// One struct the generator writes: its name, where its values were found, and its fields.
struct ModelType: Equatable, Sendable {
  /// One stored property and the member it is decoded from.
  struct Field: Equatable, Sendable {
    /// The property's name, escaped if it is a keyword.
    let name: String
    /// The JSON key.
    let key: String
    /// The property's type; optional when the member was missing or `null` somewhere.
    let type: FieldType
    /// A comment the property gets, such as why its type is only `JSON`.
    var note: String? = nil
    /// Whether an encoder writes `nil` as `null` rather than leaving the member out: the
    /// samples had it `null`, so that a decoded sample encodes back to the same document.
    var writesNilAsNull = false
  }

  /// The struct's name.
  let name: String
  /// Where its values were found, as paths such as `statuses[].user`; empty for the root.
  let paths: [String]
  /// Its fields, in the order of their keys.
  let fields: [Field]
}
