import Foundation

// curry-gen: writes the generated Swift files of the repository.
//
//   swift run curry-gen            regenerate every generated file
//   swift run curry-gen --check    exit 1, naming the file, when a checked-in file is stale
//   swift run curry-gen curry 11 15     print Curry.swift for arities 11...15 (compile-time measurements)
//   swift run curry-gen starts 11 15    print the pipeline starts for arities 11...15
//   swift run curry-gen scheme nested-curry 16 20   print another way of writing them (Docs/Performance.md)
//   swift run curry-gen model pipeline 20 [map]   print a compile-time test model (Scripts/compile-time.sh)

/// The arities the checked-in files cover.
let generatedArities = 1...20

/// Every file the generator owns, formatted.
func generatedFiles() throws -> [GeneratedFile] {
  [
    GeneratedFile(
      path: CurryFile.path,
      contents: try SwiftFormat.format(CurryFile.text(arities: generatedArities), root: repositoryRoot)),
    GeneratedFile(
      path: StartFile.path,
      contents: try SwiftFormat.format(StartFile.text(arities: generatedArities), root: repositoryRoot)),
  ]
}

/// An arity range from two command-line arguments.
func arities(_ arguments: ArraySlice<String>) throws -> ClosedRange<Int> {
  guard arguments.count == 2, let low = Int(arguments.first!), let high = Int(arguments.last!),
    1 <= low, low <= high, high <= Arity.maximum
  else {
    throw UsageError(description: "expected two arities LOW HIGH with 1 <= LOW <= HIGH <= \(Arity.maximum)")
  }
  return low...high
}

/// A command line the generator does not understand.
struct UsageError: Error, CustomStringConvertible {
  let description: String
}

let usage = """
  usage: curry-gen               regenerate \(CurryFile.path) and \(StartFile.path)
         curry-gen --check       fail when a checked-in generated file is stale
         curry-gen curry LOW HIGH       print curry for arities LOW...HIGH
         curry-gen starts LOW HIGH      print decode(f) for arities LOW...HIGH
         curry-gen scheme NAME LOW HIGH print another scheme; NAME is one of \
  \(Scheme.allCases.map(\.rawValue).joined(separator: ", "))
         curry-gen kinds STYLE          list the kinds of field of a compile-time model
         curry-gen model STYLE FIELDS [KIND]  print a compile-time model (all fields of KIND); STYLE is \
  one of \(CompileTimeModel.Style.allCases.map(\.rawValue).joined(separator: ", "))
  """

func run(_ arguments: [String]) throws -> Int32 {
  switch arguments.first {
  case nil:
    for file in try generatedFiles() {
      print(try file.write(in: repositoryRoot) ? "wrote \(file.path)" : "unchanged \(file.path)")
    }
    return 0
  case "--check":
    var stale = false
    for file in try generatedFiles() where file.current(in: repositoryRoot) != file.contents {
      print("\(file.path) is stale: it differs from what `swift run curry-gen` generates; run it and commit the result")
      stale = true
    }
    if !stale { print("generated files are up to date") }
    return stale ? 1 : 0
  case "curry":
    print(CurryFile.text(arities: try arities(arguments.dropFirst())), terminator: "")
    return 0
  case "starts":
    print(StartFile.text(arities: try arities(arguments.dropFirst())), terminator: "")
    return 0
  case "scheme":
    guard arguments.count == 4, let scheme = Scheme(rawValue: arguments[1]) else {
      throw UsageError(description: "expected `scheme NAME LOW HIGH`")
    }
    print(scheme.text(arities: try arities(arguments.dropFirst(2))), terminator: "")
    return 0
  case "model":
    guard (3...4).contains(arguments.count), let style = CompileTimeModel.Style(rawValue: arguments[1]),
      let fields = Int(arguments[2]), CompileTimeModel.fieldRange.contains(fields)
    else {
      throw UsageError(
        description: "expected `model STYLE FIELDS [KIND]` with FIELDS in \(CompileTimeModel.fieldRange)")
    }
    let only = arguments.count == 4 ? arguments[3] : nil
    print(try CompileTimeModel(style: style, fields: fields, only: only).text, terminator: "")
    return 0
  case "kinds":
    guard arguments.count == 2, let style = CompileTimeModel.Style(rawValue: arguments[1]) else {
      throw UsageError(description: "expected `kinds STYLE`")
    }
    print(CompileTimeModel.kinds(of: style).map(\.name).joined(separator: "\n"))
    return 0
  case "--help", "-h":
    print(usage)
    return 0
  default:
    throw UsageError(description: "unknown command \(arguments[0])")
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
