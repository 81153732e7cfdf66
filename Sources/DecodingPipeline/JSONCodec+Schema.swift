import Decoding

extension JSONCodec where Remaining == Model {
  /// The JSON Schema (draft 2020-12) of what the codec reads and writes, as a `JSON` value.
  ///
  /// A model is an object of its fields' members, `required` listing those that must be
  /// present; a nested model is written once under `$defs` and referred to by `$ref`; a
  /// recursive one refers to itself. Keywords come in one documented order, so the text is
  /// the same on every run (Docs/Schemas.md). A field whose encoder is a closure is the empty
  /// schema, with a description that says so: give it ``JSONCodecField/withSchema(_:)``.
  public var schema: JSON {
    var writer = JSONSchemaWriter(options: .standard)
    // The full schema says everything the codec knows, so it never fails.
    return (try? writer.document(describedSchema)) ?? [:]
  }

  /// The schema written with `options`: `.strict` gives the subset that
  /// structured outputs accept, and throws a ``JSONSchemaError`` naming the field that it
  /// cannot say (a dictionary, or a value of any shape).
  public func schema(_ options: JSONSchemaOptions) throws -> JSON {
    var writer = JSONSchemaWriter(options: options)
    return try writer.document(describedSchema)
  }

  /// The schema before it is written out: the model of the codec's fields, or the codec's own.
  var describedSchema: JSONSchema {
    if let ownSchema { return ownSchema }
    let fields = fields
    return JSONSchema(.model(JSONSchemaModel(Model.self) { fields.compactMap(\.schemaProperty) }))
  }

  /// This codec, whose schema says `text` of what it reads and writes.
  public func described(_ text: String) -> JSONCodec {
    withSchema(describedSchema.described(text))
  }

  /// This codec, whose schema gives `values` as examples.
  public func examples(_ values: [JSON]) -> JSONCodec {
    withSchema(describedSchema.examples(values))
  }

  /// This codec with `schema` as its schema: for a codec made of closures, such as a
  /// union's decoder and encoder, which the library cannot see through.
  public func withSchema(_ schema: JSONSchema) -> JSONCodec {
    var codec = self
    codec.ownSchema = schema
    return codec
  }
}

extension JSONCodecField {
  /// This field, whose schema says `text` of its member.
  public func described(_ text: String) -> JSONCodecField {
    updatingSchema { $0.described(text) }
  }

  /// This field, whose schema gives `values` as examples of its member.
  public func examples(_ values: [JSON]) -> JSONCodecField {
    updatingSchema { $0.examples(values) }
  }

  /// This field with `schema` as its value's schema: for a field whose encoder is a closure.
  /// An optional field's schema is its wrapped value's; the codec adds `null`.
  public func withSchema(_ schema: JSONSchema) -> JSONCodecField {
    updatingSchema { _ in schema }
  }

  private func updatingSchema(_ change: (JSONSchema) -> JSONSchema) -> JSONCodecField {
    guard let property = field.schemaProperty else { return self }
    var field = self
    field.field.schemaProperty?.schema = change(property.schema)
    return field
  }
}
