// Docs/HTTP.md, compiled and run: each Swift block of the guide is copied here verbatim
// (a test checks it), in the guide's order, followed by the tests that run them.

import Curry
import Decoding
import DecodingHTTP
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

func baseRequest(url: String, method: String) -> URLRequest {
  var request = URLRequest(url: URL(string: url)!)
  request.httpMethod = method
  return request
}

struct CommentRequest: Request {
  typealias ResponseObject = Comment

  let id: Int

  func build() -> URLRequest {
    baseRequest(url: "http://example.com/api/comment/\(id)", method: "GET")
  }
}

struct Comment: Decodable {
  let id: Int
  let text: String
  let username: String

  static func decode(_ json: JSON) -> Decoded<Comment> {
    curry(Comment.init)
      <^> json <| "id"
      <*> json <| "commentText"
      <*> json <| "username"
  }
}

func showComment(client: APIClient = APIClient()) async -> String {
  let request = CommentRequest(id: 1)
  do {
    let comment = try await client.perform(request)
    return "\(comment.username): \(comment.text)"
  } catch {
    return "could not load comment 1: \(error)"
  }
}

func showComment(client: APIClient = APIClient(), then show: @escaping @Sendable (String) -> Void) {
  client.perform(CommentRequest(id: 1)) { result in
    switch result {
    case .success(let comment):
      show("\(comment.username): \(comment.text)")
    case .failure(let error):
      show("could not load comment 1: \(error)")
    }
  }
}

struct FirstCommentRequest: Request {
  typealias ResponseObject = Comment

  let id: Int

  func build() -> URLRequest {
    baseRequest(url: "http://example.com/api/comment/\(id)", method: "GET")
  }

  func parse(_ json: JSON) -> Decoded<Comment> {
    let comments = [Comment].decode(json)
    return comments.flatMap { comments -> Decoded<Comment> in
      guard let comment = comments.first else {
        return .failure(.custom("No comments returned!"))
      }
      return .success(comment)
    }
  }
}

struct WrappedCommentRequest: Request {
  typealias ResponseObject = Comment

  let id: Int

  func build() -> URLRequest {
    baseRequest(url: "http://example.com/api/v2/comment/\(id)", method: "GET")
  }

  func parse(_ json: JSON) -> Decoded<Comment> {
    json <| "comment"
  }
}

struct Commenter: Equatable {
  let username: String
  let karma: Int?
}

let decodeCommenter: DecodeFunction<Commenter> =
  succeed(curry(Commenter.init))
  |> required("username", string)
  |> optional("karma", int)

struct CommenterRequest: Request {
  let username: String
  let decodeResponse = decodeCommenter

  func build() -> URLRequest {
    baseRequest(url: "http://example.com/api/users/\(username)", method: "GET")
  }
}

struct WrappedCommenterRequest: Request {
  let username: String
  let decodeResponse = decodeCommenter

  func build() -> URLRequest {
    baseRequest(url: "http://example.com/api/v2/users/\(username)", method: "GET")
  }

  func parse(_ json: JSON) -> Decoded<Commenter> {
    required("user", decodeResponse)(json)
  }
}

struct DeleteCommentRequest: Request {
  typealias ResponseObject = NoContent

  let id: Int

  func build() -> URLRequest {
    baseRequest(url: "http://example.com/api/comment/\(id)", method: "DELETE")
  }
}

struct APIProblem: Decodable {
  let message: String

  static func decode(_ json: JSON) -> Decoded<APIProblem> {
    APIProblem.init <^> json <| "message"
  }
}

struct CheckedCommentRequest: Request {
  typealias ResponseObject = Comment
  typealias ErrorObject = APIProblem

  let id: Int

  func build() -> URLRequest {
    baseRequest(url: "http://example.com/api/comment/\(id)", method: "GET")
  }
}

func commentText(id: Int, client: APIClient = APIClient()) async -> String {
  do {
    let comment = try await client.perform(CheckedCommentRequest(id: id))
    return comment.text
  } catch .unacceptableStatus(404, _, let problem?) {
    return "no such comment: \(problem.message)"
  } catch .timedOut {
    return "the server is slow, try again later"
  } catch {
    return "failed: \(error)"
  }
}

struct CannedTransport: HTTPTransport {
  let response: HTTPResponse

  func send(_ request: URLRequest) async throws -> HTTPResponse {
    response
  }
}

