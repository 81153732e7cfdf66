import Decoding
import Foundation
import Testing

@testable import DecodingDemo

@Suite struct LinesCommandTests {
  static let records = "{\"id\": 1}\n{\"id\": 2}\n\nnot json\n[1, 2]\n"

  /// Runs the demo on `text`, written to a temporary file named `DIR/records.jsonl` in the output.
  static func run(_ text: String, _ options: [String] = []) throws -> (DecodingDemo.Outcome, [String]) {
    let directory = FileManager.default.temporaryDirectory.appending(path: "demo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appending(path: "records.jsonl")
    try Data(text.utf8).write(to: file)
    var progress: [String] = []
    var outcome = DecodingDemo.run(["--lines", file.path] + options) { progress.append($0) }
    outcome.output = outcome.output.replacingOccurrences(of: directory.path, with: "DIR")
    outcome.errorOutput = outcome.errorOutput.replacingOccurrences(of: directory.path, with: "DIR")
    return (outcome, progress)
  }

  @Test func badRecordsAreSkippedAndListedInTheSummary() throws {
    let (outcome, progress) = try Self.run(Self.records)
    #expect(
      outcome
        == DecodingDemo.Outcome(
          output: """
            DIR/records.jsonl: 37 bytes read, 3 records decoded, 1 skipped
              skipped record 2 (line 4, byte 21): invalid JSON at byte 22: expected 'null', found 'o'

            """))
    #expect(progress == ["37 bytes read, 3 records decoded, 1 skipped"])
  }

  @Test func stopEndsAtTheFirstBadRecord() throws {
    let (outcome, _) = try Self.run(Self.records, ["--stop"])
    #expect(
      outcome
        == DecodingDemo.Outcome(
          output: "DIR/records.jsonl: 37 bytes read, 2 records decoded, 0 skipped\n",
          errorOutput:
            "DIR/records.jsonl: record 2 (line 4, byte 21): invalid JSON at byte 22: expected 'null', found 'o'\n",
          status: 1))
  }

  @Test func aFormatCanBeChosen() throws {
    let (outcome, _) = try Self.run("[{\"id\": 1}, 2, \"three\"]", ["--format", "array"])
    #expect(outcome == DecodingDemo.Outcome(output: "DIR/records.jsonl: 23 bytes read, 3 records decoded, 0 skipped\n"))
  }

  @Test func onlyTheFirstTenSkippedRecordsAreListed() throws {
    let text = (0..<12).map { "{\"id\": \($0)" }.joined(separator: "\n")
    let (outcome, _) = try Self.run(text, ["--format", "lines"])
    let lines = outcome.output.split(separator: "\n")
    #expect(lines.count == 12)
    #expect(lines.first == "DIR/records.jsonl: 109 bytes read, 0 records decoded, 12 skipped")
    #expect(
      lines[1]
        == "  skipped record 0 (line 1, byte 0): invalid JSON at byte 8: expected ',' or '}' after object member, found end of input"
    )
    #expect(lines.last == "  … and 2 more skipped")
  }

  struct UsageCase: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let firstLine: String
    let status: Int32
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let usageCases = [
    UsageCase(arguments: ["--lines"], firstLine: "decoding-demo: --lines needs a file", status: 2),
    UsageCase(arguments: ["--lines", "a", "b"], firstLine: "decoding-demo: one file at a time", status: 2),
    UsageCase(arguments: ["--lines", "a", "--fast"], firstLine: "decoding-demo: unknown option --fast", status: 2),
    UsageCase(
      arguments: ["--lines", "a", "--format", "xml"],
      firstLine: "decoding-demo: --format needs lines, sequence, concatenated, array or detect", status: 2),
    UsageCase(
      arguments: ["--lines", "/nonexistent/records.jsonl"],
      firstLine: "decoding-demo: cannot read /nonexistent/records.jsonl: No such file or directory", status: 1),
  ]

  @Test(arguments: usageCases) func wrongArgumentsSayWhy(_ test: UsageCase) {
    let outcome = DecodingDemo.run(test.arguments)
    #expect(outcome.errorOutput.split(separator: "\n").first.map(String.init) == test.firstLine)
    #expect(outcome.status == test.status)
    #expect(outcome.output == "")
  }

  @Test func theProgressLineGroupsDigits() {
    let progress = JSONStreamProgress()
    #expect(LinesCommand.progressLine(progress) == "0 bytes read, 0 records decoded, 0 skipped")
    #expect(LinesCommand.grouped(104_857_600) == "104,857,600")
    #expect(LinesCommand.grouped(-1234) == "-1,234")
  }
}
