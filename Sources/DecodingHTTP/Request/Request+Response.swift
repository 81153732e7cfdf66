import Decoding

extension Request {
  /// The response object a response carries, or the error that explains why there is none.
  ///
  /// This is what ``APIClient`` does with every response, so a request can be
  /// tested on canned responses without a transport:
  ///
  /// 1. a status outside 200...299 is ``HTTPError/unacceptableStatus(_:body:errorBody:)``,
  ///    with the body decoded by ``decodeErrorBody`` when there is one;
  /// 2. an empty body (or only whitespace) gives ``emptyResponse``, or
  ///    ``HTTPError/emptyBody(status:)`` when that is `nil`;
  /// 3. a body that is not JSON is ``HTTPError/invalidJSON(_:status:body:)``;
  /// 4. the JSON goes to ``parse(_:)``, whose failure is ``HTTPError/decoding(_:status:)``.
  ///
  /// Throws an ``HTTPError`` of the request's error type.
  public func responseObject(from response: HTTPResponse) throws -> ResponseObject {
    try decodedResponse(from: response)
  }

  /// ``responseObject(from:)``, throwing exactly an ``HTTPError``.
  func decodedResponse(from response: HTTPResponse) throws(HTTPError<ErrorObject>) -> ResponseObject {
    if let failure = statusFailure(of: response) { throw failure }
    if response.isBodyEmpty {
      guard let emptyResponse else { throw .emptyBody(status: response.statusCode) }
      return emptyResponse
    }
    let json: JSON
    do {
      json = try JSON.parse(response.body, options: .default)
    } catch {
      throw .invalidJSON(error, status: response.statusCode, body: response.bodyExcerpt)
    }
    switch parse(json) {
    case .success(let object): return object
    case .failure(let error): throw .decoding(error, status: response.statusCode)
    }
  }

  /// ``HTTPError/unacceptableStatus(_:body:errorBody:)`` for a status outside 200...299, `nil` for one inside.
  func statusFailure(of response: HTTPResponse) -> HTTPError<ErrorObject>? {
    guard !(200...299).contains(response.statusCode) else { return nil }
    return .unacceptableStatus(response.statusCode, body: response.bodyExcerpt, errorBody: errorBody(of: response))
  }

  /// The decoded error body, or `nil` when none is declared, the body is empty or it does not decode.
  private func errorBody(of response: HTTPResponse) -> ErrorObject? {
    guard let decodeErrorBody, !response.isBodyEmpty, let json = try? JSON(parsing: response.body) else {
      return nil
    }
    return decodeErrorBody(json).value
  }
}
