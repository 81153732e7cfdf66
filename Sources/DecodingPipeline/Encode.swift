import Decoding
import Foundation

/// The pipeline style's encoders, elm's `Json.Encode` vocabulary: `Encode.string`,
/// `Encode.array(Encode.int)`, `Encode.object([.required("name", \.name, Encode.string)])`.
///
/// They are members of a caseless namespace rather than globals because the globals
/// `string`, `int`, `array`, … are already the pipeline's decoders, and Swift cannot
/// overload a global constant by its type. elm code reads the same way (`Encode.string`,
/// with `Json.Encode` imported as `Encode`).
///
/// ```swift
/// let encodeUser: EncodeFunction<User> = Encode.object([
///   .required("name", \.name, Encode.string),
///   .optional("email", \.email, Encode.string),  // left out when nil
/// ])
/// let data = try Encode.data(user, encodeUser)
/// ```
public enum Encode {
  /// Writes a string, quoted and escaped.
  public static let string: EncodeFunction<String> = { value, output in output.write(value) }
  /// Writes an `Int` exactly.
  public static let int: EncodeFunction<Int> = { value, output in output.write(value) }
  /// Writes an `Int64` exactly.
  public static let int64: EncodeFunction<Int64> = { value, output in output.write(value) }
  /// Writes a `UInt64` exactly.
  public static let uint64: EncodeFunction<UInt64> = { value, output in output.write(value) }
  /// Writes a `Double` in its shortest round-tripping form; NaN and infinities as the options say.
  public static let double: EncodeFunction<Double> = { value, output in try output.write(value) }
  /// Writes a `Float` in its shortest round-tripping form.
  public static let float: EncodeFunction<Float> = { value, output in try output.write(value) }
  /// Writes `true` or `false`.
  public static let bool: EncodeFunction<Bool> = { value, output in output.write(value) }
  /// Writes a ``Decoding/JSON`` value as it is (elm's `Value`).
  public static let json: EncodeFunction<JSON> = { value, output in try output.write(value) }

  /// Writes `null`, whatever the value.
  public static func null<T>() -> EncodeFunction<T> {
    { _, output in output.writeNull() }
  }

  /// Writes any ``Decoding/JSONEncodable`` value through its own ``Decoding/JSONEncodable/encode(to:)``.
  public static func encodable<T: JSONEncodable>(_ type: T.Type = T.self) -> EncodeFunction<T> {
    { value, output in try value.encode(to: &output) }
  }

  /// Writes `nil` as `null` and anything else with `encoder` (elm's `Encode.maybe`).
  @available(swift 6)
  public static func nullable<T>(_ encoder: @escaping EncodeFunction<T>) -> EncodeFunction<T?> {
    { value, output in
      if let value { try encoder(value, &output) } else { output.writeNull() }
    }
  }

  /// Writes an array, every element with `encoder` (elm's `Encode.list`).
  @available(swift 6)
  public static func array<T>(_ encoder: @escaping EncodeFunction<T>) -> EncodeFunction<[T]> {
    { values, output in try output.writeArray(values, encoder) }
  }

  /// Writes an object of a dictionary's values, each with `encoder`, in ascending key order
  /// (elm's `Encode.dict`).
  @available(swift 6)
  public static func dictionary<T>(_ encoder: @escaping EncodeFunction<T>) -> EncodeFunction<[String: T]> {
    { values, output in
      let members = values.sorted { $0.key < $1.key }
      try output.writeObject { object in
        for (key, value) in members { try object.member(key) { try encoder(value, &$0) } }
      }
    }
  }

  /// Writes an object of a model's fields, in the order given (elm's `Encode.object`).
  ///
  /// Fields at a path that share their first keys are written into one object, where the
  /// first of them is: `.requiredAt(["embedded", "a"], …)` and `.requiredAt(["embedded", "b"], …)`
  /// write `"embedded":{"a":…,"b":…}`, never the key twice. A field that writes the whole
  /// member at a key (`.optional("user", \.user, …)`) takes the place of the fields at paths
  /// under it; those are written only when it is left out. Of two fields with the same key,
  /// the first one present is written.
  ///
  /// Inlinable so that the loop over a flat object's fields is specialised for `Model` where
  /// the encoder is made: unspecialised, it looks up the fields' function type's metadata
  /// on every object written.
  @inlinable
  public static func object<Model>(_ fields: [Field<Model>]) -> EncodeFunction<Model> {
    guard let writes = flatWrites(fields) else { return plannedObject(fields) }
    return { model, output in
      try output.writeObject { object in
        for write in writes { try write(model, &object) }
      }
    }
  }

  /// The fields' writes, when each writes its own member, one per key; `nil` when some
  /// share their first keys.
  @usableFromInline
  static func flatWrites<Model>(_ fields: [Field<Model>]) -> [@Sendable (Model, inout JSONOutput) throws -> Void]? {
    ObjectPlan(fields).isFlat ? fields.map(\.write) : nil
  }

  /// ``object(_:)`` of fields that share objects, written in the order its plan says.
  @usableFromInline
  static func plannedObject<Model>(_ fields: [Field<Model>]) -> EncodeFunction<Model> {
    let plan = ObjectPlan(fields)
    return { model, output in
      try output.writeObject { object in try plan.write(model, into: &object) }
    }
  }

  /// Writes a value as what `encoder` writes of part of it: `Encode.map(\.rawValue, Encode.string)`.
  @available(swift 6)
  public static func map<T, U>(
    _ transform: @escaping @Sendable (T) -> U, _ encoder: @escaping EncodeFunction<U>
  ) -> EncodeFunction<T> {
    { value, output in try encoder(transform(value), &output) }
  }

  // MARK: Entry points

  /// `value` as UTF-8 JSON text, written by `encoder` (elm's `Encode.encode`).
  public static func data<T>(
    _ value: T, _ encoder: EncodeFunction<T>, _ options: JSONEncodingOptions = .compact
  ) throws -> Data {
    var output = JSONOutput(options: options)
    try encoder(value, &output)
    try output.checkDepth()
    return output.data
  }

  /// `value` as JSON text, written by `encoder`.
  public static func text<T>(
    _ value: T, _ encoder: EncodeFunction<T>, _ options: JSONEncodingOptions = .compact
  ) throws -> String {
    var output = JSONOutput(options: options)
    try encoder(value, &output)
    try output.checkDepth()
    return output.string
  }

  /// `value` as a ``Decoding/JSON`` value: what parsing ``data(_:_:_:)``'s text gives.
  public static func tree<T>(_ value: T, _ encoder: EncodeFunction<T>) throws -> JSON {
    var output = JSONOutput()
    try encoder(value, &output)
    try output.checkDepth()
    return try JSON(parsing: output.bytes)
  }
}
