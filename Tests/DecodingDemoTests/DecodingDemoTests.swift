import Decoding
import DecodingPipeline
import Foundation
import Testing

@testable import DecodingDemo

@Test func withoutArgumentsDecodesTheSamplesInBothStylesAndReportsErrors() {
  let outcome = DecodingDemo.run([])
  #expect(outcome.status == 0)
  #expect(outcome.errorOutput == "")
  #expect(
    outcome.output == #"""
      Decoding a page of users in Argo's operator style:
        curry(User.init) <^> json <| "id" <*> json <| "name" <*> json <|? "email" <*> …
        page 1: 2 of 5 users, 2 per page, next cursor "c2VyaWFsOjI="
        #1 Ada Lovelace <ada@example.com>, admin, joined 2024-03-01T09:30:00Z
           tags: math, engines
           bio: Wrote the first program.
           website: https://ada.example.com
           location: London
        #2 Grace Hopper (no email), member, joined 2024-04-15T17:05:00Z
           tags: none
           bio: none
           website: none
           location: Arlington

      The same page in the pipeline style:
        decode(User.init) |> required("id", int) |> required("name", string) |> optional("email", string) |> …
        (the pipeline style gives an equal value)

      A broken page: every problem is reported at once, each with its path:
        data.users[0].id: expected Int, found "1"
        data.users[0].role: expected Role (one of "admin", "member"), found "owner"
        data.users[1].email: expected String, found 42
        data.users[1].joined_at: expected ISO 8601 date-time such as "2024-05-01T12:00:00Z", found "yesterday"
        data.users[1].tags[1]: expected String, found 1906
        meta.total: missing key
        (the pipeline style gives the same errors)

      A page that is not valid JSON: the error gives the line and column:
        invalid JSON: line 6, column 9: expected ',' or '}' after object member, found '"'
        (the pipeline style gives the same errors)

      Run it on your own file: swift run decoding-demo path/to/file.json

      """#
  )
}

@Test func bothStylesDecodeTheSampleToTheSameValue() throws {
  let operators: Decoded<UsersPage> = decode(parsing: SampleDocuments.usersPage)
  let pipeline = decodeJSON(SampleDocuments.usersPage, with: decodeUsersPage)
  let page = try #require(operators.value)
  #expect(pipeline == operators)
  #expect(page.users.map(\.name) == ["Ada Lovelace", "Grace Hopper"])
  #expect(page.users[1].email == nil)
  #expect(page.users[0].joinedAt == Date(timeIntervalSince1970: 1_709_285_400))
  #expect(page.users[0].profile.website == URL(string: "https://ada.example.com"))
}

/// A temporary file holding `text`, removed by the caller.
private func temporaryFile(_ text: String) throws -> String {
  let path = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID().uuidString).json").path
  try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  return path
}

@Test func withAFileSummarisesItsShape() throws {
  let path = try temporaryFile(#"{"users": [{"id": 1, "admin": true, "email": null}, {"id": 2, "tags": ["a", "b"]}]}"#)
  defer { try? FileManager.default.removeItem(atPath: path) }
  let outcome = DecodingDemo.run([path])
  #expect(outcome.status == 0)
  #expect(outcome.errorOutput == "")
  #expect(
    outcome.output == """
      \(path): valid JSON
        size      83 bytes
        objects    3
        arrays     2
        strings    2
        numbers    2
        booleans   1
        nulls      1
        max depth  4

      """
  )
}

@Test func withAnInvalidFileReportsLineAndColumnAndFails() throws {
  let path = try temporaryFile("{\n  \"id\": 1,\n  \"name\": \"Ada\"\n  \"email\": null\n}\n")
  defer { try? FileManager.default.removeItem(atPath: path) }
  let outcome = DecodingDemo.run([path])
  #expect(outcome.status == 1)
  #expect(outcome.output == "")
  #expect(
    outcome.errorOutput
      == "\(path): invalid JSON: line 4, column 3: expected ',' or '}' after object member, found '\"'\n"
  )
}

/// A file that cannot be read is named with the system's reason, and the run fails.
@Test(arguments: [
  ("/nonexistent/file.json", "No such file or directory"),
  ("/", "Is a directory"),
  ("/dev/null/file.json", "Not a directory"),
  ("/" + String(repeating: "n", count: 300) + ".json", "File name too long"),
])
func withAnUnreadableFileGivesTheReasonAndFails(path: String, reason: String) {
  let outcome = DecodingDemo.run([path])
  #expect(outcome.status == 1)
  #expect(outcome.output == "")
  #expect(outcome.errorOutput == "\(path): cannot read the file: \(reason)\n")
}

@Test(arguments: [["--help"], ["-h"]])
func helpPrintsUsage(arguments: [String]) {
  let outcome = DecodingDemo.run(arguments)
  #expect(outcome.status == 0)
  #expect(outcome.output.hasPrefix("usage: decoding-demo [FILE.json ...]\n"))
}

@Test func anUnknownOptionIsAUsageError() {
  let outcome = DecodingDemo.run(["--verbose"])
  #expect(outcome.status == 2)
  #expect(outcome.output == "")
  #expect(outcome.errorOutput.hasPrefix("decoding-demo: unknown option --verbose\nusage: decoding-demo"))
}
