import Foundation

extension DecodingError {
  /// The `DecodingError` a Codable caller expects for `error`, a failure of a value whose
  /// coding path is `codingPath` and whose path in the document is `documentPath`.
  ///
  /// The first failure decides the case and the coding path: a missing key is
  /// `keyNotFound`, a `null` found is `valueNotFound`, another type mismatch is
  /// `typeMismatch`, anything else `dataCorrupted`. The description lists every failure
  /// with its full path, and the underlying error is `error` with those full paths.
  init(_ error: DecodeError, codingPath: [any CodingKey], documentPath: JSONPath) {
    let absolute = error.prefixed(with: documentPath)
    let first = error.failures[0]
    var path = codingPath + first.path.components.map(JSONCodingKey.init(component:))
    func context() -> Context {
      Context(codingPath: path, debugDescription: absolute.description, underlyingError: absolute)
    }
    switch first.reason {
    case .missingKey(let key):
      if case .key = first.path.components.last { path.removeLast() }
      self = .keyNotFound(JSONCodingKey(name: key), context())
    case .typeMismatch(let expected, let actual):
      let type = Self.type(named: expected)
      self = actual == "null" ? .valueNotFound(type, context()) : .typeMismatch(type, context())
    case .custom, .syntax:
      self = .dataCorrupted(context())
    }
  }

  /// The type a failure's `expected` names, for the `DecodingError` case that needs one;
  /// `Any` when it names none of the standard types (`expected "circle" or "square"`).
  private static func type(named name: String) -> Any.Type {
    let types: [String: Any.Type] = [
      "String": String.self, "Bool": Bool.self, "Double": Double.self, "Float": Float.self,
      "Int": Int.self, "Int8": Int8.self, "Int16": Int16.self, "Int32": Int32.self, "Int64": Int64.self,
      "UInt": UInt.self, "UInt8": UInt8.self, "UInt16": UInt16.self, "UInt32": UInt32.self, "UInt64": UInt64.self,
      "object": [String: Any].self, "array": [Any].self, "Decimal": Decimal.self, "URL": URL.self,
      "UUID": UUID.self, "base64 data": Data.self,
    ]
    return types[name] ?? Any.self
  }
}

extension JSONCodingKey {
  /// The key for a step of a ``JSONPath``.
  init(component: JSONPath.Component) {
    switch component {
    case .key(let name): self.init(name: name)
    case .index(let index): self.init(index: index)
    }
  }
}
