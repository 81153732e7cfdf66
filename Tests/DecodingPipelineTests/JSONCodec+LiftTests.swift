import Decoding
import DecodingPipeline
import Foundation
import Testing

// `codec(make, field, …)` against the `|>` codec it replaces: the same decoder, failures
// included, and the same bytes written, fields in the order given.

private struct Author: Equatable {
  let name: String
  let id: Int64
}

private struct Post: Equatable {
  let title: String
  let score: Double
  let author: Author
  let editor: Author?
  let email: String?
  let tags: [String]
  let published: Bool
}

private let authorCodec = codec(Author.init, required("name", \.name, string), required("id", \.id, int64))

private let pipedPostCodec =
  codec(Post.init)
  |> required("title", \.title, string)
  |> required("score", \.score, double)
  |> required("author", \.author, authorCodec)
  |> optional("editor", \.editor, authorCodec)
  |> optional("email", \.email, string)
  |> required("tags", \.tags, array(string), Encode.array(Encode.string))
  |> required("published", \.published, bool)

private let postCodec = codec(
  Post.init,
  required("title", \.title, string),
  required("score", \.score, double),
  required("author", \.author, authorCodec),
  optional("editor", \.editor, authorCodec),
  optional("email", \.email, string),
  required("tags", \.tags, array(string), Encode.array(Encode.string)),
  required("published", \.published, bool))

@Test(arguments: [
  #"{"title": "T", "score": 1.5, "author": {"name": "A", "id": 1}, "tags": ["x"], "published": true}"#,
  #"{"title": 1, "score": "s", "author": {"id": "1"}, "editor": 3, "email": [], "tags": [2], "published": null}"#,
  #"{"published": true}"#,
  "[]",
])
func theOneCallCodecDecodesAsTheStepByStepOne(_ document: String) throws {
  let json = try JSON(parsing: document)
  #expect("\(postCodec.decode(json))" == "\(pipedPostCodec.decode(json))")
}

@Test func theOneCallCodecReportsEveryBrokenField() throws {
  let json = try JSON(parsing: #"{"title": 1, "score": 2, "author": {"name": "A"}, "tags": "x", "published": 0}"#)
  #expect(
    postCodec.decode(json).error == pipedPostCodec.decode(json).error
      && postCodec.decode(json).error != nil)
}

@Test func theOneCallCodecWritesTheFieldsInTheOrderGiven() throws {
  let post = Post(
    title: "Hello", score: 2.5, author: Author(name: "Ada", id: 7), editor: nil, email: "a@example.com",
    tags: ["swift", "json"], published: true)
  let written = String(decoding: try postCodec.encodedData(post), as: UTF8.self)
  #expect(
    written
      == #"{"title":"Hello","score":2.5,"author":{"name":"Ada","id":7},"email":"a@example.com","#
      + #""tags":["swift","json"],"published":true}"#)
  #expect(try postCodec.encodedData(post) == pipedPostCodec.encodedData(post))
  #expect(postCodec.decode(try JSON(parsing: written)) == .success(post))
}
