import DecodingHTTP
import Testing

/// The error `perform` threw, or `nil` (with a recorded issue naming the value) when it succeeded.
func failure<R: Request>(
  of request: R, with client: APIClient, sourceLocation: SourceLocation = #_sourceLocation
) async -> HTTPError<R.ErrorObject>? {
  do throws(HTTPError<R.ErrorObject>) {
    let object = try await client.perform(request)
    Issue.record("expected a failure, got \(object)", sourceLocation: sourceLocation)
    return nil
  } catch {
    return error
  }
}

/// The error `responseObject(from:)` threw, or `nil` (with a recorded issue) when it succeeded.
func failure<R: Request>(
  of request: R, on response: HTTPResponse, sourceLocation: SourceLocation = #_sourceLocation
) -> HTTPError<R.ErrorObject>? {
  do throws(HTTPError<R.ErrorObject>) {
    let object = try request.responseObject(from: response)
    Issue.record("expected a failure, got \(object)", sourceLocation: sourceLocation)
    return nil
  } catch {
    return error
  }
}
