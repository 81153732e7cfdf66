import Decoding
import Foundation

/// A model's JSON written once for both directions: `codec(User.init) |> required("name",
/// \.name, string) |> optional("email", \.email, string)`.
///
/// Each `|>` step adds a field: its decoder to the pipeline, as
/// `decode(User.init) |> required("name", string)` would, and its encoder, which reads the
/// model at the field's key path and writes it under the same key. When every argument has
/// its field, `Remaining` is `Model` and the codec is complete: ``decode`` is the pipeline
/// decoder (same failures, same paths, the same speed) and ``encode`` writes an object of
/// the fields in the order written.
///
/// A nested model's field takes its codec: `required("author", \.author, authorCodec)`.
public struct JSONCodec<Model, Remaining>: Sendable {
  /// The pipeline decoder so far; for a complete codec, the model's decoder.
  public let decode: DecodeFunction<Remaining>
  /// The fields' encoders so far, in order.
  @usableFromInline let fields: [Encode.Field<Model>]
  /// The schema of a codec that is not a model of fields (a collection, a scalar, a
  /// decoder and an encoder), or of a model given a description; `nil` for a model's,
  /// which its fields give (``describedSchema``).
  @usableFromInline var ownSchema: JSONSchema?

  /// A codec of `decode` and the fields its encoder writes, in order: what `codec(User.init, …)`
  /// makes of its fields' decoders and encoders.
  @inlinable
  public init(decode: @escaping DecodeFunction<Remaining>, fields: [Encode.Field<Model>]) {
    // Worked out once, here, rather than on every use of `encode`: a small model's encode
    // costs less than grouping its fields. Inlined, so that `Encode.object` is specialised
    // for `Model` where the codec is made.
    self.init(decode: decode, fields: fields, encode: Encode.object(fields))
  }

  /// A codec of `decode`, `fields`, and `encode`, the object of `fields`.
  @usableFromInline
  init(
    decode: @escaping DecodeFunction<Remaining>, fields: [Encode.Field<Model>], encode: @escaping EncodeFunction<Model>
  ) {
    self.decode = decode
    self.fields = fields
    self.encode = encode
    ownSchema = nil
  }

  /// A codec of `decode` and `encode` whose schema is `schema`: no model of fields.
  @usableFromInline
  init(decode: @escaping DecodeFunction<Remaining>, encode: @escaping EncodeFunction<Model>, schema: JSONSchema) {
    self.decode = decode
    fields = []
    self.encode = encode
    ownSchema = schema
  }

  /// Writes the model as an object of the codec's fields, in order (or with the encoder it was
  /// made with). Fields at paths under the same key share one object, as in ``Encode/object(_:)``.
  public let encode: EncodeFunction<Model>
}

extension JSONCodec where Remaining == Model {
  /// A codec of a decoder and an encoder for the same type, such as a `Date` read and written
  /// as milliseconds: `JSONCodec(decode: date(.millisecondsSince1970), encode: …)`.
  ///
  /// Its schema is the empty one, since closures cannot be seen through: give it one with
  /// ``withSchema(_:)``.
  public init(decode: @escaping DecodeFunction<Model>, encode: @escaping EncodeFunction<Model>) {
    self.init(
      decode: decode, encode: encode,
      schema: .unknown("a codec of a decoder and an encoder, which cannot be seen through: give it withSchema(_:)"))
  }

  /// The codec's model as UTF-8 JSON text.
  public func encodedData(_ model: Model, _ options: JSONEncodingOptions = .compact) throws -> Data {
    try Encode.data(model, encode, options)
  }
}

/// One field of a codec: how it is decoded, and how it is read from the model and written.
public struct JSONCodecField<Model, Value>: Sendable {
  /// Decodes the field from the model's JSON object.
  public let decode: DecodeFunction<Value>
  /// Writes the member (or nothing, for an absent optional) into the model's open object.
  public var encode: @Sendable (Model, inout JSONOutput) throws -> Void { field.write }
  /// The field's encoder, with its key or path.
  public internal(set) var field: Encode.Field<Model>

  /// A field of `decode` and `encode`, which writes its key and value (or nothing); a codec
  /// merges no other field with it.
  public init(
    decode: @escaping DecodeFunction<Value>, encode: @escaping @Sendable (Model, inout JSONOutput) throws -> Void
  ) {
    self.decode = decode
    field = Encode.Field(write: encode)
  }

  /// A field of `decode` and the encoder `field`.
  public init(decode: @escaping DecodeFunction<Value>, field: Encode.Field<Model>) {
    self.decode = decode
    self.field = field
  }

  /// A field of `decode` and `field`, at `path` of the model's object, present as
  /// `presence` says, with a value of `schema`.
  @usableFromInline
  init(
    decode: @escaping DecodeFunction<Value>, field: Encode.Field<Model>, path: [String],
    presence: JSONSchemaProperty.Presence, schema: JSONSchema
  ) {
    self.decode = decode
    var field = field
    field.schemaProperty = JSONSchemaProperty(path: path, presence: presence, schema: schema)
    self.field = field
  }
}
