import Curry
import Testing

@testable import Decoding

private struct Settings: Equatable {
  let retries: Int
  let verbose: Bool
}

@Suite struct JSONDefaultsTests {
  @Test(arguments: [
    (JSON.object(["retries": 5]), false, "success(5)"),
    (JSON.object([:]), false, "success(3)"),
    (JSON.object(["retries": .null]), false, "failure(retries: expected Int, found null)"),
    (JSON.object(["retries": .null]), true, "success(3)"),
    (JSON.object(["retries": "5"]), false, #"failure(retries: expected Int, found "5")"#),
    (JSON.object(["retries": "5"]), true, #"failure(retries: expected Int, found "5")"#),
    (JSON.array([]), false, "failure(expected object, found [])"),
  ])
  func onlyAbsenceAndOptInNullGiveTheDefault(document: JSON, orNull: Bool, expected: String) {
    let retries: Decoded<Int> = document.defaulted("retries", 3, orNull: orNull)
    #expect("\(retries)" == expected)
  }

  @Test func theDefaultIsEvaluatedOnlyWhenNeeded() {
    var evaluated = 0
    func three() -> Int {
      evaluated += 1
      return 3
    }
    #expect(JSON.object(["retries": 1]).defaulted("retries", three()) == .success(1))
    #expect(evaluated == 0)
    #expect(JSON.object([:]).defaulted("retries", three()) == .success(3))
    #expect(evaluated == 1)
  }

  @Test func independentDefaultedFieldsFailTogether() {
    let json: JSON = ["retries": "many", "verbose": "yes"]
    let settings = curry(Settings.init) <^> json.defaulted("retries", 3) <*> json.defaulted("verbose", false)
    #expect(
      settings.error?.description == """
        retries: expected Int, found "many"
        verbose: expected Bool, found "yes"
        """)
    let empty: JSON = [:]
    let defaults = curry(Settings.init) <^> empty.defaulted("retries", 3) <*> empty.defaulted("verbose", false)
    #expect(defaults == .success(Settings(retries: 3, verbose: false)))
  }
}
