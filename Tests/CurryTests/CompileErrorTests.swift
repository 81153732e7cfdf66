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

/// The styles a wide model is written in, each past the curried forms' limit of 20.
private enum WideStyle {
  case operators, pipeline, codec

  /// The line that starts the decoder, and the fields' steps.
  func decoder(fields: Int) -> String {
    let numbers = 1...fields
    switch self {
    case .operators:
      let steps = numbers.map { "      \($0 == 1 ? "<^>" : "<*>") json <| \"f\($0)\"" }
      return "  static func decode(_ json: JSON) -> Decoded<Wide> {\n    curry(Wide.init)\n"
        + steps.joined(separator: "\n") + "\n  }"
    case .pipeline:
      let steps = numbers.map { "      |> required(\"f\($0)\", int)" }
      return "  static let decoder: DecodeFunction<Wide> = decode(Wide.init)\n" + steps.joined(separator: "\n")
    case .codec:
      let steps = numbers.map { "      |> required(\"f\($0)\", \\.f\($0), int)" }
      return "  static let wideCodec = codec(Wide.init)\n" + steps.joined(separator: "\n")
    }
  }

  /// What the first error names: the function, and the one-call form to use instead.
  var names: (function: String, oneCall: String) {
    switch self {
    case .operators: ("curry", "`Decoded(T.init, json <| …, …)`")
    case .pipeline: ("decode(_:)", "`decode(T.init, required(…), …)`")
    case .codec: ("codec(_:)", "`codec(T.init, required(…), …)`")
    }
  }
}

/// A model of `fields` `Int` fields, decoded in one curried expression of `style`: one field
/// past the limit when `fields` is 21.
private func wideFile(fields: Int, _ style: WideStyle) -> String {
  let properties = (1...fields).map { "  let f\($0): Int" }.joined(separator: "\n")
  return """
    import Curry
    import Decoding
    import DecodingPipeline

    struct Wide: Sendable {
    \(properties)
    }

    extension Wide\(style == .operators ? ": Decodable" : "") {
    \(style.decoder(fields: fields))
    }

    """
}

/// The `line:column` of the first occurrence of `marker` in `source`.
private func position(of marker: String, in source: String) -> String {
  let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
  guard let index = lines.firstIndex(where: { $0.contains(marker) }), let range = lines[index].range(of: marker) else {
    return "no \(marker)"
  }
  return "\(index + 1):\(lines[index].distance(from: lines[index].startIndex, to: range.lowerBound) + 1)"
}

