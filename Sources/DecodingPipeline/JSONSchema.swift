import Decoding

/// What a codec says of the JSON it reads and writes: a JSON Schema before it is written out.
///
/// Every codec has one (``JSONCodec/schema``). A codec's fields give theirs from the field's
/// type (`required("age", \.age, int)` is an integer between `Int`'s bounds), from a nested
/// codec (a model, written once under `$defs`), or from a ``JSONCodec`` of the collection
/// vocabulary (`JSONCodec.array(Post.jsonCodec)`). A field whose encoder is a closure cannot
/// be seen through: it gives the empty schema with a description that says so, never a
/// wrong constraint, and `.schema(…)` on the field says what it is instead.
///
/// ```swift
/// let field = required("tags", \.tags, array(string), Encode.array(Encode.string))
///   .schema(.array(.string))
/// ```
public struct JSONSchema: Sendable {
  /// What the schema constrains.
  @usableFromInline
  indirect enum Kind: Sendable {
    /// No constraint: `JSON` itself, or what a closure decodes (`reason` says which).
    case anything(reason: String?)
    case boolean
    case string(format: String?, contentEncoding: String?, pattern: String?)
    case integer(minimum: JSONNumber, maximum: JSONNumber)
    case number(minimum: JSONNumber?, maximum: JSONNumber?)
    /// A `Date`, written as `strategy` says, or as the rendering options' dates when `nil`.
    case date(JSONEncodingOptions.DateStrategy?)
    case enumeration([JSON])
    case constant(JSON)
    case array(JSONSchema)
    case dictionary(JSONSchema)
    case nullable(JSONSchema)
    /// An object of these properties, not a model of its own: a union case's members;
    /// `closed` when the decoder allows no other member.
    case object([JSONSchemaProperty], closed: Bool)
    /// A model: written once under `$defs`, and referred to wherever it appears.
    case model(JSONSchemaModel)
    case oneOf([JSONSchema])
    case anyOf([JSONSchema])
    /// A schema made when it is written: a recursive codec's, through `JSONCodec.lazy`.
    case deferred(@Sendable () -> JSONSchema)
    /// The schema of a Swift type, found when it is written (``JSONSchema/of(_:)``).
    case type(any JSONEncodable.Type)
  }

  @usableFromInline var kind: Kind
  /// Text for the reader of the schema (and for a language model that fills it in).
  public internal(set) var description: String?
  /// Values the schema allows, for the reader.
  public internal(set) var examples: [JSON]

  @usableFromInline
  init(_ kind: Kind, description: String? = nil, examples: [JSON] = []) {
    self.kind = kind
    self.description = description
    self.examples = examples
  }

  /// This schema with `text` as its description.
  public func described(_ text: String) -> JSONSchema {
    var schema = self
    schema.description = text
    return schema
  }

  /// This schema with `values` as its examples.
  public func examples(_ values: [JSON]) -> JSONSchema {
    var schema = self
    schema.examples = values
    return schema
  }
}

extension JSONSchema {
  /// No constraint: any JSON value, as `JSON` itself decodes.
  public static let any = JSONSchema(.anything(reason: nil))

  /// No constraint, for a value whose shape the library cannot see: `reason` says why.
  static func unknown(_ reason: String) -> JSONSchema {
    JSONSchema(.anything(reason: reason))
  }

  /// The schema of a field written by an encoder closure, which cannot be seen through.
  @usableFromInline
  static let customEncoder = unknown(
    "written by an encoder closure, which cannot be seen through: give the field withSchema(_:)")

  /// `true` or `false`.
  public static let boolean = JSONSchema(.boolean)

  /// Any string.
  public static let string = JSONSchema(.string(format: nil, contentEncoding: nil, pattern: nil))

  /// A string of a JSON Schema `format`, such as `"email"`, `"date"` or `"uri"`.
  public static func string(format: String) -> JSONSchema {
    JSONSchema(.string(format: format, contentEncoding: nil, pattern: nil))
  }

  /// A string that matches `pattern`, an ECMA-262 regular expression.
  public static func string(pattern: String) -> JSONSchema {
    JSONSchema(.string(format: nil, contentEncoding: nil, pattern: pattern))
  }

  /// A number; `minimum` and `maximum`, when given, bound it inclusively.
  public static func number(minimum: JSONNumber? = nil, maximum: JSONNumber? = nil) -> JSONSchema {
    JSONSchema(.number(minimum: minimum, maximum: maximum))
  }

  /// An integer between the bounds of `type`: `.integer(Int32.self)`.
  public static func integer<T: FixedWidthInteger>(_ type: T.Type) -> JSONSchema {
    JSONSchema(.integer(minimum: JSONNumber(T.min), maximum: JSONNumber(T.max)))
  }

  /// A `Date` written as `strategy` says: a `date-time` string, or a number within the years 1 to 9999.
  public static func date(_ strategy: JSONEncodingOptions.DateStrategy) -> JSONSchema {
    JSONSchema(.date(strategy))
  }

  /// One of `values`: a `RawRepresentable` enum's raw values.
  public static func enumeration(_ values: [JSON]) -> JSONSchema {
    JSONSchema(.enumeration(values))
  }

