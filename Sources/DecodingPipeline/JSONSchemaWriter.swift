import Decoding

/// Writes a ``JSONSchema`` out as a JSON Schema document: models under `$defs`, keywords in
/// one order (``keywordOrder``), and in strict mode only what structured outputs accept.
struct JSONSchemaWriter {
  /// The order of a schema object's keywords, whatever order they were found in: what a
  /// reader looks for first (what it is) before how it is bounded and what it holds.
  static let keywordOrder = [
    "$schema", "description", "type", "format", "pattern", "contentEncoding", "const", "enum", "minimum",
    "exclusiveMinimum",
    "maximum", "exclusiveMaximum", "items", "properties", "required", "additionalProperties", "oneOf", "anyOf",
    "allOf", "$ref", "default", "examples", "$defs",
  ]

  /// The keywords OpenAI's strict structured outputs accept (its guide's "Supported schemas").
  static let strictKeywords: Set<String> = [
    "type", "description", "properties", "required", "additionalProperties", "items", "enum", "const", "anyOf",
    "$ref", "$defs", "format", "pattern", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
    "multipleOf", "minItems", "maxItems",
  ]

  /// The string formats strict mode accepts; another format is left out (the value is still a string).
  static let strictFormats: Set<String> = [
    "date-time", "time", "date", "duration", "email", "hostname", "ipv4", "ipv6", "uuid",
  ]

  /// Strict mode's limits: object properties in the whole schema, and enum values.
  static let strictPropertyLimit = 5_000
  static let strictEnumValueLimit = 1_000

  /// How many deferred schemas may unfold within each other before one is taken as a
  /// recursion that reaches no model (which would never end).
  static let deferredLimit = 64

  let options: JSONSchemaOptions
  /// The models under `$defs`, in the order met; a body is `nil` while it is being written.
  private var definitions: [(name: String, type: JSONSchemaModel.Identity, body: JSON?)] = []
  /// The reference to each model being written: a model that contains itself refers to it.
  private var inProgress: [JSONSchemaModel.Identity: String] = [:]
  private var deferredDepth = 0
  private var propertyCount = 0
  private var enumValueCount = 0
  /// What strict mode could not say, first met first.
  private var failure: JSONSchemaError?

  init(options: JSONSchemaOptions) {
    self.options = options
  }

  /// The document for `schema`, with its models under `$defs`.
  mutating func document(_ schema: JSONSchema) throws -> JSON {
    var members: [(String, JSON)] = []
    if !options.strict { members.append(("$schema", "https://json-schema.org/draft/2020-12/schema")) }
    if case .model(let model) = schema.kind {
      inProgress[model.type] = "#"
      members += annotated(schema, objectMembers(model.properties(), path: ""))
      inProgress[model.type] = nil
    } else {
      members += write(schema, path: "")
    }
    if options.strict, !members.contains(where: { $0.0 == "type" && $0.1 == "object" }) {
      fail("", "the root of a strict schema must be an object: wrap the value in a model")
    }
    if !definitions.isEmpty {
      members.append(("$defs", .object(JSONObject(orderedMembers: definitions.map { ($0.name, $0.body ?? [:]) }))))
    }
    if let failure { throw failure }
    return Self.ordered(members)
  }

  /// A schema object of `members`, its keywords in ``keywordOrder``.
  static func ordered(_ members: [(String, JSON)]) -> JSON {
    let rank = Dictionary(uniqueKeysWithValues: keywordOrder.enumerated().map { ($1, $0) })
    let sorted = members.enumerated().sorted {
      (rank[$0.element.0] ?? rank.count, $0.offset) < (rank[$1.element.0] ?? rank.count, $1.offset)
    }
    return .object(JSONObject(orderedMembers: sorted.map(\.element)))
  }

  private mutating func fail(_ path: String, _ reason: String) {
    if failure == nil { failure = JSONSchemaError(path: path, reason: reason) }
  }

  /// `members` with `schema`'s own description and examples.
  private func annotated(_ schema: JSONSchema, _ members: [(String, JSON)]) -> [(String, JSON)] {
    var members = members
    if let description = schema.description {
      members.removeAll { $0.0 == "description" }
      members.append(("description", .string(description)))
    }
    if !schema.examples.isEmpty, !options.strict {
      members.removeAll { $0.0 == "examples" }
      members.append(("examples", .array(schema.examples)))
    }
    return members
  }

  /// The schema object of `schema`, found at `path` of the model.
  mutating func schemaObject(_ schema: JSONSchema, path: String) -> JSON {
    Self.ordered(write(schema, path: path))
  }

  /// The members of `schema`'s schema object.
  private mutating func write(_ schema: JSONSchema, path: String) -> [(String, JSON)] {
    annotated(schema, kindMembers(schema.kind, path: path))
  }

