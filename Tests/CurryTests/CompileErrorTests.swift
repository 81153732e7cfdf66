import Curry
import Decoding
import Foundation
import Testing

// The mistakes of Docs/Operators.md, "When it does not compile": each is compiled with the
// toolchain's `swiftc` against the package's built modules (`swift build --build-tests`
// builds them), and the first error the compiler prints must be the one the guide shows.
// When a toolchain or a change to the library moves a message, this fails with the new
// line, and the guide is updated with it.

/// One mistake: a file that does not compile, and the first error line the guide quotes,
/// without the file's path.
struct CompileMistake: CustomTestStringConvertible, Sendable {
  let name: String
  let source: String
  let firstError: String

  var testDescription: String { name }
}

/// The three-field model every mistake decodes, written with the mistake's decoder.
private func userFile(imports: String = "import Curry\nimport Decoding", decoder: String) -> String {
  """
  \(imports)

  struct User {
    let id: Int
    let name: String
    let email: String?
  }

  extension User: Decodable {
    static func decode(_ json: JSON) -> Decoded<User> {
      curry(User.init)
  \(decoder)
    }
  }

  """
}

/// A model of `fields` `Int` fields, decoded in one expression of the operator style or the
/// pipeline style: one field past the limit when `fields` is 21.
private func wideFile(fields: Int, pipeline: Bool) -> String {
  let properties = (1...fields).map { "  let f\($0): Int" }.joined(separator: "\n")
  let steps = (1...fields).map { number in
    pipeline
      ? "      |> required(\"f\(number)\", int)" : "      \(number == 1 ? "<^>" : "<*>") json <| \"f\(number)\""
  }
  let body =
    pipeline
    ? "  static let decoder: DecodeFunction<Wide> = decode(Wide.init)\n" + steps.joined(separator: "\n")
    : "  static func decode(_ json: JSON) -> Decoded<Wide> {\n    curry(Wide.init)\n" + steps.joined(separator: "\n")
      + "\n  }"
  return """
    import Curry
    import Decoding
    import DecodingPipeline

    struct Wide: Sendable {
    \(properties)
    }

    extension Wide\(pipeline ? "" : ": Decodable") {
    \(body)
    }

    """
}

