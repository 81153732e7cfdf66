import DecodingTestSupport
import Foundation
import Testing

@testable import DecodingGenerator

/// A fresh temporary folder, removed when `body` returns.
private func withTemporaryFolder<T>(_ body: (URL) throws -> T) throws -> T {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("decoding-gen-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  return try body(folder)
}

/// Writes `text` to `name` in `folder` and returns its path.
private func file(_ name: String, _ text: String, in folder: URL) throws -> String {
  let url = folder.appendingPathComponent(name)
  try Data(text.utf8).write(to: url)
  return url.path
}

private let shortUsage =
  "usage: decoding-gen [options] FILE.json [FILE.json ...]; decoding-gen --help for the options\n"

@Test func aSyntaxErrorGivesTheFileLineAndColumnAndNoOutput() {
  let path = TestSupport.fixtures.appendingPathComponent("Argo/url.json").path
  let outcome = GeneratorCommand.run([path])
  #expect(outcome.status == 1)
  #expect(outcome.output == "")
  #expect(outcome.errorOutput == "\(path):3:1: error: invalid JSON: expected '\"' to start an object key, found '}'\n")
}

@Test func everyUnusableSampleIsReportedAndNothingIsWritten() throws {
  try withTemporaryFolder { folder in
    let good = try file("good.json", #"{"id": 1}"#, in: folder)
    let empty = try file("empty.json", "", in: folder)
    let blank = try file("blank.json", " \n\t\r\n", in: folder)
    let broken = try file("broken.json", "{\"id\": 1,\n  \"name\" \"Ada\"}", in: folder)
    let missing = folder.appendingPathComponent("missing.json").path
    let output = folder.appendingPathComponent("Models.swift").path
    let outcome = GeneratorCommand.run(["--output", output, good, empty, blank, broken, missing, folder.path])
    #expect(outcome.status == 1)
    #expect(outcome.output == "")
    #expect(
      outcome.errorOutput == """
        \(empty): error: the file is empty; decoding-gen needs a JSON object or array
        \(blank): error: the file is empty; decoding-gen needs a JSON object or array
        \(broken):2:10: error: invalid JSON: expected ':' after object key, found '"'
        \(missing): error: no such file
        \(folder.path): error: is a directory, not a JSON file

        """)
    #expect(!FileManager.default.fileExists(atPath: output))
  }
}

@Test(arguments: [
  (#""text""#, "a string"), ("42", "a number"), ("-0.5e3", "a number"), ("true", "a Boolean"), ("null", "null"),
])
func aRootScalarIsRefused(text: String, kind: String) {
  let outcome = GeneratorCommand.run(["-"]) { Data(text.utf8) }
  #expect(outcome.status == 1)
  #expect(outcome.output == "")
  #expect(
    outcome.errorOutput
      == "standard input: error: the root value is \(kind); decoding-gen needs a JSON object or array\n")
}

@Test func emptyStandardInputIsRefused() {
  let outcome = GeneratorCommand.run(["--name", "User", "-"]) { Data() }
  #expect(outcome.status == 1)
  #expect(outcome.output == "")
  #expect(
    outcome.errorOutput == "standard input: error: the input is empty; decoding-gen needs a JSON object or array\n")
}