  private mutating func kindMembers(_ kind: JSONSchema.Kind, path: String) -> [(String, JSON)] {
    switch kind {
    case .anything(let reason):
      if options.strict {
        fail(path, "strict mode has no schema for a value of any shape" + (reason.map { " (\($0))" } ?? ""))
      }
      return reason.map { [("description", .string($0))] } ?? []
    case .boolean:
      return [("type", "boolean")]
    case .string(let format, let contentEncoding, let pattern):
      var members: [(String, JSON)] = [("type", "string")]
      if let pattern { members.append(("pattern", .string(pattern))) }
      if let format, !options.strict || Self.strictFormats.contains(format) {
        members.append(("format", .string(format)))
      }
      if let contentEncoding, !options.strict { members.append(("contentEncoding", .string(contentEncoding))) }
      return members
    case .integer(let minimum, let maximum):
      return [("type", "integer"), ("minimum", .number(minimum)), ("maximum", .number(maximum))]
    case .number(let minimum, let maximum):
      var members: [(String, JSON)] = [("type", "number")]
      if let minimum { members.append(("minimum", .number(minimum))) }
      if let maximum { members.append(("maximum", .number(maximum))) }
      return members
    case .date(let strategy):
      return dateMembers(strategy ?? options.dates)
    case .enumeration(let values):
      countEnumValues(values.count, path: path)
      return Self.typed(values) + [("enum", .array(values))]
    case .constant(let value):
      return Self.typed([value]) + [("const", value)]
    case .array(let element):
      return [("type", "array"), ("items", schemaObject(element, path: path + "[]"))]
    case .dictionary(let value):
      if options.strict {
        fail(path, "strict mode has no schema for a dictionary: every object must list its members")
      }
      return [("type", "object"), ("additionalProperties", schemaObject(value, path: path + "[]"))]
    case .nullable(let wrapped):
      return nullableMembers(write(wrapped, path: path))
    case .object(let properties, let closed):
      var members = objectMembers(properties, path: path)
      if closed, !options.strict { members.append(("additionalProperties", false)) }
      return members
    case .model(let model):
      return [("$ref", .string(reference(to: model, path: path)))]
    case .oneOf(let schemas):
      let written = schemas.map { schemaObject($0, path: path) }
      return [(options.strict ? "anyOf" : "oneOf", .array(written))]
    case .anyOf(let schemas):
      return [("anyOf", .array(schemas.map { schemaObject($0, path: path) }))]
    case .deferred(let make):
      guard deferredDepth < Self.deferredLimit else {
        return kindMembers(.anything(reason: "a recursive codec that contains no model"), path: path)
      }
      deferredDepth += 1
      defer { deferredDepth -= 1 }
      return write(make(), path: path)
    case .type(let type):
      return write(JSONSchema.resolving(type), path: path)
    }
  }

  /// `type` for `values` when they are all of one JSON type, which strict mode wants beside `enum`.
  private static func typed(_ values: [JSON]) -> [(String, JSON)] {
    let types = Set(values.map(typeName))
    guard types.count == 1, let type = types.first else { return [] }
    return [("type", .string(type))]
  }

  private static func typeName(_ value: JSON) -> String {
    switch value {
    case .object: "object"
    case .array: "array"
    case .string: "string"
    case .number(let number): number.int64Value != nil || number.uint64Value != nil ? "integer" : "number"
    case .bool: "boolean"
    case .null: "null"
    }
  }

  private mutating func countEnumValues(_ count: Int, path: String) {
    enumValueCount += count
    if options.strict, enumValueCount > Self.strictEnumValueLimit {
      fail(path, "strict mode allows at most \(Self.strictEnumValueLimit) enum values in a schema")
    }
  }

  /// A date as `strategy` writes it: an RFC 3339 string, or a number within the years 1 to
  /// 9999, the range the decoder reads.
  private func dateMembers(_ strategy: JSONEncodingOptions.DateStrategy) -> [(String, JSON)] {
    // Seconds since 1970 of 0001-01-01T00:00:00Z and of 10000-01-01T00:00:00Z.
    let first: Int64 = -62_135_596_800
    let end: Int64 = 253_402_300_800
    let (low, high): (Int64, Int64)
    switch strategy {
    case .iso8601: return [("type", "string"), ("format", "date-time")]
    case .secondsSince1970: (low, high) = (first, end)
    case .millisecondsSince1970: (low, high) = (first * 1_000, end * 1_000)
    case .secondsSinceReferenceDate: (low, high) = (first - 978_307_200, end - 978_307_200)
    }
    return [("type", "number"), ("minimum", .number(JSONNumber(low))), ("exclusiveMaximum", .number(JSONNumber(high)))]
  }

  /// `members` that also allow `null`: in `type` when it names the type alone (and in
  /// `enum` beside it), else as a union with the null schema.
  private func nullableMembers(_ members: [(String, JSON)]) -> [(String, JSON)] {
    let keys = Set(members.map(\.0))
    if let typeIndex = members.firstIndex(where: { $0.0 == "type" }),
      keys.isDisjoint(with: ["const", "$ref", "oneOf", "anyOf"])
    {
      var members = members
      switch members[typeIndex].1 {
      case .string(let type): members[typeIndex].1 = [.string(type), "null"]
      case .array(let types) where !types.contains("null"): members[typeIndex].1 = .array(Array(types) + ["null"])
      default: break
      }
      if let enumIndex = members.firstIndex(where: { $0.0 == "enum" }), case .array(let values) = members[enumIndex].1,
        !values.contains(.null)
      {
        members[enumIndex].1 = .array(Array(values) + [.null])
      }
      return members
    }
    if keys.isEmpty || keys == ["description"] { return members }  // any value, `null` among them
    var outer: [(String, JSON)] = []
    var inner = members
    if let index = inner.firstIndex(where: { $0.0 == "description" }) { outer.append(inner.remove(at: index)) }
    outer.append(("anyOf", [Self.ordered(inner), ["type": "null"]]))
    return outer
  }