/// A wide model's mistake: the first error names the limit and the one-call form, on the call
/// to the curried start.
private func wideMistake(fields: Int, _ style: WideStyle) -> CompileMistake {
  let source = wideFile(fields: fields, style)
  let (function, oneCall) = style.names
  let marker = style == .operators ? "curry(Wide.init)" : "= \(function.prefix { $0 != "(" })(Wide.init)"
  var location = position(of: marker, in: source)
  if style != .operators {
    // Past the `= `.
    let parts = location.split(separator: ":").compactMap { Int($0) }
    location = "\(parts[0]):\(parts[1] + 2)"
  }
  let message =
    "\(function) takes a function of at most 20 parameters, and this one has \(fields): decode all its fields in "
    + "one call, \(oneCall), with `import DecodingWide` (see Docs/Operators.md#wide-models)"
  // The pipeline's and the codec's starts say it through the unavailable conformance of
  // their last parameter's default (Tools/CurryGenerator/WidthLimit.swift).
  let error =
    switch style {
    case .operators: "'curry' is unavailable"
    case .pipeline: "conformance of 'CurriedWidthLimit.Decode\(fields)' to 'Sendable' is unavailable"
    case .codec: "conformance of 'CurriedWidthLimit.Codec\(fields)' to 'Sendable' is unavailable"
    }
  return CompileMistake(
    name: "\(fields) fields in the curried \(style)",
    source: source,
    firstError: "\(location): error: \(error): \(message)")
}

/// The three-field model every one-call mistake decodes, with `decoder` after the model.
private func oneCallFile(_ decoder: String) -> String {
  """
  import Decoding
  import DecodingPipeline

  struct User: Sendable {
    let id: Int
    let name: String
    let email: String?
  }

  \(decoder)

  """
}

/// A one-call mistake whose first error is `error`, at `marker` in the file, or just after it
/// (`after`: the call's parenthesis, after the function's name).
private func oneCallMistake(
  _ name: String, _ decoder: String, at marker: String, after: Bool = false, _ error: String
) -> CompileMistake {
  let source = oneCallFile(decoder)
  var location = position(of: marker, in: source)
  if after {
    let parts = location.split(separator: ":").compactMap { Int($0) }
    location = parts.count == 2 ? "\(parts[0]):\(parts[1] + marker.count)" : location
  }
  return CompileMistake(name: name, source: source, firstError: "\(location): error: \(error)")
}

private let mistakes =
  [21, 41, 90, 100].flatMap { fields in
    [WideStyle.operators, .pipeline, .codec].map { wideMistake(fields: fields, $0) }
  }
  + [
    oneCallMistake(
      "a one-call field of the wrong operator",
      """
      extension User: Decodable {
        static func decode(_ json: JSON) -> Decoded<User> {
          Decoded(
            User.init,
            json <| "id",
            json <|| "name",
            json <|? "email")
        }
      }
      """,
      at: "<|| \"name\"",
      "cannot convert value of type 'DecodedMember<[A]>' to expected argument type 'Decoded<String>'"),
    oneCallMistake(
      "one field too few in the one-call operators",
      """
      extension User: Decodable {
        static func decode(_ json: JSON) -> Decoded<User> {
          Decoded(
            User.init,
            json <| "id",
            json <| "name")
        }
      }
      """,
      at: "    Decoded", after: true,
      "cannot convert value of type '@Sendable (Int, String, String?) -> User' to expected argument type "
        + "'(Int, String) -> User'"),
    oneCallMistake(
      "one field too many in the one-call operators",
      """
      extension User: Decodable {
        static func decode(_ json: JSON) -> Decoded<User> {
          Decoded(
            User.init,
            json <| "id",
            json <| "name",
            json <|? "email",
            json <| "role")
        }
      }
      """,
      at: "Decoded(",
      "generic parameter 'D' could not be inferred"),
    oneCallMistake(
      "a one-call pipeline field of the wrong type",
      """
      let decodeUser = decode(
        User.init,
        required("id", string),
        required("name", string),
        optional("email", string))
      """,
      at: "required(\"id\"",
      "'required' is unavailable: this field's decoder gives another type than the parameter it fills"),
    oneCallMistake(
      "a one-call pipeline field that is an array",
      """
      let decodeUser = decode(
        User.init,
        required("id", int),
        required("name", array(string)),
        optional("email", string))
      """,
      at: "required(\"name\"",
      "'required' is unavailable: this field's decoder gives another type than the parameter it fills"),
    oneCallMistake(
      "one field too few in the one-call pipeline",
      """
      let decodeUser = decode(
        User.init,
        required("id", int),
        required("name", string))
      """,
      at: "= decode", after: true,
      "cannot convert value of type '@Sendable (Int, String, String?) -> User' to expected argument type "
        + "'@Sendable (Int, String) -> User'"),
    oneCallMistake(
      "a one-call codec field of the wrong type",
      """
      let userCodec = codec(
        User.init,
        required("id", \\.id, string),
        required("name", \\.name, string),
        optional("email", \\.email, string))
      """,
      at: "string),",
      "cannot convert value of type 'DecodeFunction<String>' (aka '@Sendable (JSON) -> Decoded<String>') "
        + "to expected argument type 'JSONCodec<Int, Int>'"),
  ]
  + [
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
