// How Decoding's `Swift.Decoder` fails: with the `DecodingError` case `JSONDecoder`
// throws for the same value, carrying the coding path, a description in Decoding's words
// and, as the underlying error, a `DecodeError` with the path in the document.

/// Which `DecodingError` case a failure is.
enum DecodingFailureKind {
  /// A value of the wrong kind: `.typeMismatch(type, …)`.
  case typeMismatch(Any.Type)
  /// `null` where a value of `type` was needed: `.valueNotFound(type, …)`.
  case valueNotFound(Any.Type)
  /// A value of the right kind that cannot be used, such as `1.5` for an `Int`: `.dataCorrupted`.
  case dataCorrupted
}

extension JSONValueDecoder {
  /// The error for `reason` at the value one step (`entry`) below `depth` steps of the path.
  func failure(
    _ kind: DecodingFailureKind, _ reason: DecodeError.Reason, depth: Int, entry: CodingPathEntry? = nil
  ) -> DecodingError {
    let error = DecodeError(reason, at: documentPath(depth: depth, entry: entry))
    let context = DecodingError.Context(
      codingPath: codingPath(depth: depth, entry: entry), debugDescription: error.description, underlyingError: error)
    switch kind {
    case .typeMismatch(let type): return .typeMismatch(type, context)
    case .valueNotFound(let type): return .valueNotFound(type, context)
    case .dataCorrupted: return .dataCorrupted(context)
    }
  }

  /// The error for a missing member, named `key` by the type and `documentKey` in the document.
  func keyNotFound(_ key: any CodingKey, documentKey: String, depth: Int) -> DecodingError {
    let error = DecodeError(
      .missingKey(documentKey), at: documentPath(depth: depth, entry: nil).appending(.key(documentKey)))
    return .keyNotFound(
      key,
      DecodingError.Context(
        codingPath: codingPath(depth: depth), debugDescription: error.description, underlyingError: error))
  }

  /// The error for `value` not being a `type`: `valueNotFound` for `null` (except for
  /// `Bool`, where `JSONDecoder` says `typeMismatch`), `dataCorrupted` when the value is of
  /// the right kind (`isRightKind`) but cannot be used, and `typeMismatch` otherwise.
  func mismatch(
    _ value: JSON, _ type: Any.Type, expected: String, isRightKind: Bool, depth: Int, entry: CodingPathEntry?
  ) -> DecodingError {
    let kind: DecodingFailureKind
    if value.isNull, type != Bool.self {
      kind = .valueNotFound(type)
    } else if isRightKind {
      kind = .dataCorrupted
    } else {
      kind = .typeMismatch(type)
    }
    return failure(kind, .typeMismatch(expected: expected, actual: value.description), depth: depth, entry: entry)
  }
}

// MARK: - Errors back into failures

extension JSONValueDecoder {
  /// The failures of `error`, thrown by the value one step (`entry`) below `depth` steps of
  /// the path; the path is made only for an error that does not carry its own.
  func decodeError(of error: any Error, depth: Int, entry: CodingPathEntry) -> DecodeError {
    if let error = error as? DecodingError, let underlying = error.underlyingDecodeError { return underlying }
    return decodeError(of: error, at: documentPath(depth: depth, entry: entry))
  }

  /// The failures an error thrown while decoding stands for, with paths in the document,
  /// and the count of those its error left out.
  ///
  /// Errors this decoder made carry them as their underlying ``DecodeError``. Other
  /// `DecodingError`s are translated, their coding path read against this decoder's path;
  /// any other error becomes a custom failure at `fallback`, the path where it was caught.
  func decodeError(of error: any Error, at fallback: JSONPath) -> DecodeError {
    switch error {
    case let error as DecodingError:
      return decodeError(of: error, at: fallback)
    case let error as DecodeError:
      return error.prefixed(with: fallback)
    default:
      return DecodeError(.custom(String(describing: error)), at: fallback)
    }
  }

  private func decodeError(of error: DecodingError, at fallback: JSONPath) -> DecodeError {
    switch error {
    case .keyNotFound(let key, let context):
      if let underlying = context.underlyingError as? DecodeError { return underlying }
      let path = documentPath(of: context.codingPath).appending(.key(key.stringValue))
      return DecodeError(.missingKey(key.stringValue), at: path)
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      if let underlying = context.underlyingError as? DecodeError { return underlying }
      let path = documentPath(of: context.codingPath)
      guard let found = root.value(at: path) else {
        return DecodeError(.custom(context.debugDescription), at: path)
      }
      return DecodeError(.typeMismatch(expected: Self.name(of: type), actual: found.description), at: path)
    case .dataCorrupted(let context):
      if let underlying = context.underlyingError as? DecodeError { return underlying }
      return DecodeError(.custom(context.debugDescription), at: documentPath(of: context.codingPath))
    @unknown default:
      return DecodeError(.custom(String(describing: error)), at: fallback)
    }
  }

  /// The document path of a coding path that a type's own code built: this decoder's
  /// steps where it starts with them (a key decoding strategy may have renamed members),
  /// the keys' names after.
  private func documentPath(of codingPath: [any CodingKey]) -> JSONPath {
    let shared = min(codingPath.count, path.count)
    var components = path.prefix(shared).map(\.pathComponent)
    components += codingPath.dropFirst(shared).map(JSONPath.Component.init(codingKey:))
    return JSONPath(components)
  }

  /// How a type reads in a failure: `Int`, and `object` and `array` for containers.
  static func name(of type: Any.Type) -> String {
    if type == [String: Any].self { return "object" }
    if type == [Any].self { return "array" }
    return String(describing: type)
  }
}

extension JSON {
  /// The value at `path`, or `nil` where the path leaves the document.
  func value(at path: JSONPath) -> JSON? {
    var current = self
    for component in path.components {
      switch (component, current) {
      case (.key(let key), .object(let members)):
        guard let member = members[key] else { return nil }
        current = member
      case (.index(let index), .array(let elements)):
        guard elements.indices.contains(index) else { return nil }
        current = elements[index]
      default:
        return nil
      }
    }
    return current
  }
}

extension DecodingError {
  /// The ``DecodeError`` this error carries as its underlying error, as Decoding's own do.
  var underlyingDecodeError: DecodeError? {
    switch self {
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
      .dataCorrupted(let context):
      return context.underlyingError as? DecodeError
    @unknown default:
      return nil
    }
  }
}