/// What the guide says past the limit, for the function `name`.
private func widthLimitError(_ name: String, line: Int, column: Int) -> String {
  "\(line):\(column): error: '\(name.prefix { $0 != "(" })' is unavailable: \(name) takes a function of at most 20 "
    + "parameters, and this one has 21: decode the model in parts of at most 20 fields, combined by an initializer "
    + "(see Docs/Operators.md#wide-models-at-most-20-fields-an-expression)"
}

private let mistakes = [
  CompileMistake(
    name: "21 fields in the operator style",
    source: wideFile(fields: 21, pipeline: false),
    firstError: widthLimitError("curry", line: 31, column: 5)),
  CompileMistake(
    name: "21 fields in the pipeline style",
    source: wideFile(fields: 21, pipeline: true),
    firstError: widthLimitError("decode(_:)", line: 30, column: 46)),
  CompileMistake(
    name: "one <*> too few",
    source: userFile(
      decoder: """
            <^> json <| "id"
            <*> json <| "name"
        """),
    firstError: "12:5: error: cannot convert value of type '(Int) -> (String) -> (String?) -> User' "
      + "to expected argument type '(Int) -> (String) -> User'"),
  CompileMistake(
    name: "one <*> too many",
    source: userFile(
      decoder: """
            <^> json <| "id"
            <*> json <| "name"
            <*> json <|? "email"
            <*> json <| "role"
        """),
    firstError: "12:16: error: cannot convert value of type '@Sendable (Int, String, String?) -> User' "
      + "to expected argument type '(Int, String, String?, T) -> User'"),
  CompileMistake(
    name: "a field type that does not match the initializer",
    source: userFile(
      decoder: """
            <^> json <| "id"
            <*> json <|| "name"
            <*> json <|? "email"
        """),
    firstError: "14:14: error: cannot convert value of type 'DecodedMember<[A]>' "
      + "to expected argument type 'Decoded<String>'"),
  CompileMistake(
    name: "a missing import Curry",
    source: userFile(
      imports: "import Decoding",
      decoder: """
            <^> json <| "id"
            <*> json <| "name"
            <*> json <|? "email"
        """),
    firstError: "11:5: error: cannot find 'curry' in scope"),
  CompileMistake(
    name: "a Codable struct declared Decodable in a file that imports Decoding",
    source: """
      import Decoding
      import Foundation

      struct Settings: Decodable {
        let theme: String
        let fontSize: Int
      }

      let settings = try JSONDecoder().decode(Settings.self, from: Data())

      """,
    firstError: "4:8: error: type 'Settings' does not conform to protocol 'Decodable'"),
]

@Test(arguments: mistakes)
func theFirstErrorIsTheOneTheGuideShows(_ mistake: CompileMistake) throws {
  let toolchain = try #require(Toolchain.find())
  let firstError = try toolchain.firstError(compiling: mistake.source)
  #expect(firstError == mistake.firstError)
}

/// `<|` where `<|?` was meant compiles (an optional is `Decodable`), so the mistake shows
/// when the key is absent: the guide quotes this failure.
@Test func aRequiredLookupOfAnOptionalFailsWhereTheKeyIsMissing() {
  struct User: Decodable {
    let name: String
    let email: String?

    static func decode(_ json: JSON) -> Decoded<User> {
      curry(User.init)
        <^> json <| "name"
        <*> json <| "email"
    }
  }
  let decoded: Decoded<User> = decode(parsing: #"{"name": "Ada"}"#)
  #expect(decoded.error?.description == "email: missing key")
}

/// The toolchain's `swiftc` and the folder of the package's built debug modules.
private struct Toolchain {
  let swiftc: URL
  let modules: URL

  /// The package's root, found from this file's location, so that the test runs from any
  /// directory.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // CurryTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// `swiftc` from `PATH` and the modules of `.build/debug` (SwiftPM's link to the host's
  /// build folder), or of the first `.build/<triple>/debug` that has them; `nil`, with an
  /// issue recorded, when either is missing.
  static func find() -> Toolchain? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let swiftc = path.split(separator: ":")
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    let build = packageRoot.appendingPathComponent(".build")
    let triples = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
    let modules = (["debug"] + triples.sorted().map { "\($0)/debug" })
      .map { build.appendingPathComponent($0).appendingPathComponent("Modules") }
      .first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Curry.swiftmodule").path) }
    guard let swiftc, let modules else {
      Issue.record("no swiftc on PATH (\(swiftc?.path ?? "missing")) or no built modules under \(build.path)")
      return nil
    }
    return Toolchain(swiftc: swiftc, modules: modules)
  }

  /// Type-checks `source` as a file of an app that imports the package's modules, in the
  /// Swift 6 language mode, and returns its first error (by line and column) without the
  /// file's path: `12:5: error: …`.
  func firstError(compiling source: String) throws -> String? {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("compile-mistake-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Mistake.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)

    let process = Process()
    process.executableURL = swiftc
    process.arguments = [
      "-typecheck", "-swift-version", "6", "-I", modules.path,
      file.path,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // The compiler does not always print the errors of one expression in the same order,
    // so "first" is by position in the file, as an editor lists them.
    let prefix = file.path + ":"
    let errors = text.split(separator: "\n")
      .filter { $0.hasPrefix(prefix) && $0.contains(": error: ") }
      .map { String($0.dropFirst(prefix.count)) }
    func position(_ error: String) -> [Int] { error.split(separator: ":").prefix(2).compactMap { Int($0) } }
    return errors.min { position($0).lexicographicallyPrecedes(position($1)) }
  }
}