@Test func samplesWithDifferentRootsAreRefused() throws {
  try withTemporaryFolder { folder in
    let object = try file("object.json", #"{"id": 1}"#, in: folder)
    let array = try file("array.json", #"[{"id": 1}]"#, in: folder)
    let outcome = GeneratorCommand.run([object, array])
    #expect(outcome.status == 1)
    #expect(
      outcome.errorOutput
        == "\(array): error: the root value is an array but \(object)'s is an object; the samples must be responses of one endpoint\n"
    )
  }
}

@Test func nonUTF8BytesAreASyntaxErrorNotACrash() {
  let outcome = GeneratorCommand.run(["-"]) { Data([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]) }
  #expect(outcome.status == 1)
  #expect(outcome.errorOutput.hasPrefix("standard input:1:3: error: invalid JSON: "))
}

@Test func deeplyNestedSamplesAreGenerated() throws {
  let depth = 200
  let tree = String(repeating: #"{"child": "#, count: depth) + "1" + String(repeating: "}", count: depth)
  let lists = String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
  let source = try generated(#"{"tree": \#(tree), "lists": \#(lists)}"#)
  #expect(
    source.contains(
      "  let lists: " + String(repeating: "[", count: depth) + "Int" + String(repeating: "]", count: depth)))
  // Each `child` is alike to the one above it, but a struct cannot hold itself.
  #expect(source.contains("struct Tree: Equatable, Sendable {\n  let child: Child\n}"))
  #expect(source.contains("struct Child: Equatable, Sendable {\n  let child: ChildChild\n}"))
  #expect(source.components(separatedBy: "struct ").count - 1 == depth + 1)
}

@Test(arguments: [
  (["--style", "argo", "a.json"], "--style must be operators or pipeline, not argo"),
  (["--style"], "--style needs a value"),
  (
    ["--name", "Data", "a.json"],
    "--name Data is a common Swift type's name, which the model would hide in your module; choose another"
  ),
  (["--name=user profile", "a.json"], "--name must be a Swift type name, such as Repository, not 'user profile'"),
  (["--name", "struct", "a.json"], "--name must be a Swift type name, such as Repository, not struct"),
  (["--check", "a.json"], "--check needs --output FILE, the file to compare"),
  (["--codec", "--style", "operators", "a.json"], "--codec writes pipeline codecs; give it without --style operators"),
  (["--style=operators", "--codec", "a.json"], "--codec writes pipeline codecs; give it without --style operators"),
  (["--codec=yes", "a.json"], "--codec takes no value"),
  (["--curried=yes", "a.json"], "--curried takes no value"),
  (["--max-fields", "10", "a.json"], "unknown option --max-fields"),
  (["--no-dates=yes", "a.json"], "--no-dates takes no value"),
  (["--verbose", "a.json"], "unknown option --verbose"),
  (["--merge", "User", "a.json"], "--merge must be NAME=key,key,... such as User=user,assignee, not User"),
  (["--merge", "User=", "a.json"], "--merge must be NAME=key,key,... such as User=user,assignee, not User="),
  (["--merge=User=a,,b", "a.json"], "--merge must be NAME=key,key,... such as User=user,assignee, not User=a,,b"),
  (["--merge", "=a", "a.json"], "--merge must be NAME=key,key,... such as User=user,assignee, not =a"),
  (
    ["--merge", "user account=a", "a.json"],
    "--merge needs a Swift type name before =, such as User, not 'user account'"
  ),
  (
    ["--merge", "URL=a", "a.json"],
    "--merge URL is a common Swift type's name, which the model would hide in your module; choose another"
  ),
  (["--merge", "User=a,b", "--merge", "Team=b", "a.json"], "--merge names the key b twice; give each key one type"),
  (["--merge", "User=a,a", "a.json"], "--merge names the key a twice; give each key one type"),
  (["--no-shape-merges=no", "a.json"], "--no-shape-merges takes no value"),
  ([], "no sample files; give one or more JSON documents"),
  (["--style", "pipeline"], "no sample files; give one or more JSON documents"),
])
func usageErrors(arguments: [String], message: String) {
  let outcome = GeneratorCommand.run(arguments)
  #expect(outcome.status == 2)
  #expect(outcome.output == "")
  #expect(outcome.errorOutput == "decoding-gen: \(message)\n" + shortUsage)
}

@Test func optionsAreReadInEitherSpelling() throws {
  let arguments = try CommandLineArguments(
    [
      "--style=pipeline", "--name", "Repository", "--no-dates", "--no-urls", "-o", "Out.swift", "a.json", "--",
      "-b.json",
    ])
  #expect(
    arguments.options == GeneratorOptions(style: .pipeline, rootName: "Repository", inferDates: false, inferURLs: false)
  )
  #expect(arguments.output == "Out.swift")
  #expect(arguments.files == ["a.json", "-b.json"])
  #expect(
    arguments.canonicalCommand == "decoding-gen --style pipeline --name Repository --no-dates --no-urls a.json -b.json")
  let spaced = try CommandLineArguments(["Documents/my sample.json", "-"])
  #expect(spaced.canonicalCommand == "decoding-gen --style operators --name Root 'my sample.json' -")
}

@Test func aCodecIsThePipelineStylesAndItsOwnEncoder() throws {
  let arguments = try CommandLineArguments(["--encoders", "--curried", "--codec", "--style", "pipeline", "a.json"])
  #expect(
    arguments.options
      == GeneratorOptions(style: .pipeline, writesCodec: true, curried: true, writesEncoders: true))
  #expect(arguments.canonicalCommand == "decoding-gen --codec --curried --name Root a.json")
  let curried = try CommandLineArguments(["--curried", "--style", "pipeline", "a.json"])
  #expect(curried.canonicalCommand == "decoding-gen --style pipeline --curried --name Root a.json")
}

