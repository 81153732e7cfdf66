import Foundation

// Every value that is not a container goes through here: the scalars, the Foundation types
// that `JSONEncoder` writes its own way (`Date`, `Data`, `URL`, `Decimal`, the keys of a
// `[String: T]`), and everything else, handed a `JSONValueEncoder` of its own.

extension JSONEncodingState {
  /// Encodes `value` into the pending `node`, a child of `parent` (`nil` for the root or a
  /// single value) whose coding path is the first `parentDepth` steps and then `step`.
  ///
  /// If `value`'s `encode(to:)` throws, the child is dropped from `parent`, so that a
  /// caller who catches the error writes no member for it, as with `JSONEncoder`.
  func encode<T: Swift.Encodable>(
    _ value: T, at node: JSONOutputTree.NodeID, parent: JSONOutputTree.NodeID?, parentDepth: Int,
    step: CodingPathEntry?
  ) throws {
    // The scalars the standard types encode through the generic entry points (an array's
    // elements, a dictionary's values, an optional's payload) are written directly.
    if T.self == String.self { return tree.setString(node, value as! String) }
    if T.self == Int.self { return tree.setInteger(node, Int64(value as! Int)) }
    if T.self == Bool.self { return tree.setBool(node, value as! Bool) }
    if T.self == Double.self {
      return try encode(
        value as! Double, at: node, parent: parent,
        strategy: options.nonConformingFloatEncodingStrategy,
        errorPath: errorPath(parentDepth, step))
    }
    do {
      // A value nested that deep is in a container nested too deep (see `enterContainer`);
      // an array of scalars one level up is itself one, and is not made through one.
      if parentDepth >= Self.maximumDepth - 1 { try checkDepth(value, parentDepth: parentDepth, step: step) }
      if try encodeScalarArray(value, at: node, parentDepth: parentDepth, step: step) {
        // Written.
      } else if T.self == Date.self {
        try encode(
          date: value as! Date, at: node, parent: parent, parentDepth: parentDepth, step: step)
      } else if T.self == Data.self {
        try encode(data: value as! Data, at: node, parentDepth: parentDepth, step: step)
      } else if T.self == URL.self {
        tree.setString(node, (value as! URL).absoluteString)
      } else if T.self == Decimal.self {
        let decimal = value as! Decimal
        guard !decimal.isNaN else {
          throw EncodingError.invalidValue(
            decimal,
            EncodingError.Context(
              codingPath: errorPath(parentDepth, step)(),
              debugDescription: "Unable to encode Decimal.nan directly in JSON."))
        }
        tree.setNumber(node, text: decimal.description)
      } else if keepsDictionaryKeys, let dictionary = value as? any StringKeyedEncodableDictionary {
        try dictionary.encodeMembers(into: self, object: node, depth: enter(parentDepth, step))
      } else {
        try value.encode(to: JSONValueEncoder(state: self, node: node, depth: enter(parentDepth, step)))
      }
    } catch {
      if let parent { tree.omit(node, from: parent) }
      throw error
    }
  }

  /// Throws for `value`, after `parentDepth` steps and then `step`, when it is inside a
  /// container nested deeper than ``maximumDepth``, or is an array of scalars that would be.
  @inline(never)
  private func checkDepth<T: Swift.Encodable>(_ value: T, parentDepth: Int, step: CodingPathEntry?) throws {
    let depth = step == nil ? parentDepth : parentDepth + 1
    // The path of the container at level `maximumDepth + 1`, the first too deep.
    if depth > Self.maximumDepth { throw tooDeep(value, codingPath: codingPath(depth: Self.maximumDepth)) }
    guard depth == Self.maximumDepth else { return }
    if T.self == [Double].self || T.self == [Int].self || T.self == [String].self || T.self == [Float].self
      || T.self == [Bool].self
    {
      throw tooDeep(value, codingPath: errorPath(parentDepth, step)())
    }
  }

