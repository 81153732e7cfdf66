import Decoding
import DecodingPipeline
import Foundation

/// The `decoding-demo` command, as a function of its arguments so tests can run it.
///
/// With no arguments it decodes ``SampleDocuments`` in both styles and prints the
/// values, then the error reports of a broken and a malformed document. With file
/// paths it prints each file's ``ShapeSummary``, or its syntax error with line and column.
public enum DecodingDemo {
  /// What one run printed and how it exits.
  public struct Outcome: Sendable, Equatable {
    /// Text for standard output.
    public var output = ""
    /// Text for standard error.
    public var errorOutput = ""
    /// The process exit status: 0 on success, 1 when a file is unreadable or not valid JSON
    /// (or the two styles disagree), 2 for a usage error.
    public var status: Int32 = 0
  }

  static let usage = """
    usage: decoding-demo [FILE.json ...]
      With no file, decodes sample API responses in Argo's operator style and in the
      pipeline style and shows the error reports of broken ones. With files, prints
      each file's shape (counts of each kind of value, maximum depth, size) or its
      syntax error with line and column.
    """ + "\n" + LinesCommand.usage

  /// Runs the demo with `arguments` (without the program name); with `--lines`, `progress`
  /// gets a progress line now and then, for a terminal.
  public static func run(_ arguments: [String], progress: ((String) -> Void)? = nil) -> Outcome {
    if arguments.contains(where: { $0 == "-h" || $0 == "--help" }) {
      return Outcome(output: usage + "\n")
    }
    if arguments.first == "--lines" {
      return LinesCommand.run(Array(arguments.dropFirst()), progress: progress)
    }
    if let option = arguments.first(where: { $0.hasPrefix("-") }) {
      return Outcome(errorOutput: "decoding-demo: unknown option \(option)\n" + usage + "\n", status: 2)
    }
    return arguments.isEmpty ? decodeSamples() : summarise(files: arguments)
  }

  /// Decodes the bundled documents in both styles and reports values and errors.
  static func decodeSamples() -> Outcome {
    var lines: [String] = []
    var stylesAgree = true

    lines.append("Decoding a page of users in Argo's operator style:")
    lines.append("  curry(User.init) <^> json <| \"id\" <*> json <| \"name\" <*> json <|? \"email\" <*> …")
    let operatorPage: Decoded<UsersPage> = decode(parsing: SampleDocuments.usersPage)
    lines += indented(report(operatorPage))
    lines.append("")
    lines.append("The same page in the pipeline style:")
    lines.append(
      "  decode(User.init) |> required(\"id\", int) |> required(\"name\", string) |> optional(\"email\", string) |> …")
    let pipelinePage = decodeJSON(SampleDocuments.usersPage, with: decodeUsersPage)
    lines.append(agreement(operatorPage, pipelinePage, &stylesAgree))

    lines.append("")
    lines.append("A broken page: every problem is reported at once, each with its path:")
    let operatorBroken: Decoded<UsersPage> = decode(parsing: SampleDocuments.brokenUsersPage)
    lines += indented(report(operatorBroken))
    let pipelineBroken = decodeJSON(SampleDocuments.brokenUsersPage, with: decodeUsersPage)
    lines.append(agreement(operatorBroken, pipelineBroken, &stylesAgree))

    lines.append("")
    lines.append("A page that is not valid JSON: the error gives the line and column:")
    let operatorMalformed: Decoded<UsersPage> = decode(parsing: SampleDocuments.malformedUsersPage)
    lines += indented(report(operatorMalformed))
    let pipelineMalformed = decodeJSON(SampleDocuments.malformedUsersPage, with: decodeUsersPage)
    lines.append(agreement(operatorMalformed, pipelineMalformed, &stylesAgree))

    lines.append("")
    lines.append("Run it on your own file: swift run decoding-demo path/to/file.json")
    return Outcome(output: lines.joined(separator: "\n") + "\n", status: stylesAgree ? 0 : 1)
  }

  /// The decoded page, or the error's lines.
  static func report(_ decoded: Decoded<UsersPage>) -> [String] {
    switch decoded {
    case .success(let page): return page.reportLines
    case .failure(let error): return error.description.split(separator: "\n").map(String.init)
    }
  }

  /// A line saying whether the pipeline style gave what the operator style gave;
  /// when it did not, the pipeline's own report follows.
  static func agreement(_ operators: Decoded<UsersPage>, _ pipeline: Decoded<UsersPage>, _ agree: inout Bool) -> String
  {
    let what = operators.value == nil ? "the same errors" : "an equal value"
    guard operators != pipeline else { return "  (the pipeline style gives \(what))" }
    agree = false
    return (["  the pipeline style gives something else:"] + indented(report(pipeline), by: 4))
      .joined(separator: "\n")
  }

  /// The shape of each file, or its syntax error.
  static func summarise(files: [String]) -> Outcome {
    var outcome = Outcome()
    for path in files {
      let data: Data
      switch FileContents.contents(ofFile: path) {
      case .success(let contents):
        data = contents
      case .failure(let error):
        outcome.errorOutput += "\(path): cannot read the file: \(error.reason)\n"
        outcome.status = 1
        continue
      }
      do {
        let json = try JSON(parsing: data)
        outcome.output += "\(path): valid JSON\n"
        outcome.output += indented(ShapeSummary(of: json, byteCount: data.count).lines).joined(separator: "\n") + "\n"
      } catch {
        outcome.errorOutput += "\(path): invalid JSON: \(error)\n"
        outcome.status = 1
      }
    }
    return outcome
  }

  private static func indented(_ lines: [String], by width: Int = 2) -> [String] {
    lines.map { String(repeating: " ", count: width) + $0 }
  }
}
