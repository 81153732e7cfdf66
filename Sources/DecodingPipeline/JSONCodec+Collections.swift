import Decoding
import Foundation

// The codec vocabulary of values made of others: arrays, dictionaries, nullables, recursion
// and dates. Each is a codec, not a closure, so the field that takes it knows its schema:
// `required("posts", \.posts, .array(Post.jsonCodec))`.

extension JSONCodec where Remaining == Model {
  /// An array of `element`'s values: `required("posts", \.posts, .array(Post.jsonCodec))`.
  public static func array<Element>(_ element: JSONCodec<Element, Element>) -> JSONCodec
  where Model == [Element] {
    JSONCodec(
      decode: DecodingPipeline.array(element.decode), encode: Encode.array(element.encode), schema: .array(.of(element))
    )
  }

  /// An array of values decoded by `element` and written as they write themselves:
  /// `.array(int)`.
  public static func array<Element: JSONEncodable>(_ element: @escaping DecodeFunction<Element>) -> JSONCodec
  where Model == [Element] {
    JSONCodec(decode: DecodingPipeline.array(element), encode: Encode.encodable(), schema: .of([Element].self))
  }

  /// An object of any keys, each holding a value of `value`: `.dictionary(Session.jsonCodec)`.
  public static func dictionary<Value>(_ value: JSONCodec<Value, Value>) -> JSONCodec
  where Model == [String: Value] {
    JSONCodec(
      decode: DecodingPipeline.dictionary(value.decode), encode: Encode.dictionary(value.encode),
      schema: .dictionary(.of(value)))
  }

  /// An object of any keys, each holding a value decoded by `value` and written as it writes itself.
  public static func dictionary<Value: JSONEncodable>(_ value: @escaping DecodeFunction<Value>) -> JSONCodec
  where Model == [String: Value] {
    JSONCodec(decode: DecodingPipeline.dictionary(value), encode: Encode.encodable(), schema: .of([String: Value].self))
  }

  /// `wrapped`'s values, or `null` for `nil` (read and written): `.nullable(int)` in an array,
  /// `.array(.nullable(Point.jsonCodec))`.
  public static func nullable<Wrapped>(_ wrapped: JSONCodec<Wrapped, Wrapped>) -> JSONCodec
  where Model == Wrapped? {
    JSONCodec(
      decode: DecodingPipeline.nullable(wrapped.decode), encode: Encode.nullable(wrapped.encode),
      schema: .nullable(.of(wrapped)))
  }

  /// Values decoded by `wrapped`, or `null` for `nil`, written as they write themselves.
  public static func nullable<Wrapped: JSONEncodable>(_ wrapped: @escaping DecodeFunction<Wrapped>) -> JSONCodec
  where Model == Wrapped? {
    JSONCodec(decode: DecodingPipeline.nullable(wrapped), encode: Encode.encodable(), schema: .of(Wrapped?.self))
  }

  /// The codec `make` gives, asked for when first used: a model that contains itself, whose
  /// codec cannot name itself while it is being made.
  ///
  /// ```swift
  /// static let jsonCodec: JSONCodec<Folder, Folder> = codec(
  ///   Folder.init,
  ///   required("name", \.name, string),
  ///   required("children", \.children, .array(.lazy { Folder.jsonCodec })))
  /// ```
  ///
  /// Its schema refers to the model's definition, so a recursive schema ends.
  public static func lazy(_ make: @escaping @Sendable () -> JSONCodec) -> JSONCodec {
    JSONCodec(
      decode: { json in make().decode(json) }, encode: { value, output in try make().encode(value, &output) },
      schema: JSONSchema(.deferred { make().describedSchema }))
  }

  /// Dates read and written as `strategy` says, whatever the encoding options:
  /// `required("at", \.at, .date(.millisecondsSince1970))`.
  public static func date(_ strategy: JSONEncodingOptions.DateStrategy) -> JSONCodec where Model == Date {
    let decoder: DateDecodingStrategy =
      switch strategy {
      case .iso8601: .iso8601
      case .secondsSince1970: .secondsSince1970
      case .millisecondsSince1970: .millisecondsSince1970
      case .secondsSinceReferenceDate: .secondsSinceReferenceDate
      }
    return JSONCodec(
      decode: decoder.decode,
      encode: { date, output in
        switch strategy {
        case .iso8601: output.write(Date.iso8601String(date))
        case .secondsSince1970: try output.write(date.timeIntervalSince1970)
        case .millisecondsSince1970: try output.write(date.timeIntervalSince1970 * 1_000)
        case .secondsSinceReferenceDate: try output.write(date.timeIntervalSinceReferenceDate)
        }
      },
      schema: .date(strategy))
  }
}
