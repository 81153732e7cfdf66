import Decoding

extension Request {
  /// Decodes the whole body with ``decodeResponse``.
  public func parse(_ json: JSON) -> Decoded<ResponseObject> {
    decodeResponse(json)
  }

  /// `nil`: the request sends the body ``build()`` gives it, if any.
  public var body: RequestBody? { nil }

  /// `nil`: an empty body is an error unless the request says what it means.
  public var emptyResponse: ResponseObject? { nil }

  /// `nil`: error bodies are only shown as an excerpt.
  public var decodeErrorBody: DecodeFunction<ErrorObject>? { nil }
}

extension Request where ResponseObject: Decodable, ResponseObject.DecodedType == ResponseObject {
  /// `ResponseObject.decode`, the Argo-style decode function of the response type.
  public var decodeResponse: DecodeFunction<ResponseObject> {
    { json in ResponseObject.decode(json) }
  }
}

extension Request where ResponseObject == NoContent {
  /// ``NoContent``: an empty body is what this request expects.
  public var emptyResponse: NoContent? { NoContent() }
}

extension Request where ErrorObject: Decodable, ErrorObject.DecodedType == ErrorObject {
  /// `ErrorObject.decode`, the Argo-style decode function of the error type.
  public var decodeErrorBody: DecodeFunction<ErrorObject>? {
    { json in ErrorObject.decode(json) }
  }
}