  /// An object of `properties`: members at deeper paths in objects of their own, in the
  /// order their first member was written. A member that more than one field reads (whole, or
  /// at paths inside it) must satisfy each of them: `allOf`, as the decoder runs them all.
  private mutating func objectMembers(_ properties: [JSONSchemaProperty], path: String) -> [(String, JSON)] {
    var keys: [String] = []
    var leaves: [String: [JSONSchemaProperty]] = [:]
    var groups: [String: [JSONSchemaProperty]] = [:]
    for property in properties {
      guard let key = property.path.first else { continue }
      if leaves[key] == nil, groups[key] == nil { keys.append(key) }
      if property.path.count == 1 {
        leaves[key, default: []].append(property)
      } else {
        var rest = property
        rest.path.removeFirst()
        groups[key, default: []].append(rest)
      }
    }
    propertyCount += keys.count
    if options.strict, propertyCount > Self.strictPropertyLimit {
      fail(path, "strict mode allows at most \(Self.strictPropertyLimit) object properties in a schema")
    }
    var written: [(String, JSON)] = []
    var required: [JSON] = []
    for key in keys {
      let memberPath = path.isEmpty ? key : "\(path).\(key)"
      var schemas: [JSON] = []
      var isRequired = false
      for leaf in leaves[key] ?? [] {
        let (schema, leafIsRequired) = propertySchema(leaf, path: memberPath)
        schemas.append(schema)
        isRequired = isRequired || leafIsRequired
      }
      if let group = groups[key] {
        schemas.append(Self.ordered(objectMembers(group, path: memberPath)))
        isRequired =
          isRequired
          || group.contains {
            if case .required = $0.presence { return true }
            return false
          }
      }
      if schemas.count > 1, options.strict {
        fail(memberPath, "strict mode has no schema for a member that two fields read (allOf)")
      }
      written.append((key, schemas.count == 1 ? schemas[0] : Self.ordered([("allOf", .array(schemas))])))
      if isRequired || options.strict { required.append(.string(key)) }
    }
    var members: [(String, JSON)] = [("type", "object"), ("properties", .object(JSONObject(orderedMembers: written)))]
    if !required.isEmpty || options.strict { members.append(("required", .array(required))) }
    if options.strict { members.append(("additionalProperties", false)) }
    return members
  }

  /// A property's schema object, and whether the member must be present.
  private mutating func propertySchema(_ property: JSONSchemaProperty, path: String) -> (JSON, Bool) {
    switch property.presence {
    case .required:
      return (schemaObject(property.schema, path: path), true)
    case .optional:
      return (Self.ordered(nullableMembers(write(property.schema, path: path))), false)
    case .defaulted(let defaultValue, let orNull):
      var members = write(property.schema, path: path)
      if orNull { members = nullableMembers(members) }
      if !options.strict, let value = defaultValue() { members.append(("default", value)) }
      return (Self.ordered(members), false)
    }
  }

  /// The reference to `model`'s definition, written under `$defs` the first time it is met.
  private mutating func reference(to model: JSONSchemaModel, path: String) -> String {
    if let reference = inProgress[model.type] { return reference }
    // The same model written by an earlier codec of its type: one definition serves both,
    // a recursive one referring to that definition.
    for earlier in definitions.indices where definitions[earlier].type == model.type {
      guard let body = definitions[earlier].body else { continue }
      let reference = "#/$defs/\(definitions[earlier].name)"
      let counts = (propertyCount, enumValueCount)
      inProgress[model.type] = reference
      let again = Self.ordered(objectMembers(model.properties(), path: path))
      inProgress[model.type] = nil
      (propertyCount, enumValueCount) = counts
      if again == body { return reference }
    }
    let name = uniqueName(model.name)
    let reference = "#/$defs/\(name)"
    let index = definitions.count
    definitions.append((name, model.type, nil))
    inProgress[model.type] = reference
    definitions[index].body = Self.ordered(objectMembers(model.properties(), path: path))
    inProgress[model.type] = nil
    return reference
  }

  /// A `$defs` key for `name` no earlier model has: `Post`, then `Post2`; a generic type's
  /// brackets and commas become underscores, which references may hold without escaping.
  private func uniqueName(_ name: String) -> String {
    let base = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "-" ? $0 : "_" })
    var candidate = base
    var suffix = 2
    while definitions.contains(where: { $0.name == candidate }) {
      candidate = "\(base)\(suffix)"
      suffix += 1
    }
    return candidate
  }
}
