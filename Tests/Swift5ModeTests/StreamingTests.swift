// Streaming and the JSON Lines writer in the Swift 5 language mode: a decoder and an encoder
// that are plain closures, not `@Sendable` ones, and an async consumer capturing a local
// variable, must compile without a warning.

import Decoding
import DecodingPipeline
import Foundation
import Testing

@Suite struct StreamingTests {
  @Test func recordsGoOutAndComeBackWithPlainClosures() async throws {
    let authors = [Author(id: 1, name: "Ann", email: nil), Author(id: 2, name: "Bo", email: "bo@example.com")]
    let encodeAuthor = { (author: Author, output: inout JSONOutput) throws in
      try output.writeObject { object in
        try object.member("id", author.id)
        try object.member("name", author.name)
        try object.member("email", author.email)
      }
    }
    var text = ""
    let count = try await JSONLinesWriter(encoder: encodeAuthor).write(authors) { chunk in
      text += String(decoding: chunk, as: UTF8.self)
    }
    #expect(count == 2)
    let decodeAuthor = { (json: JSON) in Author.decode(json) }
    var read: [Author] = []
    try JSONStream(Data(text.utf8)).records(decodedBy: decodeAuthor).forEachRecord { read.append($0) }
    #expect(read == authors)
  }
}
