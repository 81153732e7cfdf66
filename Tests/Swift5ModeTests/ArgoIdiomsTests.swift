// Idioms of public Argo 4 models that must compile and decode unchanged, in the
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

/// Argo code's own URL helper, giving a `Decoded<URL>` (not `URL?`) after `>>-`.
func toURL(_ text: String) -> Decoded<URL> {
  URL(string: text).map(Decoded.success) ?? .customError("not a URL: \(text)")
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

/// Nine parameters, the first arity where `curry` returns a `Curried`; `htmlURL` is a `URL?`
/// fed a `Decoded<URL>`.
struct Ticket: Equatable {
  let id: Int
  let number: Int
  let title: String
  let state: String
  let body: String?
  let comments: Int
  let locked: Bool
  let labels: [String]
  let htmlURL: URL?
}

extension Ticket: Decodable {
  static func decode(_ j: JSON) -> Decoded<Ticket> {
    let f = curry(Ticket.init)
    return f
      <^> j <| "id"
      <*> j <| "number"
      <*> j <| "title"
      <*> j <| "state"
      <*> j <|? "body"
      <*> j <| "comments"
      <*> j <| "locked"
      <*> j <|| "labels"
      <*> (j <| "html_url" >>- toURL)
  }
}

/// The same at 20 parameters, with the converted step in the middle.
struct WideIssue: Equatable {
  let a1: Int, a2: Int, a3: Int, a4: Int, a5: Int, a6: Int, a7: Int, a8: Int, a9: Int
  let link: URL?
  let b1: Int, b2: Int, b3: Int, b4: Int, b5: Int, b6: Int, b7: Int, b8: Int, b9: Int, b10: Int
}

extension WideIssue: Decodable {
  static func decode(_ j: JSON) -> Decoded<WideIssue> {
    let f = curry(WideIssue.init)
    return f
      <^> j <| "a" <*> j <| "a" <*> j <| "a" <*> j <| "a" <*> j <| "a" <*> j <| "a" <*> j <| "a"
      <*> j <| "a" <*> j <| "a"
      <*> (j <| "link" >>- toURL)
      <*> j <| "b" <*> j <| "b" <*> j <| "b" <*> j <| "b" <*> j <| "b" <*> j <| "b" <*> j <| "b"
      <*> j <| "b" <*> j <| "b" <*> j <| "b"
  }
}

/// An Argo-era helper with its `[T]` twin deleted (Docs/Migrating.md): arrays come
/// through it too, since `[T]` is `Decodable`.
private func decode<T: Decodable>(_ j: JSON) -> T? where T == T.DecodedType {
  T.decode(j).value
}

/// The same helper returning a `Result`, its `[T]` twin deleted too.
private func decode<T: Decodable>(_ j: JSON) -> Result<T, DecodeError> where T == T.DecodedType {
  T.decode(j).result
}

@Suite struct ArgoIdiomsTests {
  @Test(arguments: [
    (#"{"id": 1, "updated_at": 60}"#, "success(Release(id: 1, updatedAt: Optional(1970-01-01 00:01:00 +0000)))"),
    (#"{"id": 1}"#, "success(Release(id: 1, updatedAt: nil))"),
    (#"{"id": 1, "updated_at": "soon"}"#, #"failure(updated_at: expected Double, found "soon")"#),
    (#"{"id": 1, "updated_at": -1}"#, "failure(updated_at: negative time -1.0)"),
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

  @Test(arguments: [
    (#""https://example.com/1""#, "Optional(https://example.com/1)"),
    (#""""#, "html_url: not a URL: "),
    ("3", "html_url: expected String, found 3"),
  ])
  func wideCurryKeptInALet(link: String, expected: String) {
    let text = """
      {"id": 1, "number": 2, "title": "T", "state": "open", "comments": 0, "locked": false,
       "labels": ["bug"], "html_url": \(link)}
      """
    let decoded: Decoded<Ticket> = decode(parsing: text)
    #expect(decoded.value.map { "\($0.htmlURL as Any)" } ?? decoded.error?.description ?? "" == expected)
  }

  @Test func twentyParametersKeptInALet() {
    let decoded: Decoded<WideIssue> = decode(parsing: #"{"a": 1, "b": 2, "link": "https://example.com"}"#)
    #expect(decoded.value?.link == URL(string: "https://example.com"))
    #expect(decoded.value?.b10 == 2)
    let broken: Decoded<WideIssue> = decode(parsing: #"{"a": 1, "b": 2, "link": 7}"#)
    #expect(broken.error?.description == "link: expected String, found 7")
  }

  /// `<|` for an optional parameter still decodes `null` as `nil`: Decoding's `>>-` and
  /// `<|` are chosen over the optional `>>-` wherever they fit.
  @Test func plainStepsStillChooseTheGenericOverloads() {
    let text = """
      {"id": 1, "number": 2, "title": "T", "state": "open", "body": null, "comments": 0,
       "locked": false, "labels": [], "html_url": "https://example.com"}
      """
    let decoded: Decoded<Ticket> = decode(parsing: text)
    #expect(decoded.value?.body == nil)
    #expect(decoded.error == nil)
    let bound: Decoded<URL> = JSON.string("https://example.com") <| [String]() >>- toURL
    #expect(bound.value == URL(string: "https://example.com"))
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
  @Test func helperWithoutItsArrayTwinDecodesOneValueAndArrays() {
    let one: Release? = decode(["id": 1])
    let many: [Release]? = decode([["id": 1], ["id": 2]])
    let failed: Result<[Release], DecodeError> = decode([["id": 1], ["id": "2"]])
    let single: Result<Release, DecodeError> = decode(["id": 3])
    #expect(one == Release(id: 1, updatedAt: nil))
    #expect(many?.map(\.id) == [1, 2])
    guard case .failure(let error) = failed else {
      Issue.record("decoded \(failed)")
      return
    }
    #expect(error.description == #"[1].id: expected Int, found "2""#)
    #expect((try? single.get())?.id == 3)
  }

  /// What Migrating.md says to write instead of `n as! NSNumber`.
  @Test func numberPayloadAsAFoundationNumber() throws {
    guard case .number(let n) = try JSON(parsing: Data("9007199254740993".utf8)) else {
      Issue.record("not a number")
      return
    }
    #expect(n.int64Value.map { NSNumber(value: $0) } == NSNumber(value: 9_007_199_254_740_993 as Int64))
    #expect(NSNumber(value: n.doubleValue) == NSNumber(value: 9_007_199_254_740_992.0))
  }
}
