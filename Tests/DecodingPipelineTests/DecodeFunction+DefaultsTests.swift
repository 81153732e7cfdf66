import Curry
import Decoding
import DecodingPipeline
import Testing

private struct Settings: Equatable, Sendable {
  let name: String
  let retries: Int
  let verbose: Bool
}

private let pipelineSettings: DecodeFunction<Settings> =
  decode(Settings.init)
  |> required("name", string)
  |> defaulted("retries", int, 3)
  |> defaulted("verbose", bool, false, orNull: true)

private func operatorSettings(_ json: JSON) -> Decoded<Settings> {
  curry(Settings.init)
    <^> json <| "name"
    <*> json.defaulted("retries", 3)
    <*> json.defaulted("verbose", false, orNull: true)
}

@Suite struct DecodeFunctionDefaultsTests {
  @Test(arguments: [
    (#"{"name": "a", "retries": 5, "verbose": true}"#, #"success(Settings(name: "a", retries: 5, verbose: true))"#),
    (#"{"name": "a"}"#, #"success(Settings(name: "a", retries: 3, verbose: false))"#),
    (#"{"name": "a", "verbose": null}"#, #"success(Settings(name: "a", retries: 3, verbose: false))"#),
    (#"{"name": "a", "retries": null}"#, "failure(retries: expected Int, found null)"),
    (
      #"{"retries": "5", "verbose": "yes"}"#,
      """
      failure(name: missing key
      retries: expected Int, found "5"
      verbose: expected Bool, found "yes")
      """
    ),
    (#"[1]"#, "failure(expected object, found [1])"),
  ])
  func bothStylesGiveTheSameDefaultsAndTheSameErrors(document: String, expected: String) throws {
    let json = try JSON(parsing: document)
    #expect("\(pipelineSettings(json))" == expected)
    #expect("\(operatorSettings(json))" == expected)
  }

  @Test func orNullIsOptionalWithAFallback() throws {
    for document in [#"{}"#, #"{"n": null}"#, #"{"n": 2}"#, #"{"n": "2"}"#] {
      let json = try JSON(parsing: document)
      #expect(defaulted("n", int, 7, orNull: true)(json) == optional("n", int, 7)(json))
    }
  }
}
