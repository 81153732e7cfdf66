/// Everything the generator writes for a set of samples: the root type and the structs.
struct Models: Equatable, Sendable {
  /// The root type's name (`--name`).
  let rootName: String
  /// The root's type when the root is not a struct: `[Status]` for a root array, say.
  /// `nil` when the root is the first of ``types``.
  let rootAlias: FieldType?
  /// The structs, the root's first, then in the order their keys were first reached.
  let types: [ModelType]
  /// The `--merge` keys that named no place of the samples, as `User=assignee`.
  var unmatchedMerges: [String] = []

  /// Whether any field is a `Date` or a `URL`.
  var needsFoundation: Bool {
    rootAlias?.needsFoundation == true || types.contains { $0.fields.contains { $0.type.needsFoundation } }
  }
}
