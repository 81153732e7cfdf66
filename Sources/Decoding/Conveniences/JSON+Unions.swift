// A sum type decoded by its tag, in one call, for both styles: the operators' member below
// and the pipeline's `union(_:_:unknown:)` both run `decodeUnion(_:cases:unknown:run:)`, so
// the same document fails with the same text in both.

extension JSON {
  /// Decodes a sum type whose case is named by a tag laid out as `layout`:
  ///
  /// ```swift
  /// json.decodeUnion(.internallyTagged(by: "type"), [
  ///   "circle": { Shape.circle <^> $0 <| "radius" },
  ///   "square": { Shape.square <^> $0 <| "side" },
  /// ])
  /// ```
  ///
  /// An internally tagged case's decoder gets the whole object; an adjacently tagged one's
  /// the content member (`null` when it is missing, so a case without content can succeed);
  /// an externally tagged one's the value of the object's only key. A tag that names no case
  /// fails at the tag, listing the known tags: `type: unknown tag "hexagon" (expected
  /// "circle", "square")`, unless `unknown` makes a fallback case that keeps the tag. When
  /// `layout` is ``UnionLayout/untagged``, the error lists the failures of every case tried,
  /// and `unknown`, if given, gets the value's JSON text instead.
  public func decodeUnion<T>(
    _ layout: UnionLayout,
    _ cases: KeyValuePairs<String, (JSON) -> Decoded<T>>,
    unknown: ((String) -> T)? = nil
  ) -> Decoded<T> {
    decodeUnion(layout, cases: cases, unknown: unknown, run: { decode, json in decode(json) })
  }

  /// The decoding behind ``decodeUnion(_:_:unknown:)`` and the pipeline's `union`, for any
  /// collection of named cases and any kind of case decoder.
  package func decodeUnion<T, Cases: Collection, Case>(
    _ layout: UnionLayout,
    cases: Cases,
    unknown: ((String) -> T)?,
    run: (Case, JSON) -> Decoded<T>
  ) -> Decoded<T> where Cases.Element == (key: String, value: Case) {
    func decodeCase(_ tag: String, _ content: JSON, at component: JSONPath.Component?) -> Decoded<T>? {
      guard let found = cases.first(where: { $0.key == tag }) else { return nil }
      let decoded = run(found.value, content)
      guard let component else { return decoded }
      return decoded.prefixingFailures(with: component)
    }
    func unknownTag(_ tag: String, at path: JSONPath) -> Decoded<T> {
      if let unknown { return .success(unknown(tag)) }
      return .failure(DecodeError(.unknownTag(tag, expected: cases.map(\.key)), at: path))
    }

    switch layout {
    case .internallyTagged(let tagKey):
      return decodeTag(tagKey) { tag in
        decodeCase(tag, self, at: nil) ?? unknownTag(tag, at: [.key(tagKey)])
      }
    case .adjacentlyTagged(let tagKey, let contentKey):
      return decodeTag(tagKey) { tag in
        guard case .object(let members) = self else { return .failure(notAnObject()) }
        guard let content = members[contentKey] else {
          // A case without content (`{"type": "none"}`) decodes from `null`; any other
          // case reports the content as missing rather than as a `null` it never saw.
          guard let decoded = decodeCase(tag, .null, at: nil) else { return unknownTag(tag, at: [.key(tagKey)]) }
          return decoded.error == nil ? decoded : .missingKey(contentKey)
        }
        return decodeCase(tag, content, at: .key(contentKey)) ?? unknownTag(tag, at: [.key(tagKey)])
      }
    case .externallyTagged:
      var onlyMember: (key: String, value: JSON)? {
        guard case .object(let members) = self, members.count == 1 else { return nil }
        var iterator = members.makeIterator()
        return iterator.next()
      }
      guard let (tag, content) = onlyMember else {
        let expected = cases.map { JSON.quoted($0.key) }.joined(separator: ", ")
        return .typeMismatch(expected: "an object with one key, the case (\(expected))", actual: self)
      }
      return decodeCase(tag, content, at: .key(tag)) ?? unknownTag(tag, at: .root)
    case .untagged:
      var errors: [DecodeError] = []
      for (_, decode) in cases {
        switch run(decode, self) {
        case .success(let value): return .success(value)
        case .failure(let error): errors.append(error)
        }
      }
      if let unknown { return .success(unknown(description)) }
      let tried = DecodeError(
        .custom("no case decoded (tried \(cases.map { JSON.quoted($0.key) }.joined(separator: ", ")))"))
      return .failure(errors.reduce(tried) { $0.merged(with: $1) })
    }
  }

  /// Decodes the string member `tagKey` and continues with `body`; a tag that is missing or
  /// not a string fails at the tag.
  private func decodeTag<T>(_ tagKey: String, _ body: (String) -> Decoded<T>) -> Decoded<T> {
    decodeMember(tagKey, { String.decode($0) }).flatMap(body)
  }
}

extension DecodeError.Reason {
  /// `unknown tag "hexagon" (expected "circle", "square")`.
  static func unknownTag(_ tag: String, expected: [String]) -> DecodeError.Reason {
    .custom("unknown tag \(JSON.quoted(tag)) (expected \(expected.map(JSON.quoted).joined(separator: ", ")))")
  }
}
