import Decoding

extension Encode {
  /// The order in which ``Encode/object(_:)`` writes its fields, worked out once when the
  /// encoder is made: fields whose paths share their first keys are grouped under one member
  /// each, so an object never gets the same key twice.
  struct ObjectPlan<Model>: Sendable {
    /// One member of the object, or a field that writes its own keys.
    indirect enum Step: Sendable {
      /// A field made with `Field(write:)`.
      case custom(@Sendable (Model, inout JSONOutput) throws -> Void)
      /// The only field at its key.
      case member(@Sendable (Model, inout JSONOutput) throws -> Bool)
      /// Several fields at one key: the first of `wholes` that writes the member, or else an
      /// object of `parts` (when there are any).
      case group(key: String, wholes: [@Sendable (Model, inout JSONOutput) throws -> Bool], parts: [Step])
    }

    /// The steps, in the order of each key's first field.
    let steps: [Step]
    /// Whether every field writes its own member, one per key: then the fields are written
    /// one after the other, as they are.
    let isFlat: Bool

    init(_ fields: [Field<Model>]) {
      steps = Self.steps(fields.map { ($0.path[...], $0) })
      isFlat = steps.allSatisfy { step in
        switch step {
        case .custom, .member: true
        case .group: false
        }
      }
    }

    private static func steps(_ fields: [(path: ArraySlice<String>, field: Field<Model>)]) -> [Step] {
      // Each key's fields, in the order of the key's first field. Keys are told apart by
      // their code points, as the parser does: `"é"` and `"e\u{301}"` are two keys.
      var groups: [[UInt8]: (wholes: [Field<Model>], parts: [(ArraySlice<String>, Field<Model>)])] = [:]
      var order: [Either] = []
      for (path, field) in fields {
        guard let key = path.first, field.member != nil else {
          order.append(.custom(field.write))
          continue
        }
        let spelling = Array(key.utf8)
        if groups[spelling] == nil {
          groups[spelling] = ([], [])
          order.append(.key(key))
        }
        if path.count == 1 {
          groups[spelling]!.wholes.append(field)
        } else {
          groups[spelling]!.parts.append((path.dropFirst(), field))
        }
      }
      return order.map { entry in
        switch entry {
        case .custom(let write):
          return .custom(write)
        case .key(let key):
          let (wholes, parts) = groups[Array(key.utf8)]!
          if wholes.count == 1, parts.isEmpty { return .member(wholes[0].member!) }
          return .group(key: key, wholes: wholes.map { $0.member! }, parts: steps(parts))
        }
      }
    }

    private enum Either {
      case custom(@Sendable (Model, inout JSONOutput) throws -> Void)
      case key(String)
    }

    /// Writes the members into the open object `output`.
    func write(_ model: Model, into output: inout JSONOutput) throws {
      try Self.write(steps, model, into: &output)
    }

    private static func write(_ steps: [Step], _ model: Model, into output: inout JSONOutput) throws {
      for step in steps {
        switch step {
        case .custom(let write):
          try write(model, &output)
        case .member(let member):
          _ = try member(model, &output)
        case .group(let key, let wholes, let parts):
          var written = false
          for whole in wholes where try whole(model, &output) {
            written = true
            break
          }
          guard !written, !parts.isEmpty else { continue }
          try output.member(key) { member in
            try member.writeObject { object in try write(parts, model, into: &object) }
          }
        }
      }
    }
  }
}
