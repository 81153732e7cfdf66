import Decoding
import DecodingHTTP
import DecodingPipeline
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A non-`Decodable` error body, given to requests as a decode function.
struct Problem: Equatable {
  let detail: String
}

/// The pipeline decoder of ``Problem``.
let decodeProblem: DecodeFunction<Problem> =
  succeed(Problem.init)
  |> required("detail", string)

/// A list response: `[Article]` is `Decodable` because `Article` is.
struct ArticlesRequest: Request {
  typealias ResponseObject = [Article]

  func build() -> URLRequest {
    URLRequest(url: URL(string: "http://127.0.0.1/articles")!)
  }
}

/// An error body given as a decode function; `ErrorObject` is inferred from it.
struct ProblemReportingRequest: Request {
  let decodeResponse = decodePerson
  let decodeErrorBody: DecodeFunction<Problem>? = decodeProblem

  func build() -> URLRequest {
    URLRequest(url: URL(string: "http://127.0.0.1/person")!)
  }
}

/// The defaults a `Request` gets from its associated types.
@Suite struct RequestDefaultsTests {
  @Test func defaultParseIsTheDecodeFunction() {
    let json: JSON = ["name": "Bob", "email": "bob@example.com"]
    #expect(PersonRequest().parse(json) == .success(Person(name: "Bob", email: "bob@example.com")))
    #expect(PersonRequest().parse(json) == decodePerson(json))
  }

  @Test func aDecodableErrorTypeGetsItsDecodeFunctionByDefault() throws {
    let decodeErrorBody = try #require(ArticleRequest().decodeErrorBody)
    #expect(decodeErrorBody(["message": "x"]) == .success(APIError(message: "x")))
    #expect(PlainArticleRequest().decodeErrorBody == nil)
  }

  @Test func emptyResponseIsNilUnlessTheResponseIsNoContent() {
    #expect(ArticleRequest().emptyResponse == nil)
    #expect(DeleteArticleRequest().emptyResponse == NoContent())
  }

  @Test func anArrayOfDecodableModelsIsAResponseObject() throws {
    let body =
      #"[{"id": 1, "title": "A", "author": {"name": "Ann"}}, {"id": 2, "title": "B", "author": {"name": "Bo"}}]"#
    let articles = try ArticlesRequest().responseObject(from: .text(200, body))
    #expect(articles.map(\.title) == ["A", "B"])
  }

  @Test func anErrorBodyCanBeGivenAsADecodeFunction() {
    let error = failure(of: ProblemReportingRequest(), on: .text(422, #"{"detail": "name is taken"}"#))
    guard case .unacceptableStatus(422, _, let problem?) = error else {
      Issue.record("expected a 422 with a problem, got \(String(describing: error))")
      return
    }
    #expect(problem == Problem(detail: "name is taken"))
  }

  @Test func anErrorBodyThatDoesNotDecodeLeavesOnlyTheExcerpt() {
    let error = failure(of: ProblemReportingRequest(), on: .text(422, #"{"message": "name is taken"}"#))
    guard case .unacceptableStatus(422, #"{"message": "name is taken"}"#, nil) = error else {
      Issue.record("expected a 422 without a problem, got \(String(describing: error))")
      return
    }
  }
}
