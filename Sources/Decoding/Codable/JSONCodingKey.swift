/// A coding key for an array index or a member name that no type declared, as in the
/// coding paths of Decoding's `Swift.Decoder`.
///
/// An index reads `Index 2`, as in the paths `JSONDecoder` reports.
struct JSONCodingKey: CodingKey, Sendable {
  private enum Storage: Sendable {
    case name(String)
    case index(Int)
  }

  private let storage: Storage

  init(name: String) {
    storage = .name(name)
  }

  init(index: Int) {
    storage = .index(index)
  }

  init(stringValue: String) {
    storage = .name(stringValue)
  }

  init(intValue: Int) {
    storage = .index(intValue)
  }

  var stringValue: String {
    switch storage {
    case .name(let name): return name
    case .index(let index): return "Index \(index)"
    }
  }

  var intValue: Int? {
    if case .index(let index) = storage { return index }
    return nil
  }

  /// The step of a ``JSONPath`` this key names.
  var pathComponent: JSONPath.Component {
    switch storage {
    case .name(let name): return .key(name)
    case .index(let index): return .index(index)
    }
  }
}

extension JSONPath {
  /// The path a coding path names: indices where the keys are array positions (Decoding's
  /// keys, and keys such as `JSONDecoder`'s that read `Index 2`), member names elsewhere.
  init(codingPath: some Sequence<any CodingKey>) {
    self.init(codingPath.map(JSONPath.Component.init(codingKey:)))
  }
}

extension JSONPath.Component {
  /// The step a coding key names; see ``JSONPath/init(codingPath:)``.
  init(codingKey key: any CodingKey) {
    if let key = key as? JSONCodingKey {
      self = key.pathComponent
    } else if let index = key.intValue, key.stringValue == "Index \(index)" {
      self = .index(index)
    } else {
      self = .key(key.stringValue)
    }
  }
}

/// One step of the path of Decoding's `Swift.Decoder`: both the coding key the decoding
/// types see and, for paths in errors, the member name or index in the document.
enum CodingPathEntry {
  /// A member read with this key, whose name in the document is the key's `stringValue`.
  case key(any CodingKey)
  /// A member read with this key after a key decoding strategy converted the name the
  /// document gives it, `documentKey`.
  case convertedKey(any CodingKey, documentKey: String)
  /// An array element.
  case index(Int)

  /// The key in a `codingPath`.
  var codingKey: any CodingKey {
    switch self {
    case .key(let key), .convertedKey(let key, _): return key
    case .index(let index): return JSONCodingKey(index: index)
    }
  }

  /// The step in a ``JSONPath``, as the document names it.
  var pathComponent: JSONPath.Component {
    switch self {
    case .key(let key): return JSONPath.Component(codingKey: key)
    case .convertedKey(_, let documentKey): return .key(documentKey)
    case .index(let index): return .index(index)
    }
  }
}
