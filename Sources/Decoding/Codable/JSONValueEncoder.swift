import Foundation

/// What one `CodableEncoder.encode(_:)` call shares between its encoders and containers:
/// the output, the options, the coding path and the first misuse found.
///
/// The coding path is one stack of steps: an encoder or container knows only how many of
/// them are its path (`depth`), and a step is pushed just before a value is encoded, over
/// whatever a finished sibling left there. So paths cost nothing unless someone reads one.
final class JSONEncodingState {
  /// How keys are converted, worked out once from the strategy.
  private enum KeyConversion {
    case none
    case snakeCase
    case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)

    init(_ strategy: CodableEncoder.KeyEncodingStrategy) {
      switch strategy {
      case .useDefaultKeys: self = .none
      case .convertToSnakeCase: self = .snakeCase
      case .custom(let convert): self = .custom(convert)
      @unknown default: self = .none
      }
    }

    var isIdentity: Bool {
      if case .none = self { return true }
      return false
    }
  }

  // Unchecked: every access is from the one thread that runs the encode, and the checks
  // were a tenth of the encoder's instructions (`decode-benchmark --profile` under callgrind).
  @exclusivity(unchecked) var tree: JSONOutputTree
  let options: CodableEncoder
  let userInfo: [CodingUserInfoKey: Any]
  private let keyConversion: KeyConversion
  /// Whether the keys of a `[String: T]` are kept as they are, as `JSONEncoder` keeps them,
  /// instead of going through the key strategy.
  let keepsDictionaryKeys: Bool
  @exclusivity(unchecked) private var snakeCaseNames: [String: String] = [:]
  @exclusivity(unchecked) private var path: [CodingPathEntry] = []
  /// The first container or value asked for where something else was encoded already.
  private(set) var misuse: (codingPath: [any CodingKey], message: String)?

  init(options: CodableEncoder) {
    self.options = options
    tree = JSONOutputTree(escapesSlashes: !options.outputFormatting.contains(.withoutEscapingSlashes))
    userInfo = options.userInfo.mapValues { $0 as Any }
    let conversion = KeyConversion(options.keyEncodingStrategy)
    keyConversion = conversion
    keepsDictionaryKeys = conversion.isIdentity == false
  }

  // MARK: Coding paths

  /// The first `depth` steps of the path, as coding keys.
  func codingPath(depth: Int) -> [any CodingKey] {
    path.prefix(depth).map(\.codingKey)
  }

  /// The first `depth` steps and then `key`.
  func codingPath(depth: Int, appending key: any CodingKey) -> [any CodingKey] {
    codingPath(depth: depth) + [key]
  }

  /// Makes `step` the step after the first `depth`; returns the new depth.
  func enter(depth: Int, step: CodingPathEntry) -> Int {
    if path.count > depth { path.removeSubrange(depth...) }
    // An encoder kept past its value may be deeper than the path is now; its path then
    // starts with what is there.
    path.append(step)
    return path.count
  }

  /// Remembers the first misuse, to be thrown when the value is encoded.
  func recordMisuse(depth: Int, _ message: String) {
    if misuse == nil { misuse = (codingPath(depth: depth), message) }
  }

  // MARK: Depth

  /// The deepest nesting of arrays and objects the encoder writes: the parser's default
  /// limit, so that whatever it writes, `CodableDecoder` and `JSON(parsing:)` read back.
  static let maximumDepth = JSONParsingOptions.default.maximumDepth

  /// Notes a container made `depth` steps down, which is nesting level `depth + 1`: past
  /// ``maximumDepth``, a misuse thrown when the value is encoded. A value nested that deep
  /// is a bug or hostile input; going on would overflow the stack of the thread.
  @inline(__always)
  func enterContainer(depth: Int) {
    if depth >= Self.maximumDepth { recordTooDeep(depth: depth) }
  }

  @inline(never)
  private func recordTooDeep(depth: Int) {
    recordMisuse(depth: depth, Self.tooDeepMessage)
  }

  /// What a value nested too deep is told.
  static let tooDeepMessage = "nesting deeper than \(maximumDepth) levels of arrays and objects"

  /// The error for `value`, which is (or is inside) the container at `codingPath`, nested
  /// deeper than ``maximumDepth``: thrown at once, so that a value nested without end
  /// stops there instead of exhausting the stack.
  func tooDeep(_ value: Any, codingPath: [any CodingKey]) -> EncodingError {
    EncodingError.invalidValue(
      value, EncodingError.Context(codingPath: codingPath, debugDescription: Self.tooDeepMessage))
  }

  // MARK: Keys

  /// The member name for `key`, through the key strategy.
  func name(for key: some CodingKey, depth: Int) -> String {
    switch keyConversion {
    case .none:
      return key.stringValue
    case .snakeCase:
      let original = key.stringValue
      if let converted = snakeCaseNames[original] { return converted }
      let converted = JSONEncoder.KeyEncodingStrategy.snakeCase(original)
      snakeCaseNames[original] = converted
      return converted
    case .custom(let convert):
      return convert(codingPath(depth: depth, appending: key)).stringValue
    }
  }
}

/// Decoding's `Swift.Encoder`: a position in the output tree (`node`, pending until a
/// container or value is put there) and the depth of its coding path.
///
/// It is a small value, so handing it to `encode(to:)` allocates nothing.
struct JSONValueEncoder: Swift.Encoder {
  let state: JSONEncodingState
  let node: JSONOutputTree.NodeID
  let depth: Int

  var codingPath: [any CodingKey] { state.codingPath(depth: depth) }

  var userInfo: [CodingUserInfoKey: Any] { state.userInfo }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    var object = node
    switch state.tree.kind(of: node) {
    case .pending:
      state.enterContainer(depth: depth)
      state.tree.makeObject(node)
    case .object:
      // Asked again: the same object, as `JSONEncoder` gives.
      break
    case .scalar, .array, .omitted:
      state.recordMisuse(
        depth: depth, "Attempt to push new keyed encoding container when already previously encoded at this path.")
      object = state.tree.makeDetachedNode()
      state.tree.makeObject(object)
    }
    return KeyedEncodingContainer(KeyedJSONEncodingContainer<Key>(state: state, object: object, depth: depth))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    var array = node
    switch state.tree.kind(of: node) {
    case .pending:
      state.enterContainer(depth: depth)
      state.tree.makeArray(node)
    case .array:
      break
    case .scalar, .object, .omitted:
      state.recordMisuse(
        depth: depth, "Attempt to push new unkeyed encoding container when already previously encoded at this path.")
      array = state.tree.makeDetachedNode()
      state.tree.makeArray(array)
    }
    return UnkeyedJSONEncodingContainer(state: state, array: array, depth: depth)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    self
  }
}