func commentFromCannedResponse() async throws -> Comment {
  let body = Data(#"{"id": 1, "commentText": "Nice!", "username": "ann"}"#.utf8)
  let transport = CannedTransport(response: HTTPResponse(statusCode: 200, body: body))
  return try await APIClient(transport: transport).perform(CommentRequest(id: 1))
}

struct AuthorizingTransport: HTTPTransport {
  let token: String
  var base: any HTTPTransport = URLSessionTransport()

  func send(_ request: URLRequest) async throws -> HTTPResponse {
    var request = request
    request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
    return try await base.send(request)
  }
}

// MARK: - Running the samples

/// Sends the samples' `http://example.com/...` requests to a local test server instead,
/// and refuses any other address, so no test leaves 127.0.0.1.
private struct ExampleDotComTransport: HTTPTransport {
  let server: TestHTTPServer
  let base = URLSessionTransport(session: URLSession(configuration: .ephemeral))

  func send(_ request: URLRequest) async throws -> HTTPResponse {
    guard let url = request.url, url.scheme == "http", url.host == "example.com" else {
      throw URLError(.unsupportedURL)
    }
    var local = request
    local.url = server.url(url.path + (url.query.map { "?" + $0 } ?? ""))
    return try await base.send(local)
  }
}

/// Docs/HTTP.md, section by section: every Swift block of the guide is above, verbatim,
/// and each is run here against a local server standing in for example.com.
@Suite struct HTTPDocTests {
  typealias Route = TestHTTPServer.Route

  static let commentJSON = #"{"id": 1, "commentText": "Nice!", "username": "ann"}"#

  /// A client for the samples, and the server it talks to.
  private func client(_ routes: [String: Route]) throws -> (APIClient, TestHTTPServer) {
    let server = try TestHTTPServer(routes: routes)
    return (APIClient(transport: ExampleDotComTransport(server: server)), server)
  }

  @Test func everySwiftBlockOfTheGuideIsInThisFile() throws {
    let guide = try String(contentsOf: TestPaths.repositoryRoot.appendingPathComponent("Docs/HTTP.md"), encoding: .utf8)
    // swift-format sorts this file's own `import Testing` into the guide's import block.
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
      .replacingOccurrences(of: "import Testing\n", with: "")
    let blocks = TestPaths.fencedBlocks(in: guide, language: "swift")
    #expect(blocks.count == 12)
    for block in blocks {
      #expect(source.contains(block), "Docs/HTTP.md block not copied verbatim here:\n\(block)")
    }
  }

  @Test func basicUsage() async throws {
    let (client, server) = try client(["/api/comment/1": .json(Self.commentJSON)])
    defer { server.stop() }
    #expect(await showComment(client: client) == "ann: Nice!")
    #expect(server.requests.map(\.method) == ["GET"])
  }

  @Test func basicUsageWhenTheServerAnswers404() async throws {
    let page = "<html>\n  <body>Not here</body>\n</html>\n"
    let (client, server) = try client(["/api/comment/1": .html(page, status: 404, reason: "Not Found")])
    defer { server.stop() }
    #expect(
      await showComment(client: client)
        == "could not load comment 1: HTTP 404 Not Found, body: <html> <body>Not here</body> </html>")
  }

  @Test func basicUsageWithACompletionHandler() async throws {
    let (client, server) = try client(["/api/comment/1": .json(Self.commentJSON)])
    defer { server.stop() }
    let shown = await withCheckedContinuation { continuation in
      showComment(client: client) { continuation.resume(returning: $0) }
    }
    #expect(shown == "ann: Nice!")
  }

  @Test func customParseTakesTheFirstComment() async throws {
    let body = "[\(Self.commentJSON), {\"id\": 2, \"commentText\": \"Meh\", \"username\": \"bo\"}]"
    let (client, server) = try client(["/api/comment/1": .json(body)])
    defer { server.stop() }
    let comment = try await client.perform(FirstCommentRequest(id: 1))
    #expect((comment.id, comment.text, comment.username) == (1, "Nice!", "ann"))
  }

  @Test func customParseFailsWhenThereAreNoComments() async throws {
    let (client, server) = try client(["/api/comment/1": .json("[]")])
    defer { server.stop() }
    let error = await failure(of: FirstCommentRequest(id: 1), with: client)
    #expect(error?.description == "the body of HTTP 200 OK does not decode: No comments returned!")
  }

  @Test func customParseUnwrapsTheRootKey() async throws {
    let body = #"{"comment": \#(Self.commentJSON), "meta": {"version": 2}}"#
    let (client, server) = try client(["/api/v2/comment/1": .json(body)])
    defer { server.stop() }
    let comment = try await client.perform(WrappedCommentRequest(id: 1))
    #expect((comment.id, comment.text, comment.username) == (1, "Nice!", "ann"))
  }

  @Test func customParseReportsPathsFromTheRootKey() async throws {
    let body = #"{"comment": {"id": 1, "commentText": "Nice!"}}"#
    let (client, server) = try client(["/api/v2/comment/1": .json(body)])
    defer { server.stop() }
    let error = await failure(of: WrappedCommentRequest(id: 1), with: client)
    #expect(error?.description == "the body of HTTP 200 OK does not decode: comment.username: missing key")
  }

  @Test func pipelineDecoders() async throws {
    let (client, server) = try client(["/api/users/ann": .json(#"{"username": "ann", "karma": 12}"#)])
    defer { server.stop() }
    #expect(try await client.perform(CommenterRequest(username: "ann")) == Commenter(username: "ann", karma: 12))
  }

  @Test func pipelineDecodersUnderARootKey() async throws {
    let (client, server) = try client([
      "/api/v2/users/ann": .json(#"{"user": {"username": "ann"}}"#),
      "/api/v2/users/bo": .json(#"{"user": {"username": 42}}"#),
    ])
    defer { server.stop() }
    #expect(
      try await client.perform(WrappedCommenterRequest(username: "ann")) == Commenter(username: "ann", karma: nil))
    let error = await failure(of: WrappedCommenterRequest(username: "bo"), with: client)
    #expect(error?.description == "the body of HTTP 200 OK does not decode: user.username: expected String, found 42")
  }

  @Test func responsesWithNothingInThem() async throws {
    let (client, server) = try client(["/api/comment/3": Route(status: 204, reason: "No Content")])
    defer { server.stop() }
    #expect(try await client.perform(DeleteCommentRequest(id: 3)) == NoContent())
    #expect(server.requests.map(\.method) == ["DELETE"])
  }

  @Test func errorBodies() async throws {
    let (client, server) = try client([
      "/api/comment/1": .json(Self.commentJSON),
      "/api/comment/7": .json(#"{"message": "no comment 7"}"#, status: 404, reason: "Not Found"),
      "/api/comment/8": .html("<h1>Bad gateway</h1>", status: 502, reason: "Bad Gateway"),
    ])
    defer { server.stop() }
    #expect(await commentText(id: 1, client: client) == "Nice!")
    #expect(await commentText(id: 7, client: client) == "no such comment: no comment 7")
    #expect(await commentText(id: 8, client: client) == "failed: HTTP 502 Bad Gateway, body: <h1>Bad gateway</h1>")
  }

  @Test func errorBodiesWhenTheServerIsSlow() async {
    let client = APIClient(transport: CannedTransport(response: HTTPResponse(statusCode: 200)))
    let slow = APIClient(transport: StubTransport(throwing: URLError(.timedOut)))
    #expect(await commentText(id: 1, client: slow) == "the server is slow, try again later")
    #expect(
      await commentText(id: 1, client: client)
        == "failed: the body of HTTP 200 OK is empty, but the request expects JSON")
  }

  @Test func errorsTableShowsTheRealDescriptions() throws {
    struct NoBaseURL: Error, CustomStringConvertible {
      var description: String { "no base URL configured" }
    }
    let guide = try String(contentsOf: TestPaths.repositoryRoot.appendingPathComponent("Docs/HTTP.md"), encoding: .utf8)
    let rows = guide.components(separatedBy: "\n").filter { $0.hasPrefix("| `") }
    let documented = rows.map { row in
      String(row.split(separator: "|").last!.trimmingCharacters(in: .whitespaces).dropFirst().dropLast())
    }
    let refused = URLError(
      .cannotConnectToHost, userInfo: [NSLocalizedDescriptionKey: "Failed to connect to 127.0.0.1 port 9"])
    let syntaxError = JSONSyntaxError(offset: 0, line: 1, column: 1, message: "expected a value, found '<'")
    let errors: [HTTPError<APIProblem>] = [
      .invalidRequest(NoBaseURL()),
      .transport(refused),
      .timedOut(0.4),
      .cancelled,
      .unacceptableStatus(404, body: #"{"message": "gone"}"#, errorBody: APIProblem(message: "gone")),
      .emptyBody(status: 200),
      .invalidJSON(syntaxError, status: 200, body: "<html>"),
      .decoding(DecodeError(.missingKey("text"), at: ["comments", 0, "text"]), status: 200),
    ]
    #expect(documented == errors.map(\.description))
  }

  @Test func errorsListEveryBadFieldOnItsOwnLine() throws {
    let guide = try String(contentsOf: TestPaths.repositoryRoot.appendingPathComponent("Docs/HTTP.md"), encoding: .utf8)
    let documented = try #require(TestPaths.fencedBlocks(in: guide, language: "text").first)
    let body = #"{"id": "1", "title": "Hello", "author": {"name": 42}, "tags": ["a", 7]}"#
    let error = failure(of: ArticleRequest(), on: .text(200, body))
    #expect(error.map { $0.description + "\n" } == documented)
  }

  @Test func swappingTheTransport() async throws {
    let comment = try await commentFromCannedResponse()
    #expect((comment.id, comment.text, comment.username) == (1, "Nice!", "ann"))
  }

  @Test func aTransportWrappingAnother() async throws {
    let server = try TestHTTPServer(routes: ["/api/comment/1": .json(Self.commentJSON)])
    defer { server.stop() }
    let transport = AuthorizingTransport(token: "s3cret", base: ExampleDotComTransport(server: server))
    _ = try await APIClient(transport: transport).perform(CommentRequest(id: 1))
    #expect(server.requests.map { $0.headers["authorization"] } == ["Bearer s3cret"])
  }
}
