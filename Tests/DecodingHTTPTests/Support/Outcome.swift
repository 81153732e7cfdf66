import DecodingHTTP
import Testing

/// The error `perform` threw, or `nil` (with a recorded issue naming the value or the error)
/// when it succeeded or threw something else than an ``HTTPError`` of the request's type.
func failure<R: Request>(
  of request: R, with client: APIClient, sourceLocation: SourceLocation = #_sourceLocation
) async -> HTTPError<R.ErrorObject>? {
  do {
    let object = try await client.perform(request)
    Issue.record("expected a failure, got \(object)", sourceLocation: sourceLocation)
    return nil
  } catch let error as HTTPError<R.ErrorObject> {
    return error
  } catch {
    Issue.record("expected an HTTPError, got \(error)", sourceLocation: sourceLocation)
    return nil
  }
}

/// The error `responseObject(from:)` threw, or `nil` (with a recorded issue) when it succeeded
/// or threw something else.
func failure<R: Request>(
  of request: R, on response: HTTPResponse, sourceLocation: SourceLocation = #_sourceLocation
) -> HTTPError<R.ErrorObject>? {
  do {
    let object = try request.responseObject(from: response)
    Issue.record("expected a failure, got \(object)", sourceLocation: sourceLocation)
    return nil
  } catch let error as HTTPError<R.ErrorObject> {
    return error
  } catch {
    Issue.record("expected an HTTPError, got \(error)", sourceLocation: sourceLocation)
    return nil
  }
}

/// The error `urlRequest()` threw, or `nil` (with a recorded issue) when it succeeded or threw something else.
func failure<R: Request>(
  preparing request: R, sourceLocation: SourceLocation = #_sourceLocation
) -> HTTPError<R.ErrorObject>? {
  do {
    let sent = try request.urlRequest()
    Issue.record("expected a failure, got \(sent)", sourceLocation: sourceLocation)
    return nil
  } catch let error as HTTPError<R.ErrorObject> {
    return error
  } catch {
    Issue.record("expected an HTTPError, got \(error)", sourceLocation: sourceLocation)
    return nil
  }
}
