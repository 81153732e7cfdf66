import Decoding

/// One member of a model's object schema: where it is, whether it must be there, and its value's schema.
@usableFromInline
struct JSONSchemaProperty: Sendable {
  /// Whether the member must be present, and what stands for it when it is not.
  @usableFromInline
  enum Presence: Sendable {
    /// Present, with a value of the schema.
    case required
    /// May be missing or `null`: a codec's `optional` field.
    case optional
    /// May be missing (and, with `orNull`, `null`): the default, as JSON, stands for it.
    case defaulted(@Sendable () -> JSON?, orNull: Bool)
  }

  /// The keys from the model's object to the member; one key for most fields.
  @usableFromInline var path: [String]
  @usableFromInline var presence: Presence
  @usableFromInline var schema: JSONSchema

  @usableFromInline
  init(path: [String], presence: Presence, schema: JSONSchema) {
    self.path = path
    self.presence = presence
    self.schema = schema
  }
}

/// A model's schema: its name under `$defs` and its properties, made when written, so that
/// a model may contain itself.
@usableFromInline
struct JSONSchemaModel: Sendable {
  /// What makes two models one: the same Swift type, or the same name for a model described
  /// without one (``JSONSchema/model(named:_:)``).
  enum Identity: Hashable, Sendable {
    case type(ObjectIdentifier)
    case name(String)
  }

  /// One model is written once, however often it appears.
  let type: Identity
  /// The type's name, the key under `$defs`.
  let name: String
  let properties: @Sendable () -> [JSONSchemaProperty]

  init<Model>(_ type: Model.Type, properties: @escaping @Sendable () -> [JSONSchemaProperty]) {
    self.type = .type(ObjectIdentifier(type))
    name = String(describing: type)
    self.properties = properties
  }

  init(named name: String, properties: @escaping @Sendable () -> [JSONSchemaProperty]) {
    type = .name(name)
    self.name = name
    self.properties = properties
  }
}
