import Testing

@testable import DocSamplesKit

@Test(arguments: [
  ("struct User {\n  let id: Int\n}", SamplePlacement.declarations),
  (
    "import Decoding\n\nextension User: Decodable {\n  static func decode(_ json: JSON) -> Decoded<User> {\n"
      + "    print(json)\n  }\n}", .declarations
  ),
  ("let decodeUser = decode(User.init)\n  |> required(\"id\", int)\n  |> optional(\"email\", string)", .declarations),
  ("let decoded: Decoded<User> =\n  decode(json)", .declarations),
  ("@MainActor public final class Cache {}\nprivate let shared = Cache()", .declarations),
  ("enum Role: String, Decodable {\n  case admin, member\n}\ntypealias Roles = [Role]", .declarations),
  ("let email: String?\nprint(email)", .statements),
  ("let user: Decoded<User> = decode(json)\nprint(user)", .statements),
  ("let json = try JSON(parsing: text)", .statements),
  ("let users = await client.perform(request)", .statements),
  ("print(\"let x = 1\")", .statements),
  ("switch decoded {\ncase .success(let user): print(user)\ncase .failure(let error): print(error)\n}", .statements),
  ("let text = \"\"\"\n  {\"id\": 1}\n  print(\"inside a string\")\n  \"\"\"", .declarations),
  ("let message = \"\\(values[\"a\"]) and )\"\nfoo()", .statements),
  ("/* a comment\nprint(1) */\nlet x = 1", .declarations),
  ("let x = 1 // print(x)", .declarations),
  (
    "import Foundation\n#if canImport(FoundationNetworking)\n  import FoundationNetworking\n#endif\nstruct A {}",
    .declarations
  ),
  ("#if DEBUG\nprint(1)\n#endif", .statements),
])
func classifiesSamples(source: String, placement: SamplePlacement) {
  let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  #expect(SampleClassifier.placement(of: lines) == placement, "\(source)")
}
