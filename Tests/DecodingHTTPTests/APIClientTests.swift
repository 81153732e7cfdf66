import Decoding
import DecodingHTTP
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The client against a stub transport: what it sends, and how it reports each failure.
@Suite struct APIClientTests {
  static let personJSON = #"{"name": "Ann", "email": "ann@example.com"}"#

  /// A transport that answers only after ten seconds, and a stream that yields once it has started.
  static func hangingTransport() -> (StubTransport, AsyncStream<Void>) {
    let started = AsyncStream<Void>.makeStream()
    let transport = StubTransport { _ in
      started.continuation.yield()
      try await Task.sleep(nanoseconds: 10_000_000_000)
      return .text(200, Self.personJSON)
    }
    return (transport, started.stream)
  }

  @Test func sendsTheBuiltRequestAndReturnsTheResponseObject() async throws {
    let transport = StubTransport(.text(200, Self.personJSON))
    let request = PersonRequest(url: URL(string: "https://api.example.com/people/1")!)
    let person = try await APIClient(transport: transport).perform(request)
    #expect(person == Person(name: "Ann", email: "ann@example.com"))
    #expect(transport.requests == [request.build()])
  }

  @Test func aRequestThatCannotBeBuiltIsNeverSent() async {
    let transport = StubTransport(.text(200, "{}"))
    let error = await failure(of: UnbuildableRequest(), with: APIClient(transport: transport))
    guard case .invalidRequest(let underlying) = error else {
      Issue.record("expected invalidRequest, got \(String(describing: error))")
      return
    }
    #expect(underlying is UnbuildableRequest.MissingBaseURL)
    #expect(error?.description == "could not build the request: no base URL configured")
    #expect(transport.requests.isEmpty)
  }

  @Test func aTimeoutReportsTheRequestsTimeoutInterval() async {
    let client = APIClient(transport: StubTransport(throwing: URLError(.timedOut)))
    let error = await failure(of: ArticleRequest(timeout: 2.5), with: client)
    guard case .timedOut(2.5) = error else {
      Issue.record("expected timedOut(2.5), got \(String(describing: error))")
      return
    }
  }

  @Test(arguments: [URLError(.cancelled), CancellationError()] as [any Error])
  func cancellationErrorsAreReportedAsCancelled(thrown: any Error) async {
    let error = await failure(of: ArticleRequest(), with: APIClient(transport: StubTransport(throwing: thrown)))
    guard case .cancelled = error else {
      Issue.record("expected cancelled, got \(String(describing: error))")
      return
    }
  }

  @Test(arguments: [URLError.Code.notConnectedToInternet, .cannotFindHost, .networkConnectionLost])
  func otherTransportErrorsAreSurfacedUnchanged(code: URLError.Code) async {
    let client = APIClient(transport: StubTransport(throwing: URLError(code)))
    let error = await failure(of: ArticleRequest(), with: client)
    guard case .transport(let underlying) = error else {
      Issue.record("expected a transport error, got \(String(describing: error))")
      return
    }
    #expect((underlying as? URLError)?.code == code)
  }

  @Test func anErrorThrownByACustomTransportIsKeptAsItIs() async {
    struct ProxyRefused: Error {}
    let error = await failure(of: ArticleRequest(), with: APIClient(transport: StubTransport(throwing: ProxyRefused())))
    guard case .transport(let underlying) = error else {
      Issue.record("expected a transport error, got \(String(describing: error))")
      return
    }
    #expect(underlying is ProxyRefused)
  }

  @Test func responseFailuresComeFromTheRequest() async {
    let client = APIClient(transport: StubTransport(.text(404, #"{"message": "no article 7"}"#)))
    let error = await failure(of: ArticleRequest(), with: client)
    guard case .unacceptableStatus(404, _, let apiError?) = error else {
      Issue.record("expected a 404 with an error body, got \(String(describing: error))")
      return
    }
    #expect(apiError.message == "no article 7")
  }

  @Test func cancellingTheCallingTaskCancelsTheRequest() async {
    let (transport, started) = Self.hangingTransport()
    let client = APIClient(transport: transport)
    let task = Task { await failure(of: PersonRequest(), with: client) }
    for await _ in started { break }
    task.cancel()
    let error = await task.value
    guard case .cancelled = error else {
      Issue.record("expected cancelled, got \(String(describing: error))")
      return
    }
  }

  @Test func completionHandlerGetsTheResponseObject() async throws {
    let client = APIClient(transport: StubTransport(.text(200, Self.personJSON)))
    let outcome = await withCheckedContinuation { continuation in
      client.perform(PersonRequest()) { continuation.resume(returning: $0) }
    }
    #expect(try outcome.get() == Person(name: "Ann", email: "ann@example.com"))
  }

  @Test func completionHandlerGetsTheTypedError() async {
    let client = APIClient(transport: StubTransport(.text(500, "<h1>Oops</h1>")))
    let outcome = await withCheckedContinuation { continuation in
      client.perform(ArticleRequest()) { continuation.resume(returning: $0) }
    }
    guard case .failure(.unacceptableStatus(500, "<h1>Oops</h1>", nil)) = outcome else {
      Issue.record("expected a 500 failure, got \(outcome)")
      return
    }
  }

  @Test func cancellingTheCompletionTaskReportsCancelled() async {
    let (transport, started) = Self.hangingTransport()
    let outcome = await withCheckedContinuation { continuation in
      let task = APIClient(transport: transport).perform(PersonRequest()) { continuation.resume(returning: $0) }
      Task {
        for await _ in started { break }
        task.cancel()
      }
    }
    guard case .failure(.cancelled) = outcome else {
      Issue.record("expected a cancelled failure, got \(outcome)")
      return
    }
  }
}
