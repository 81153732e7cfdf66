// Every failure of a collection. An `init(from:)` stops at its first error, and so does the
// decoding of a collection at its first bad element. The elements are independent, so once
// that happened (and only then: the success path pays nothing) the decoder decodes each of
// them again on its own and reports every bad one. Inside a single `init(from:)` nothing more
// can be recovered: going on past a failed member would mean handing the type a value that
// the document does not hold, and its own code could act on it.

/// A collection whose elements the decoder can decode one by one to find every failure.
protocol RecoveringCollection {
  /// The error that reports every bad element of `value`, given the first error met.
  static func everyFailure(in value: JSON, with decoder: JSONValueDecoder, firstError: any Error) -> any Error
}

extension Array: RecoveringCollection where Element: Swift.Decodable {
  static func everyFailure(in value: JSON, with decoder: JSONValueDecoder, firstError: any Error) -> any Error {
    decoder.everyFailure(ofElements: Element.self, in: value, firstError: firstError)
  }
}

extension ContiguousArray: RecoveringCollection where Element: Swift.Decodable {
  static func everyFailure(in value: JSON, with decoder: JSONValueDecoder, firstError: any Error) -> any Error {
    decoder.everyFailure(ofElements: Element.self, in: value, firstError: firstError)
  }
}

extension Set: RecoveringCollection where Element: Swift.Decodable {
  static func everyFailure(in value: JSON, with decoder: JSONValueDecoder, firstError: any Error) -> any Error {
    decoder.everyFailure(ofElements: Element.self, in: value, firstError: firstError)
  }
}

extension Dictionary: RecoveringCollection where Key == String, Value: Swift.Decodable {
  static func everyFailure(in value: JSON, with decoder: JSONValueDecoder, firstError: any Error) -> any Error {
    guard case .object(let members) = value else { return firstError }
    var failures: [DecodeError.Failure] = []
    for (name, member) in members {
      let entry = CodingPathEntry.key(JSONCodingKey(name: name))
      do {
        _ = try decoder.decode(Value.self, from: member, depth: decoder.path.count, entry: entry)
      } catch {
        failures += decoder.failures(of: error, at: decoder.documentPath(depth: decoder.path.count, entry: entry))
      }
    }
    return decoder.combining(failures, firstError: firstError)
  }
}

extension JSONValueDecoder {
  /// Decodes every element of the array `value` as `Element`, for the failures.
  fileprivate func everyFailure<Element: Swift.Decodable>(
    ofElements type: Element.Type, in value: JSON, firstError: any Error
  ) -> any Error {
    guard case .array(let elements) = value else { return firstError }
    var failures: [DecodeError.Failure] = []
    for index in elements.indices {
      do {
        _ = try decode(Element.self, from: elements[index], depth: path.count, entry: .index(index))
      } catch {
        failures += self.failures(of: error, at: documentPath(depth: path.count, entry: .index(index)))
      }
    }
    return combining(failures, firstError: firstError)
  }

  /// The error to throw for a collection's `failures`: the first error itself when it is
  /// the only failure (or not a `DecodingError`, whose type the caller may be catching);
  /// otherwise a `DecodingError` of the first error's case and coding path, describing
  /// every failure, with the ``DecodeError`` of all of them as its underlying error.
  fileprivate func combining(_ failures: [DecodeError.Failure], firstError: any Error) -> any Error {
    guard failures.count > 1, let first = firstError as? DecodingError else { return firstError }
    let error = DecodeError(failures: failures)
    func context(_ original: DecodingError.Context) -> DecodingError.Context {
      DecodingError.Context(
        codingPath: original.codingPath, debugDescription: error.description, underlyingError: error)
    }
    switch first {
    case .typeMismatch(let type, let original): return DecodingError.typeMismatch(type, context(original))
    case .valueNotFound(let type, let original): return DecodingError.valueNotFound(type, context(original))
    case .keyNotFound(let key, let original): return DecodingError.keyNotFound(key, context(original))
    case .dataCorrupted(let original): return DecodingError.dataCorrupted(context(original))
    @unknown default: return firstError
    }
  }
}
