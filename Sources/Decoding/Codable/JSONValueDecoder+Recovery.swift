// Every failure of a collection. An `init(from:)` stops at its first error, and so does the
// decoding of a collection at its first bad element. The elements are independent, so the
// decoder, which builds arrays, sets and string-keyed dictionaries itself
// (JSONValueDecoder+Collections.swift), goes on after a bad element (and only then: the
// success path pays nothing) and reports every bad one. Inside a single `init(from:)` nothing
// more can be recovered: going on past a failed member would mean handing the type a value
// that the document does not hold, and its own code could act on it.
//
// Why the decoding resumes after the bad element instead of starting the collection over:
// the elements before it decoded, and its own error already lists every failure inside it,
// because a collection nested in it went on past its own bad elements one level down.
// Starting over decoded each element again, and with it every collection inside, which
// started over in turn: a collection nested n levels deep was decoded 2^n times, so that a
// 44-byte document of 22 nested arrays took seconds. Resumed, every element is decoded
// exactly once, at any depth, and every failure is still reported.
//
// Memory. The failures are kept as they are found, in a ``FailureCollector``: the first
// ``DecodeError/failureLimit``, and a count of the others, so that ten million bad elements
// cost no more to report than a thousand.

extension JSONValueDecoder {
  /// The error for the array `elements`, made `path.count` steps down, whose element
  /// `failed` threw `firstError`: the elements after it are each decoded once, by `decode`
  /// (given the element, its index and the array's depth), for their failures.
  @inline(never)
  func everyFailure(
    in elements: JSONArray, after failed: Int, firstError: any Error, _ decode: (JSON, Int, Int) throws -> Void
  ) -> any Error {
    // Out of stack: nothing more can be decoded at this depth.
    if firstError is StackExhausted { return firstError }
    let depth = path.count
    // Made at the second failure: with one failed element, as at every level of a deep
    // document that fails at its bottom, nothing is spent.
    var collector: FailureCollector?
    for index in (failed + 1)..<elements.endIndex {
      do {
        try decode(elements[index], index, depth)
      } catch {
        if error is StackExhausted { return error }
        if collector == nil {
          collector = FailureCollector()
          collector!.add(decodeError(of: firstError, depth: depth, entry: .index(failed)))
        }
        collector!.add(decodeError(of: error, depth: depth, entry: .index(index)))
      }
    }
    return combining(collector, firstError: firstError)
  }

  /// The error for an array of `Element` whose element `failed` threw `firstError`.
  @inline(never)
  func everyFailure<Element: Swift.Decodable>(
    ofElements type: Element.Type, in elements: JSONArray, after failed: Int, firstError: any Error
  ) -> any Error {
    everyFailure(in: elements, after: failed, firstError: firstError) { element, index, depth in
      _ = try decodeElement(Element.self, from: element, index: index, depth: depth)
    }
  }

  /// The error for a `[String: Value]`, made `path.count` steps down, whose member `failedKey`
  /// threw `firstError`: the members `remaining` has left are each decoded once for their
  /// failures, and added to `decoded` to find keys that a Swift `String` calls equal.
  @inline(never)
  func everyFailure<Value: Swift.Decodable>(
    ofMembers type: Value.Type, after failedKey: String, remaining: JSONObject.Iterator,
    decoded: [String: Value], firstError: any Error
  ) -> any Error {
    if firstError is StackExhausted { return firstError }
    let depth = path.count
    var remaining = remaining
    var decoded = decoded
    var collector: FailureCollector?
    while let (key, member) = remaining.next() {
      let entry = CodingPathEntry.key(JSONCodingKey(name: key))
      do {
        let value = try decode(Value.self, from: member, depth: depth, entry: entry)
        if decoded.updateValue(value, forKey: key) != nil, let earlier = decoded.index(forKey: key) {
          throw failure(.dataCorrupted, .canonicalKeyCollision(with: decoded[earlier].key), depth: depth, entry: entry)
        }
      } catch {
        if error is StackExhausted { return error }
        if collector == nil {
          collector = FailureCollector()
          collector!.add(decodeError(of: firstError, depth: depth, entry: .key(JSONCodingKey(name: failedKey))))
        }
        collector!.add(decodeError(of: error, depth: depth, entry: entry))
      }
    }
    return combining(collector, firstError: firstError)
  }

  /// The error to throw for a collection's failures: the first error itself when no other
  /// element failed (it lists every failure inside that element already), or is not a
  /// `DecodingError` (whose type the caller may be catching); otherwise a `DecodingError` of
  /// the first error's case and coding path, describing every failure, with the
  /// ``DecodeError`` of all of them as its underlying error.
  ///
  /// Below the root, the description is the first error's: describing every failure, each
  /// with its whole path, at every level of a deep document took time quadratic in its depth
  /// (and more, with a failure at every level). ``decodeRoot(_:)`` describes them all once,
  /// in the error it throws (``describingEveryFailure(_:)``).
  private func combining(_ collector: FailureCollector?, firstError: any Error) -> any Error {
    guard let first = firstError as? DecodingError, let error = collector?.error else {
      return firstError
    }
    let isRoot = path.isEmpty
    if !isRoot { (rootDecoder ?? self).undescribed = error }
    func context(_ original: DecodingError.Context) -> DecodingError.Context {
      DecodingError.Context(
        codingPath: original.codingPath, debugDescription: isRoot ? error.description : original.debugDescription,
        underlyingError: error)
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

extension JSONValueDecoder {
  /// `error` with a description of every failure, when it is the error of a collection below
  /// the root whose description names only the first (see ``combining(_:firstError:)``).
  func describingEveryFailure(_ error: DecodingError) -> DecodingError {
    guard let undescribed else { return error }
    func context(_ original: DecodingError.Context) -> DecodingError.Context? {
      guard let underlying = original.underlyingError as? DecodeError, underlying == undescribed else { return nil }
      return DecodingError.Context(
        codingPath: original.codingPath, debugDescription: underlying.description, underlyingError: underlying)
    }
    switch error {
    case .typeMismatch(let type, let original):
      return context(original).map { .typeMismatch(type, $0) } ?? error
    case .valueNotFound(let type, let original):
      return context(original).map { .valueNotFound(type, $0) } ?? error
    case .keyNotFound(let key, let original):
      return context(original).map { .keyNotFound(key, $0) } ?? error
    case .dataCorrupted(let original):
      return context(original).map { .dataCorrupted($0) } ?? error
    @unknown default:
      return error
    }
  }
}
