import Decoding
import DecodingPipeline
import Foundation
import Testing

private enum Plan: Equatable, Sendable, JSONEncodable, UnknownCaseRepresentable {
  case free, pro
  case unknown(String)

  init?(rawValue: String) {
    switch rawValue {
    case "free": self = .free
    case "pro": self = .pro
    default: return nil
    }
  }

  var rawValue: String {
    switch self {
    case .free: "free"
    case .pro: "pro"
    case .unknown(let raw): raw
    }
  }
}

private struct Account: Equatable, Sendable {
  let id: Int
  let retries: Int
  let plan: Plan
}

private let accountCodec =
  codec(Account.init)
  |> required("id", \.id, coerced(int), Encode.stringForm())
  |> defaulted("retries", \.retries, int, 3)
  |> required("plan", \.plan, rawRepresentable(Plan.self, unknown: Plan.unknown))

@Suite struct JSONCodecDefaultsTests {
  @Test(arguments: [
    (#"{"id": "7", "plan": "pro"}"#, #"{"id":"7","retries":3,"plan":"pro"}"#),
    (#"{"id": 7, "retries": 5, "plan": "enterprise"}"#, #"{"id":"7","retries":5,"plan":"enterprise"}"#),
  ])
  func aDefaultAnUnknownCaseAndAStringFormRoundTrip(document: String, written: String) throws {
    let account = try decodeJSON(document, with: accountCodec.decode).dematerialize()
    let text = try Encode.text(account, accountCodec.encode)
    #expect(text == written)
    #expect(decodeJSON(text, with: accountCodec.decode) == .success(account))
  }

  @Test func aCodecFailsAsThePipelineDoes() {
    let document = #"{"id": "seven", "retries": null, "plan": 1}"#
    #expect(
      decodeJSON(document, with: accountCodec.decode).error?.description == """
        id: expected Int or Int as a string, found "seven"
        retries: expected Int, found null
        plan: expected Plan, found 1
        """)
  }
}
