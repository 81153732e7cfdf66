import Decoding
import Foundation

/// The `decoding-gen` command, as a function of its arguments so tests can run it.
///
/// `decoding-gen [options] FILE.json [FILE.json …]` reads sample documents of one endpoint
/// and writes Swift models with their decoders, in the operator style, the pipeline style or
/// as codecs, to standard output or a file. Docs/Generator.md describes the inference.
public enum GeneratorCommand {
  /// What one run printed and how it exits.
  public struct Outcome: Sendable, Equatable {
    /// Text for standard output: the source, unless written to a file.
    public var output = ""
    /// Text for standard error.
    public var errorOutput = ""
    /// The exit status: 0 on success, 1 when a sample cannot be used or `--check` finds the
    /// file stale, 2 for a usage error.
    public var status: Int32 = 0
  }

  static let shortUsage = "usage: decoding-gen [options] FILE.json [FILE.json ...]; decoding-gen --help for the options"

  static let usage = """
    usage: decoding-gen [options] FILE.json [FILE.json ...]
      Writes Swift structs and their decoders from sample JSON documents of one endpoint
      (use - for standard input). Every sample and every array element is read: a member
      missing or null in one of them becomes optional.
    options:
      --style operators|pipeline  Decoded(T.init, json <| "key", ...) (default), or
                                  decode(T.init, required("key", string), ...)
      --codec                     a codec for each struct, which decodes and encodes it:
                                  codec(T.init, required("key", \\.key, string), ...)
      --curried                   Argo's curried forms, for code that goes with Argo's:
                                  curry(T.init) <^> json <| "key" <*> ..., decode(T.init)
                                  |> ..., codec(T.init) |> ...; they take at most 20 fields,
                                  so a wider struct is decoded in one call (with a note)
      --name NAME                 the root type's name (default Root)
      -o, --output FILE           write to FILE instead of standard output
      --check                     with --output: write nothing, and exit 1 when FILE differs
                                  from what would be written
      --no-dates                  keep ISO 8601 date-times as String instead of Date
      --no-urls                   keep absolute URLs as String instead of URL
      --schema                    print the JSON Schema (2020-12) of the codec --codec
                                  writes, as its jsonCodec.schema gives it, instead of
                                  the source
      --encoders                  also write an encoder for each struct: JSONEncodable in the
                                  operator style, an Encode.object encoder in the pipeline
                                  style (a codec is one); a decoded sample encodes back to
                                  the same JSON
      --merge NAME=KEY,KEY,...    the objects under these keys share one struct, NAME,
                                  whatever their keys (repeat for more types)
      --no-shape-merges           give objects with the same keys under different names
                                  types of their own instead of one shared type
      -h, --help                  show this help
    """

  /// Runs the command with `arguments` (without the program's name); `standardInput`
  /// gives the bytes of standard input when a file is `-`.
  public static func run(_ arguments: [String], standardInput: () -> Data = { Data() }) -> Outcome {
    let command: CommandLineArguments
    do {
      command = try CommandLineArguments(arguments)
    } catch {
      return Outcome(errorOutput: "decoding-gen: \(error)\n\(shortUsage)\n", status: 2)
    }
    if command.help { return Outcome(output: usage + "\n") }

    var samples: [SampleFile] = []
    var problems: [String] = []
    for path in command.files {
      do {
        samples.append(try SampleFile(path: path, standardInput: standardInput))
      } catch {
        problems.append(error.description)
      }
    }
    if let first = samples.first {
      for sample in samples.dropFirst() where sample.rootKind != first.rootKind {
        problems.append(
          SampleFile.Problem(
            sample.path,
            "the root value is \(sample.rootKind) but \(displayName(of: first.path))'s is \(first.rootKind); "
              + "the samples must be responses of one endpoint"
          ).description)
      }
    }
    guard problems.isEmpty else {
      return Outcome(errorOutput: problems.joined(separator: "\n") + "\n", status: 1)
    }

    let models = ModelBuilder(options: command.options).models(for: samples.map(\.root))
    guard models.unmatchedMerges.isEmpty else {
      let list = models.unmatchedMerges.map { "--merge \($0)" }.joined(separator: ", ")
      return Outcome(
        errorOutput: "decoding-gen: \(list): no object or array of objects under that key in the samples; "
          + "check the key's spelling\n",
        status: 1)
    }
    let tooWide = models.types.filter { $0.fields.count > GeneratorOptions.oneCallFieldLimit }
    guard tooWide.isEmpty else {
      let list = tooWide.map { "\($0.name) has \($0.fields.count) fields" }.joined(separator: ", ")
      return Outcome(
        errorOutput: "decoding-gen: \(list); a decoder takes at most \(GeneratorOptions.oneCallFieldLimit) fields in "
          + "one call, so group some members in a nested struct of their own and decode them with it\n",
        status: 1)
    }
    if command.schema {
      let text = SchemaSource(models: models).text()
      guard let output = command.output else { return Outcome(output: text) }
      return command.check ? check(text, against: output) : write(text, to: output)
    }
    let writer = SourceWriter(
      options: command.options, command: command.canonicalCommandWords,
      sampleNames: command.files.map { $0 == "-" ? "standard input" : fileName(of: $0) })
    let source = writer.source(for: models)
    var outcome: Outcome
    if let output = command.output {
      outcome = command.check ? check(source, against: output) : write(source, to: output)
    } else {
      outcome = Outcome(output: source)
    }
    outcome.errorOutput = writer.notes(for: models).map { $0 + "\n" }.joined() + outcome.errorOutput
    return outcome
  }

  private static func check(_ source: String, against path: String) -> Outcome {
    guard let data = FileManager.default.contents(atPath: path) else {
      return Outcome(
        errorOutput: "decoding-gen: \(path) does not exist; run the same command without --check to write it\n",
        status: 1)
    }
    guard data == Data(source.utf8) else {
      return Outcome(
        errorOutput: "decoding-gen: \(path) is stale: it differs from what decoding-gen writes for these samples; "
          + "run the same command without --check to update it\n",
        status: 1)
    }
    return Outcome(output: "decoding-gen: \(path) is up to date\n")
  }

  private static func write(_ source: String, to path: String) -> Outcome {
    if FileManager.default.contents(atPath: path) == Data(source.utf8) {
      return Outcome(output: "decoding-gen: \(path) is unchanged\n")
    }
    do {
      try Data(source.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      return Outcome(errorOutput: "decoding-gen: cannot write \(path): \(error.localizedDescription)\n", status: 1)
    }
    return Outcome(output: "decoding-gen: wrote \(path)\n")
  }
}
