import Foundation

// curry-gen: writes the generated Swift files of the repository, and checks them.
//
//   swift run curry-gen            regenerate every generated file (formatted with swift-format)
//   swift run curry-gen --check    exit 1, naming the file and line, when a checked-in file is stale
//
// Measuring what the generated code costs to compile is the job of the development tool
// compile-time-lab and Benchmarks/Scripts/compile-time.sh, not of this one.

/// The arities the curried forms cover: the one-call forms' narrow range, which the libraries
/// users already import hold (LiftPlacement.swift).
let generatedArities = LiftPlacement.narrow

/// The arities past the limit that get an unavailable overload, whose message names the
/// limit and the one-call form: as wide as the one-call forms go. Without one, a wider
/// curried chain has no solution, and the type checker tries every overload of every
/// operator before it gives up, for minutes; with one, it fails at once.
let unavailableArities = LiftPlacement.wide

/// Every file the generator owns, as the generator writes it (not yet formatted).
let generatedFiles = [
  GeneratedFile(
    path: CurryFile.path, contents: CurryFile.text(arities: generatedArities, unavailable: unavailableArities)),
  GeneratedFile(
    path: StartFile.path, contents: StartFile.text(arities: generatedArities, unavailable: unavailableArities)),
  GeneratedFile(
    path: CodecStartFile.path,
    contents: CodecStartFile.text(arities: generatedArities, unavailable: unavailableArities)),
  GeneratedFile(
    path: CurriedWidthLimitFile.path,
    contents: CurriedWidthLimitFile.text(unavailable: unavailableArities, limit: generatedArities.upperBound)),
  GeneratedFile(path: ShapesFile.path, contents: ShapesFile.text),
  // The one-call families, `Decoded(User.init, …)`, `decode(User.init, …)` and
  // `codec(User.init, …)`: as many fields as a real API response has (LiftPlacement.swift).
  GeneratedFile(path: DecodedLiftFile.path, contents: DecodedLiftFile.text(arities: LiftPlacement.narrow)),
  GeneratedFile(
    path: DecodedLiftFile.widePath, contents: DecodedLiftFile.text(arities: LiftPlacement.wide, wide: true)),
  GeneratedFile(
    path: DecodeFunctionLiftFile.path, contents: DecodeFunctionLiftFile.text(arities: LiftPlacement.narrow)),
  GeneratedFile(
    path: DecodeFunctionLiftFile.widePath,
    contents: DecodeFunctionLiftFile.text(arities: LiftPlacement.wide, wide: true)),
  GeneratedFile(path: JSONCodecLiftFile.path, contents: JSONCodecLiftFile.text(arities: LiftPlacement.narrow)),
  GeneratedFile(
    path: JSONCodecLiftFile.widePath, contents: JSONCodecLiftFile.text(arities: LiftPlacement.wide, wide: true)),
  GeneratedFile(path: LiftTestsFile.path, contents: LiftTestsFile.text),
]

/// A command line the generator does not understand.
struct UsageError: Error, CustomStringConvertible {
  let description: String
}

let usage = """
  usage: curry-gen            regenerate \(generatedFiles.map(\.path).joined(separator: ", "))
         curry-gen --check    fail when a checked-in generated file differs from what curry-gen generates, \
  ignoring layout (line breaks, indentation, trailing commas)
  """

func run(_ arguments: [String]) throws -> Int32 {
  switch arguments.first {
  case nil:
    for file in generatedFiles {
      let formatted = try SwiftFormat.format(file.contents, root: repositoryRoot)
      if let difference = LayoutFreeText(formatted).firstDifference(from: LayoutFreeText(file.contents)) {
        // Then --check could never pass: swift-format changed more than the layout.
        throw SwiftFormat.Failure(
          description: "swift-format changed more than the layout of \(file.path): `\(difference.token)` "
            + "(formatted line \(difference.line ?? 0)) where the generator wrote `\(difference.otherToken)`")
      }
      let written = try GeneratedFile(path: file.path, contents: formatted).write(in: repositoryRoot)
      print(written ? "wrote \(file.path)" : "unchanged \(file.path)")
    }
    return 0
  case "--check" where arguments.count == 1:
    var stale = false
    for file in generatedFiles {
      guard let current = file.current(in: repositoryRoot) else {
        print("\(file.path) is missing: run `swift run curry-gen` and commit the result")
        stale = true
        continue
      }
      if let difference = LayoutFreeText(current).firstDifference(from: LayoutFreeText(file.contents)) {
        print(
          "\(file.path):\(difference.line.map(String.init) ?? "end") is stale: it has `\(difference.token)` where "
            + "`swift run curry-gen` generates `\(difference.otherToken)`; run it and commit the result")
        stale = true
      }
    }
    if !stale { print("generated files are up to date") }
    return stale ? 1 : 0
  case "--help", "-h":
    print(usage)
    return 0
  default:
    throw UsageError(description: "unknown arguments \(arguments.joined(separator: " "))")
  }
}

do {
  exit(try run(Array(CommandLine.arguments.dropFirst())))
} catch let error as UsageError {
  FileHandle.standardError.write(Data("curry-gen: \(error)\n\(usage)\n".utf8))
  exit(2)
} catch {
  FileHandle.standardError.write(Data("curry-gen: \(error)\n".utf8))
  exit(1)
}