  /// Exactly `value`: a union case's tag.
  public static func constant(_ value: JSON) -> JSONSchema {
    JSONSchema(.constant(value))
  }

  /// An array of elements of `element`'s schema.
  public static func array(_ element: JSONSchema) -> JSONSchema {
    JSONSchema(.array(element))
  }

  /// An object of any keys, whose values have `value`'s schema: a `[String: Value]`.
  public static func dictionary(_ value: JSONSchema) -> JSONSchema {
    JSONSchema(.dictionary(value))
  }

  /// `wrapped`'s values or `null`.
  public static func nullable(_ wrapped: JSONSchema) -> JSONSchema {
    JSONSchema(.nullable(wrapped))
  }

  /// Exactly one of `schemas`.
  public static func oneOf(_ schemas: [JSONSchema]) -> JSONSchema {
    JSONSchema(.oneOf(schemas))
  }

  /// At least one of `schemas`.
  public static func anyOf(_ schemas: [JSONSchema]) -> JSONSchema {
    JSONSchema(.anyOf(schemas))
  }

  /// A sum type laid out as `layout`, each case's content of its schema, as
  /// `union(layout, cases)` reads it: exactly one of the cases, each with its tag as a `const`
  /// (an untagged union is any of its cases, the first that decodes winning).
  ///
  /// ```swift
  /// let shapeCodec = JSONCodec(decode: decodeShape, encode: encodeShape).withSchema(
  ///   .union(.internallyTagged(by: "type"), [("circle", .of(circleCodec)), ("square", .of(squareCodec))]))
  /// ```
  ///
  /// An internally tagged case's content must be a model or an object; any other is the
  /// empty schema, which says so.
  public static func union(_ layout: UnionLayout, _ cases: [(tag: String, content: JSONSchema)]) -> JSONSchema {
    func tag(_ key: String, _ value: String) -> JSONSchemaProperty {
      JSONSchemaProperty(path: [key], presence: .required, schema: .constant(.string(value)))
    }
    switch layout {
    case .internallyTagged(let tagKey):
      return .oneOf(
        cases.map { name, content in
          let members: [JSONSchemaProperty]
          switch content.kind {
          case .model(let model): members = model.properties()
          case .object(let properties, _): members = properties
          default: return .unknown("the content of the case \(JSON.quoted(name)), which is not an object")
          }
          var schema = JSONSchema(.object([tag(tagKey, name)] + members.filter { $0.path != [tagKey] }, closed: false))
          schema.description = content.description
          return schema
        })
    case .adjacentlyTagged(let tagKey, let contentKey):
      return .oneOf(
        cases.map { name, content in
          JSONSchema(
            .object(
              [tag(tagKey, name), JSONSchemaProperty(path: [contentKey], presence: .required, schema: content)],
              closed: false))
        })
    case .externallyTagged:
      return .oneOf(
        cases.map { name, content in
          JSONSchema(.object([JSONSchemaProperty(path: [name], presence: .required, schema: content)], closed: true))
        })
    case .untagged:
      return .anyOf(cases.map(\.content))
    }
  }

  /// A member of a model described by hand (``model(named:_:)``): at `key`, present as
  /// `presence` says, with a value of `schema`.
  public struct Member: Sendable {
    let property: JSONSchemaProperty

    /// A member that must be present.
    public static func required(_ key: String, _ schema: JSONSchema) -> Member {
      Member(property: JSONSchemaProperty(path: [key], presence: .required, schema: schema))
    }

    /// A member that may be missing or `null`, as a codec's `optional` field reads it.
    public static func optional(_ key: String, _ schema: JSONSchema) -> Member {
      Member(property: JSONSchemaProperty(path: [key], presence: .optional, schema: schema))
    }
  }

  /// A model described by hand, as a codec of a type named `name` describes itself: an
  /// object of `members`, written once under `$defs`. `members` is asked for when the schema
  /// is written, so a model may contain itself: `.model(named: "Folder") { [.required("children",
  /// .array(.model(named: "Folder") { … }))] }` refers to the definition being written.
  public static func model(named name: String, _ members: @escaping @Sendable () -> [Member]) -> JSONSchema {
    JSONSchema(.model(JSONSchemaModel(named: name) { members().map(\.property) }))
  }

  /// This schema as a JSON Schema document, as ``JSONCodec/schema`` writes a codec's: a model
  /// at the root is written in place, its nested models under `$defs`.
  public func document(_ options: JSONSchemaOptions = .standard) throws -> JSON {
    var writer = JSONSchemaWriter(options: options)
    return try writer.document(self)
  }

  /// The schema of a complete codec's model: `.of(Post.jsonCodec)`.
  public static func of<Model>(_ codec: JSONCodec<Model, Model>) -> JSONSchema {
    codec.describedSchema
  }

  /// The schema of a Swift type: the library's scalars and Foundation types, optionals,
  /// arrays, `String`-keyed dictionaries, `RawRepresentable` enums (their raw values, when
  /// `CaseIterable`) and types that conform to ``JSONSchemaProviding``. Any other type is
  /// the empty schema, with a description that names it.
  public static func of<T: JSONEncodable>(_ type: T.Type) -> JSONSchema {
    JSONSchema(.type(type))
  }
}
