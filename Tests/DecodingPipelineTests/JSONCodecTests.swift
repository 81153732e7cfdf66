import Curry
import Decoding
import DecodingPipeline
import DecodingTestSupport
import Foundation
import Testing

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

private let authorCodec = codec(Author.init) |> required("name", \.name, string) |> required("id", \.id, int64)

private let postCodec =
  codec(Post.init)
  |> required("title", \.title, string)
  |> required("score", \.score, double)
  |> required("author", \.author, authorCodec)
  |> optional("editor", \.editor, authorCodec)
  |> optional("email", \.email, string)
  |> required("tags", \.tags, array(string), Encode.array(Encode.string))
  |> required("published", \.published, bool)

private let postPipeline =
  decode(Post.init)
  |> required("title", string)
  |> required("score", double)
  |> required("author", decode(Author.init) |> required("name", string) |> required("id", int64))
  |> optional("editor", decode(Author.init) |> required("name", string) |> required("id", int64))
  |> optional("email", string)
  |> required("tags", array(string))
  |> required("published", bool)

private struct RandomPosts {
  var random: RandomJSON

  mutating func author() -> Author {
    Author(name: random.string(), id: Int64(bitPattern: random.generator.next()))
  }

  mutating func post() -> Post {
    let next = random.generator.next()
    return Post(
      title: random.string(), score: Double(Int64(bitPattern: next) >> 11) / 1024, author: author(),
      editor: next & 1 == 0 ? nil : author(), email: next & 2 == 0 ? nil : random.string(),
      tags: (0..<Int(next >> 60)).map { _ in random.string() }, published: next & 4 == 0)
  }
}

@Suite struct JSONCodecTests {
  @Test func decodeEncodeIsIdentityOnSeededValues() throws {
    var posts = RandomPosts(random: RandomJSON(seed: 28))
    for _ in 0..<300 {
      let post = posts.post()
      let data = try postCodec.encodedData(post)
      #expect(decodeJSON(data, with: postCodec.decode).value == post)
    }
  }

  @Test func encodeDecodeIsIdentityOnADocumentReadInFull() throws {
    let text = #"""
      {"title":"T","score":129.9,"author":{"name":"A","id":-9223372036854775808},"editor":{"name":"E","id":1},\#
      "email":"e@x","tags":["a","b/c"],"published":true}
      """#
    let document = try JSON(parsing: text)
    let post = try #require(postCodec.decode(document).value)
    let written = try postCodec.encodedData(post)
    #expect(String(decoding: written, as: UTF8.self) == text)
    #expect(try JSON(parsing: written) == document)
  }

  @Test func nilOptionalsAreLeftOut() throws {
    let post = Post(
      title: "t", score: 0.1, author: Author(name: "a", id: 1), editor: nil, email: nil, tags: [], published: false)
    #expect(
      String(decoding: try postCodec.encodedData(post), as: UTF8.self)
        == #"{"title":"t","score":0.1,"author":{"name":"a","id":1},"tags":[],"published":false}"#)
  }

  @Test(arguments: [
    #"{"title":1,"score":"x","author":{"name":"a"},"tags":[],"published":true}"#,
    #"{"title":"t","score":1,"author":{"name":"a","id":1},"editor":{"id":"z"},"tags":[2],"published":1}"#,
    #"[]"#,
  ])
  func decodingFailsAsThePipelineDoes(text: String) throws {
    let document = try JSON(parsing: text)
    #expect("\(postCodec.decode(document))" == "\(postPipeline(document))")
    #expect(postCodec.decode(document).error != nil)
  }

  @Test func anEncodingErrorNamesThePath() {
    let post = Post(
      title: "t", score: .infinity, author: Author(name: "a", id: 1), editor: nil, email: nil, tags: [],
      published: false)
    #expect(throws: JSONEncodingError(path: ["score"], reason: "infinity cannot be written as JSON")) {
      try postCodec.encodedData(post)
    }
  }

  @Test func aCodecOfADecoderAndAnEncoder() throws {
    let millis = JSONCodec<Date, Date>(
      decode: date(.millisecondsSince1970),
      encode: { date, output in output.write(Int64(date.timeIntervalSince1970 * 1000)) })
    let date = Date(timeIntervalSince1970: 1.25)
    let data = try millis.encodedData(date)
    #expect(String(decoding: data, as: UTF8.self) == "1250")
    #expect(decodeJSON(data, with: millis.decode).value == date)
  }
}