  /// Writes an array of a scalar type element by element, without an `UnkeyedEncodingContainer`
  /// and a generic call per element (as `JSONEncoder` does for the same types); for any
  /// other type, `false`.
  private func encodeScalarArray<T: Swift.Encodable>(
    _ value: T, at node: JSONOutputTree.NodeID, parentDepth: Int, step: CodingPathEntry?
  ) throws -> Bool {
    // unsafeBitCast, not `as!`: a cast between array types converts element by element
    // (canada.json: 3.6% more instructions an encode, `Benchmarks/Scripts/decode-instructions.sh canada`).
    if T.self == [Double].self {
      let strategy = options.nonConformingFloatEncodingStrategy
      try encode(elements: unsafeBitCast(value, to: [Double].self), at: node) { child, element, index in
        if element.isFinite { return tree.setNumber(child, element) }
        try encode(
          element, at: child, parent: node, strategy: strategy, errorPath: elementPath(parentDepth, step, index))
      }
    } else if T.self == [Int].self {
      encode(elements: unsafeBitCast(value, to: [Int].self), at: node) { tree.setInteger($0, Int64($1)) }
    } else if T.self == [String].self {
      encode(elements: unsafeBitCast(value, to: [String].self), at: node) { tree.setString($0, $1) }
    } else if T.self == [Float].self {
      let strategy = options.nonConformingFloatEncodingStrategy
      try encode(elements: unsafeBitCast(value, to: [Float].self), at: node) { child, element, index in
        try encode(
          element, at: child, parent: node, strategy: strategy, errorPath: elementPath(parentDepth, step, index))
      }
    } else if T.self == [Bool].self {
      encode(elements: unsafeBitCast(value, to: [Bool].self), at: node) { tree.setBool($0, $1) }
    } else {
      return false
    }
    return true
  }

  private func encode<Element>(
    elements: [Element], at node: JSONOutputTree.NodeID, _ set: (JSONOutputTree.NodeID, Element) -> Void
  ) {
    tree.makeArray(node)
    for element in elements { set(tree.appendElement(to: node), element) }
  }

  private func encode<Element>(
    elements: [Element], at node: JSONOutputTree.NodeID,
    _ set: (JSONOutputTree.NodeID, Element, Int) throws -> Void
  ) throws {
    tree.makeArray(node)
    for index in elements.indices { try set(tree.appendElement(to: node), elements[index], index) }
  }

  /// The path of element `index` of the array at `step` after the first `depth` steps.
  private func elementPath(_ depth: Int, _ step: CodingPathEntry?, _ index: Int) -> () -> [any CodingKey] {
    { [self] in errorPath(depth, step)() + [JSONCodingKey(index: index)] }
  }

  /// Writes a `Double`, or what the strategy makes of an infinity or NaN.
  func encode(
    _ value: Double, at node: JSONOutputTree.NodeID, parent: JSONOutputTree.NodeID?,
    strategy: CodableEncoder.NonConformingFloatEncodingStrategy, errorPath: () -> [any CodingKey]
  ) throws {
    if value.isFinite { return tree.setNumber(node, value) }
    try encodeNonConforming(value, at: node, parent: parent, strategy: strategy, errorPath: errorPath)
  }

  /// Writes a `Float`, or what the strategy makes of an infinity or NaN.
  func encode(
    _ value: Float, at node: JSONOutputTree.NodeID, parent: JSONOutputTree.NodeID?,
    strategy: CodableEncoder.NonConformingFloatEncodingStrategy, errorPath: () -> [any CodingKey]
  ) throws {
    if value.isFinite { return tree.setNumber(node, value) }
    try encodeNonConforming(value, at: node, parent: parent, strategy: strategy, errorPath: errorPath)
  }

  private func encodeNonConforming<F: BinaryFloatingPoint>(
    _ value: F, at node: JSONOutputTree.NodeID, parent: JSONOutputTree.NodeID?,
    strategy: CodableEncoder.NonConformingFloatEncodingStrategy, errorPath: () -> [any CodingKey]
  ) throws {
    if case .convertToString(let positiveInfinity, let negativeInfinity, let nan) = strategy {
      return tree.setString(node, value.isNaN ? nan : value < 0 ? negativeInfinity : positiveInfinity)
    }
    if let parent { tree.omit(node, from: parent) }
    throw EncodingError.invalidValue(
      value,
      EncodingError.Context(
        codingPath: errorPath(), debugDescription: "Unable to encode \(F.self).\(value) directly in JSON."))
  }

