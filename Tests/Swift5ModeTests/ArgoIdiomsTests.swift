// Idioms of public Argo 4 models that must compile and decode unchanged (issue 26), in the
// Swift 5 language mode with warnings as errors, as Argo-era code is built.

import Curry
import Decoding
import DecodingTestExtensions
import Foundation
import Testing

/// Argo code's own date helper, giving a `Decoded<Date>` after `>>-`.
func toDate(_ seconds: Double) -> Decoded<Date> {
  seconds >= 0 ? .success(Date(timeIntervalSince1970: seconds)) : .customError("negative time \(seconds)")
}

struct Release: Equatable {
  let id: Int
  let updatedAt: Date?
}

extension Release: Decodable {
  static func decode(_ json: JSON) -> Decoded<Release> {
    curry(Release.init)
      <^> json <| "id"
      <*> .optional(json <| "updated_at" >>- toDate)
  }
}

@Suite struct ArgoIdiomsTests {
  @Test(arguments: [
    (#"{"id": 1, "updated_at": 60}"#, "success(Release(id: 1, updatedAt: Optional(1970-01-01 00:01:00 +0000)))"),
    (#"{"id": 1}"#, "success(Release(id: 1, updatedAt: nil))"),
    (#"{"id": 1, "updated_at": "soon"}"#, #"failure(updated_at: expected Double, found "soon")"#),
    (#"{"id": 1, "updated_at": -1}"#, "failure(negative time -1.0)"),
  ])
  func optionalAsAnImplicitMember(text: String, expected: String) {
    let decoded: Decoded<Release> = decode(parsing: text)
    #expect(decoded.description == expected)
  }

  @Test func optionalSpelledWithItsType() {
    let missing: Decoded<Int> = .missingKey("id")
    #expect(Decoded.optional(missing) == .success(nil))
    #expect(Decoded<Int>.optional(missing) == .success(nil))
  }

  /// `DecodingTestExtensions` declares `Date.decode` and `URL.decode` of its own, as an
  /// app's module that had `extension Date: Argo.Decodable` does; here, importing both, the
  /// calls are not ambiguous and reach that module's, as they did with Argo.
  @Test func anotherModulesOwnDecodeOfAFoundationType() {
    #expect(Date.decode(60).value == Date(timeIntervalSince1970: 60))
    #expect(URL.decode("x").error?.description == "custom URL decoding")
    let member: Decoded<Date> = JSON.object(["at": "1970-01-01T00:01:00Z"]) <| "at"
    #expect(member.value == Date(timeIntervalSince1970: 60))
  }

  @Test(arguments: [
    ("12", "Optional(12) Optional(12) Optional(12) 12.0 12.0 12"),
    ("2.5", "nil nil nil 2.5 2.5 2.5"),
    ("-1", "Optional(-1) nil Optional(-1) -1.0 -1.0 -1"),
    ("3000000000", "Optional(3000000000) Optional(3000000000) nil 3000000000.0 3e+09 3000000000"),
  ])
  func numberPayloadAccessors(text: String, expected: String) throws {
    guard case .number(let n) = try JSON(parsing: Data(text.utf8)) else {
      Issue.record("not a number: \(text)")
      return
    }
    let values = "\(n.intValue as Any) \(n.uintValue as Any) \(n.int32Value as Any)"
    #expect("\(values) \(n.doubleValue) \(n.floatValue) \(n.stringValue)" == expected)
  }
}
