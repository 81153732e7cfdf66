import Decoding
import DecodingHTTP
import DecodingPipeline
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// The round trip of a structured output: the codec's strict schema goes in the request body
// to a loopback server playing the language model, and the reply comes back through the same
// codec, or fails with the usual error and its path.

private enum Sentiment: String, CaseIterable, JSONEncodable, Sendable {
  case positive, neutral, negative
}

private struct Review: Equatable, Sendable {
  let sentiment: Sentiment
  let summary: String
  let score: Int
  let caveat: String?
}

private let reviewCodec = codec(
  Review.init,
  required("sentiment", \.sentiment, rawRepresentable(Sentiment.self)),
  required("summary", \.summary, string).described("The review in one sentence."),
  required("score", \.score, int).described("From 1 to 5."),
  optional("caveat", \.caveat, string)
)

/// A response-format request, as OpenAI's Responses API takes one.
private struct ReviewRequest: Request {
  let url: URL
  let schema: JSON
  let decodeResponse = reviewCodec.decode

  var body: RequestBody? {
    .json([
      "model": "any",
      "input": "Review: great sound, short battery.",
      "text": ["format": ["type": "json_schema", "name": "review", "strict": true, "schema": schema]],
    ])
  }

  func build() -> URLRequest {
    var request = URLRequest(url: url, timeoutInterval: 10)
    request.httpMethod = "POST"
    return request
  }
}

@Suite struct StructuredOutputTests {
  @Test func theCodecsSchemaGoesOutAndTheReplyComesBackThroughTheCodec() async throws {
    let reply = #"{"sentiment":"positive","summary":"Great sound, short battery.","score":4,"caveat":null}"#
    let server = try TestHTTPServer(routes: ["/v1/responses": .json(reply)])
    defer { server.stop() }
    let schema = try reviewCodec.schema(.strict)
    let review = try await APIClient.local.perform(ReviewRequest(url: server.url("/v1/responses"), schema: schema))
    #expect(review == Review(sentiment: .positive, summary: "Great sound, short battery.", score: 4, caveat: nil))
    let sent = try JSON(parsing: try #require(server.requests.first).body)
    #expect(sent["text"]?["format"]?["schema"] == schema)
    #expect(schema["required"] == ["sentiment", "summary", "score", "caveat"])
  }

  @Test func aReplyThatBreaksTheSchemaFailsWithEveryPath() async throws {
    let reply = #"{"sentiment":"upbeat","summary":"Fine.","score":"4"}"#
    let server = try TestHTTPServer(routes: ["/v1/responses": .json(reply)])
    defer { server.stop() }
    let request = ReviewRequest(url: server.url("/v1/responses"), schema: try reviewCodec.schema(.strict))
    do {
      _ = try await APIClient.local.perform(request)
      Issue.record("a reply that breaks the schema decoded")
    } catch let error as HTTPError<ReviewRequest.ErrorObject> {
      guard case .decoding(let failure, status: 200) = error else {
        Issue.record("not a decoding error: \(error)")
        return
      }
      #expect(
        failure.description
          == "sentiment: expected Sentiment (one of \"positive\", \"neutral\", \"negative\"), found \"upbeat\"\n"
          + "score: expected Int, found \"4\"")
    }
  }
}