  /// The path to report for a value at `step` after the first `depth` steps, made only if
  /// an error needs it.
  func errorPath(_ depth: Int, _ step: CodingPathEntry?) -> () -> [any CodingKey] {
    { [self] in
      let path = codingPath(depth: depth)
      return step.map { path + [$0.codingKey] } ?? path
    }
  }

  /// The depth of a value at `step` after the first `depth` steps, the step pushed.
  private func enter(_ depth: Int, _ step: CodingPathEntry?) -> Int {
    guard let step else { return depth }
    return enter(depth: depth, step: step)
  }

  private func encode(
    date: Date, at node: JSONOutputTree.NodeID, parent: JSONOutputTree.NodeID?, parentDepth: Int,
    step: CodingPathEntry?
  ) throws {
    switch options.dateEncodingStrategy {
    case .deferredToDate:
      try date.encode(to: JSONValueEncoder(state: self, node: node, depth: enter(parentDepth, step)))
    case .secondsSince1970:
      try encode(
        date.timeIntervalSince1970, at: node, parent: parent, strategy: .throw, errorPath: errorPath(parentDepth, step))
    case .millisecondsSince1970:
      try encode(
        1000 * date.timeIntervalSince1970, at: node, parent: parent, strategy: .throw,
        errorPath: errorPath(parentDepth, step))
    case .iso8601:
      tree.setString(node, date.formatted(.iso8601))
    case .custom(let write):
      // Foundation on Linux makes `.formatted(_:)` one of these.
      try write(date, JSONValueEncoder(state: self, node: node, depth: enter(parentDepth, step)))
      writeEmptyObjectIfNothing(at: node)
    @unknown default:
      try date.encode(to: JSONValueEncoder(state: self, node: node, depth: enter(parentDepth, step)))
    }
  }

  private func encode(data: Data, at node: JSONOutputTree.NodeID, parentDepth: Int, step: CodingPathEntry?) throws {
    switch options.dataEncodingStrategy {
    case .deferredToData:
      try data.encode(to: JSONValueEncoder(state: self, node: node, depth: enter(parentDepth, step)))
    case .base64:
      tree.setString(node, data.base64EncodedString())
    case .custom(let write):
      try write(data, JSONValueEncoder(state: self, node: node, depth: enter(parentDepth, step)))
      writeEmptyObjectIfNothing(at: node)
    @unknown default:
      try data.encode(to: JSONValueEncoder(state: self, node: node, depth: enter(parentDepth, step)))
    }
  }

  /// Makes `node` `{}` when a custom date or data strategy wrote nothing into it, as
  /// `JSONEncoder` does: a pending node would be written `{}` anyway, except at the top
  /// level, where it means that a type encoded nothing and `encode(_:)` throws.
  private func writeEmptyObjectIfNothing(at node: JSONOutputTree.NodeID) {
    if tree.kind(of: node) == .pending { tree.makeObject(node) }
  }
}

/// A `[String: T]`, whose keys `JSONEncoder` writes as they are whatever the key strategy.
protocol StringKeyedEncodableDictionary {
  /// Writes the members into the pending `object`, whose path is `depth` steps long.
  func encodeMembers(into state: JSONEncodingState, object: JSONOutputTree.NodeID, depth: Int) throws
}

extension Dictionary: StringKeyedEncodableDictionary where Key == String, Value: Swift.Encodable {
  func encodeMembers(into state: JSONEncodingState, object: JSONOutputTree.NodeID, depth: Int) throws {
    state.tree.makeObject(object)
    for (key, value) in self {
      let member = state.tree.appendMember(to: object, key: key)
      try state.encode(value, at: member, parent: object, parentDepth: depth, step: .key(JSONCodingKey(name: key)))
    }
  }
}
