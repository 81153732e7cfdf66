import Decoding
import Foundation

/// The body a ``Request`` sends, with its content type: JSON from an encoder, or bytes of your own.
///
/// ```swift
/// var body: RequestBody? { .json(comment) }                     // a JSONEncodable value
/// var body: RequestBody? { .json(comment, encoder: commentCodec.encode) }  // an encoder value or a codec
/// var body: RequestBody? { .codable(NewComment(text: text)) }  // through CodableEncoder
/// var body: RequestBody? { .json(["text": .string(text)]) }     // a JSON value
/// var body: RequestBody? { .data(png, contentType: "image/png") }
/// ```
///
/// A body is encoded when the request is sent, not when it is made: ``APIClient`` encodes it
/// after ``Request/build()``, puts the bytes in the `URLRequest` and sets `Content-Type`,
/// unless `build()` set one. A value that does not encode fails the request with
/// ``HTTPError/invalidBody(_:)``, which names the path, and nothing is sent.
public struct RequestBody: Sendable {
  /// The media type sent as `Content-Type`, such as `application/json`.
  public var contentType: String

  /// Makes the bytes; it throws the encoder's error.
  private let makeBytes: @Sendable () throws -> Data

  /// A body of `contentType` whose bytes `makeBytes` produces when the request is sent.
  ///
  /// This is how any encoder becomes a body: `makeBytes` runs once per send, and whatever it
  /// throws is reported as ``HTTPError/invalidBody(_:)``.
  public init(contentType: String, makeBytes: @escaping @Sendable () throws -> Data) {
    self.contentType = contentType
    self.makeBytes = makeBytes
  }

  /// The bytes to send; throws what the encoder throws.
  public func encoded() throws -> Data {
    try makeBytes()
  }

  /// `application/json`, the content type of every JSON body.
  public static let jsonContentType = "application/json"

  /// `data` as it is, sent as `contentType`.
  public static func data(_ data: Data, contentType: String) -> RequestBody {
    RequestBody(contentType: contentType) { data }
  }

  /// `json` as compact UTF-8 text, its object members in their order (as written, or as
  /// parsed) unless `format` sorts them.
  ///
  /// A number made from a NaN or an infinity fails the request with its
  /// ``Decoding/JSONEncodingError``, which names the path; a parsed value always encodes.
  public static func json(_ json: JSON, format: JSONFormat = JSONFormat(sortsKeys: false)) -> RequestBody {
    RequestBody(contentType: jsonContentType) { try json.formattedData(format) }
  }

  /// A ``Decoding/JSONEncodable`` value (the operator style's `func encode() -> JSON`), written
  /// straight to bytes with `options`: compact, members in the order written, by default.
  ///
  /// A value JSON cannot hold (NaN, unless `options` say what to write) throws its
  /// ``Decoding/JSONEncodingError``, which names the path.
  public static func json<Value: JSONEncodable & Sendable>(
    _ value: Value, options: JSONEncodingOptions = .compact
  ) -> RequestBody {
    RequestBody(contentType: jsonContentType) { try value.encodedData(options) }
  }

  /// `value` written by `encoder`, an encoder value: a pipeline encoder
  /// (`Encode.object([.required("name", \.name, Encode.string)])`) or a codec's `encode`.
  ///
  /// What `encoder` throws (a ``Decoding/JSONEncodingError`` with its path) fails the request.
  public static func json<Value: Sendable>(
    _ value: Value, encoder: @escaping EncodeFunction<Value>, options: JSONEncodingOptions = .compact
  ) -> RequestBody {
    RequestBody(contentType: jsonContentType) {
      var output = JSONOutput(options: options)
      try encoder(value, &output)
      try output.checkDepth()
      return output.data
    }
  }

  /// A `Swift.Encodable` value, written by `encoder` (a ``Decoding/CodableEncoder``, configured
  /// as a `JSONEncoder` is: `outputFormatting`, date and key strategies, …).
  ///
  /// A value that `encoder` cannot write (NaN without a strategy, say) throws its
  /// `EncodingError`, whose coding path ``HTTPError/invalidBody(_:)`` shows as a path.
  public static func codable<Value: Swift.Encodable & Sendable>(
    _ value: Value, encoder: CodableEncoder = CodableEncoder()
  ) -> RequestBody {
    RequestBody(contentType: jsonContentType) { try encoder.encode(value) }
  }
}
