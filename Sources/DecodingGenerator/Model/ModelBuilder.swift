import Decoding

/// Infers the models of a set of samples: their shapes, then names, then Swift types.
struct ModelBuilder {
  let options: GeneratorOptions

  /// The models for `roots`, the root values of samples of one endpoint, which must all be
  /// objects or all be arrays (``GeneratorCommand`` checks).
  func models(for roots: [JSON]) -> Models {
    let root = Shape(of: roots)
    root.foldMaps()
    let namer = TypeNamer(
      root: root, rootName: options.rootName, merges: options.merges, mergesByShape: options.mergesByShape)
    var resolver = Resolver(namer: namer, options: options)
    let rootAlias: FieldType? = root.kind == .fields ? nil : resolver.type(of: root)
    // Only the structs the root's type reaches are written (a merge can leave a named
    // struct unused), in the order they were named.
    if rootAlias == nil { resolver.used.insert(ObjectIdentifier(root)) }
    var fields: [ObjectIdentifier: [ModelType.Field]] = [:]
    while true {
      let pending = namer.namedShapes.filter {
        resolver.used.contains(ObjectIdentifier($0)) && fields[ObjectIdentifier($0)] == nil
      }
      guard !pending.isEmpty else { break }
      for shape in pending { fields[ObjectIdentifier(shape)] = resolver.fields(of: shape) }
    }
    let types = namer.namedShapes.compactMap { shape in
      fields[ObjectIdentifier(shape)].map {
        ModelType(name: namer.name(of: shape)!, paths: namer.paths(of: shape), fields: $0)
      }
    }
    let unmatched = options.merges.flatMap { merge in
      merge.keys.filter { !namer.mergedKeys.contains($0) }.map { "\(merge.name)=\($0)" }
    }
    return Models(rootName: options.rootName, rootAlias: rootAlias, types: types, unmatchedMerges: unmatched)
  }
}

/// Turns shapes into Swift types, noting which named structs it used.
private struct Resolver {
  let namer: TypeNamer
  let options: GeneratorOptions
  /// The named shapes that some resolved type refers to.
  var used: Set<ObjectIdentifier> = []

  /// The fields of the struct `shape` was named for, with property names unique within it.
  mutating func fields(of shape: Shape) -> [ModelType.Field] {
    var taken: Set<String> = []
    return shape.orderedMemberShapes.map { key, member in
      let base = SwiftName.property(for: key)
      var name = base
      var number = 2
      while taken.contains(name) {
        name = base + String(number)
        number += 1
      }
      taken.insert(name)
      var type = self.type(of: member)
      if member.hasNull || member.count < shape.objectCount { type = .optional(type) }
      return ModelType.Field(
        name: SwiftName.escaped(name), key: key, type: type, note: Self.note(on: member),
        writesNilAsNull: member.hasNull)
    }
  }

  /// Why a field's type is `JSON` for want of values, asking for a sample that has some:
  /// a member that was `null` wherever it was seen, or an array or a map that was always empty.
  static func note(on member: Shape) -> String? {
    switch member.kind {
    case .none:
      return "`null` in every sample: run decoding-gen with a sample where it has a value, to give it a type."
    case .array where member.element == nil:
      return "`[]` in every sample: run decoding-gen with a sample where it has elements, to give them a type."
    case .map where member.mapValue == nil:
      return "`{}` in every sample: run decoding-gen with a sample where it has members, to give them a type."
    default:
      return nil
    }
  }

  /// The type of the non-null values of `shape`.
  mutating func type(of shape: Shape) -> FieldType {
    switch shape.kind {
    case .none, .mixed: return .json
    case .bool: return .bool
    case .number: return shape.numbers.fieldType
    case .string: return shape.strings.fieldType(options: options)
    case .array: return .array(innerType(of: shape.element))
    case .map: return .dictionary(innerType(of: shape.mapValue))
    case .fields:
      let canonical = namer.canonical(shape)
      guard let name = namer.name(of: canonical) else { return .json }
      used.insert(ObjectIdentifier(canonical))
      return .model(name)
    }
  }

  /// The type of an array's elements or a map's values: optional when one was `null`.
  private mutating func innerType(of shape: Shape?) -> FieldType {
    guard let shape else { return .json }
    let type = self.type(of: shape)
    return shape.hasNull && type != .json ? .optional(type) : type
  }
}