@Test func helpPrintsTheUsage() {
  let outcome = GeneratorCommand.run(["--help"])
  #expect(outcome.status == 0)
  #expect(outcome.output.hasPrefix("usage: decoding-gen [options] FILE.json [FILE.json ...]\n"))
  #expect(outcome.output.contains("  --no-urls                   keep absolute URLs as String instead of URL\n"))
}

@Test func outputWritesTheFileAndCheckComparesIt() throws {
  try withTemporaryFolder { folder in
    let sample = try file("user.json", #"{"id": 1}"#, in: folder)
    let output = folder.appendingPathComponent("User.swift").path
    let missing = GeneratorCommand.run(["--check", "--output", output, sample])
    #expect(missing.status == 1)
    #expect(
      missing.errorOutput
        == "decoding-gen: \(output) does not exist; run the same command without --check to write it\n")

    let written = GeneratorCommand.run(["--name", "User", "--output", output, sample])
    #expect(written == GeneratorCommand.Outcome(output: "decoding-gen: wrote \(output)\n"))
    let contents = try String(contentsOfFile: output, encoding: .utf8)
    #expect(contents == GeneratorCommand.run(["--name", "User", sample]).output)
    #expect(contents.contains("struct User: Equatable, Sendable {\n  let id: Int\n}"))

    let again = GeneratorCommand.run(["--name", "User", "--output", output, sample])
    #expect(again == GeneratorCommand.Outcome(output: "decoding-gen: \(output) is unchanged\n"))
    let current = GeneratorCommand.run(["--check", "--name", "User", "--output", output, sample])
    #expect(current == GeneratorCommand.Outcome(output: "decoding-gen: \(output) is up to date\n"))

    let stale = GeneratorCommand.run(["--check", "--name", "Account", "--output", output, sample])
    #expect(stale.status == 1)
    #expect(
      stale.errorOutput
        == "decoding-gen: \(output) is stale: it differs from what decoding-gen writes for these samples; "
        + "run the same command without --check to update it\n")
    #expect(try String(contentsOfFile: output, encoding: .utf8) == contents)
  }
}

@Test func anOutputThatCannotBeWrittenIsReported() throws {
  try withTemporaryFolder { folder in
    let sample = try file("user.json", #"{"id": 1}"#, in: folder)
    let output = folder.appendingPathComponent("no/such/folder/User.swift").path
    let outcome = GeneratorCommand.run(["--output", output, sample])
    #expect(outcome.status == 1)
    #expect(outcome.errorOutput.hasPrefix("decoding-gen: cannot write \(output): "))
  }
}

@Test func mergesAreWrittenInTheHeaderAndAnUnknownKeyIsAnError() throws {
  let sample = #"{"user": {"id": 1}, "assignee": {"id": 2, "site": "s"}}"#
  let source = try generated(sample, "--merge", "Account=user,assignee", "--no-shape-merges")
  #expect(
    source.hasPrefix(
      """
      // Generated by decoding-gen from standard input:
      // decoding-gen --style operators --name Root --no-shape-merges --merge Account=user,assignee -
      """))
  #expect(source.contains("struct Account: Equatable, Sendable {\n  let id: Int\n  let site: String?\n}"))
  let outcome = GeneratorCommand.run(["--merge", "Account=user,asignee,owner", "-"]) { Data(sample.utf8) }
  #expect(outcome.status == 1)
  #expect(outcome.output == "")
  #expect(
    outcome.errorOutput
      == "decoding-gen: --merge Account=asignee, --merge Account=owner: no object or array of objects under that key "
      + "in the samples; check the key's spelling\n")
}

@Test func aStructWiderThanTheOneCallFormsIsAnError() throws {
  let members = (1...101).map { #""f\#($0)": \#($0)"# }.joined(separator: ", ")
  let outcome = GeneratorCommand.run(["--name", "Wide", "-"]) { Data("{\(members)}".utf8) }
  #expect(outcome.status == 1)
  #expect(outcome.output == "")
  #expect(
    outcome.errorOutput
      == "decoding-gen: Wide has 101 fields; a decoder takes at most 100 fields in one call, so group some members "
      + "in a nested struct of their own and decode them with it\n")
  let widest = try generated("{" + (1...100).map { #""f\#($0)": \#($0)"# }.joined(separator: ", ") + "}")
  #expect(widest.contains("      json <| \"f100\"\n    )\n"))
}
