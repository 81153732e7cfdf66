import Foundation

// compile-time-lab: a development tool for measuring compile times, not part of the
// library and not a product. It prints Swift files; Benchmarks/Scripts/compile-time.sh compiles and
// times them and prints the tables of Docs/Performance.md, "Compile time".
//
//   swift run --package-path Benchmarks compile-time-lab model operators 20 [KIND]   a model with a 20-field decoder
//                                             [--twice]     … written twice, to time its type-check cold and warm
//   swift run --package-path Benchmarks compile-time-lab kinds operators              the kinds of field of a style
//   swift run --package-path Benchmarks compile-time-lab scheme nested-curry 16 20    another way to write curry
//   swift run --package-path Benchmarks compile-time-lab depth function 16            a curried type 16 levels deep
//   swift run --package-path Benchmarks compile-time-lab list shapes                  the names a command accepts

/// A command line the lab does not understand.
struct UsageError: Error, CustomStringConvertible {
  let description: String
}

let usage = """
  usage: compile-time-lab model STYLE FIELDS [KIND] [--twice]  print a model whose decoder has FIELDS \
  fields (all of KIND; the decoder twice, cold and warm); STYLE is one of \(CompileTimeModel.Style.allCases.map(\.rawValue).joined(separator: ", "))
         compile-time-lab kinds STYLE                list the kinds of field of STYLE
         compile-time-lab scheme NAME LOW HIGH       print another way to write curry or decode(f) for arities \
  LOW...HIGH; NAME is one of \(Scheme.allCases.map(\.rawValue).joined(separator: ", "))
         compile-time-lab depth SHAPE DEPTH          print a signature carrying a curried type DEPTH levels \
  deep; SHAPE is one of \(DepthProbe.Shape.allCases.map(\.rawValue).joined(separator: ", "))
         compile-time-lab list styles|schemes|shapes one name a line, for scripts
  """

/// A number in `range` from the command line.
func number(_ text: String, in range: ClosedRange<Int>, _ what: String) throws -> Int {
  guard let value = Int(text), range.contains(value) else {
    throw UsageError(description: "\(what) must be a number in \(range), not \(text)")
  }
  return value
}

func run(_ arguments: [String]) throws {
  switch arguments.first {
  case "model":
    let twice = arguments.last == "--twice"
    let arguments = twice ? Array(arguments.dropLast()) : arguments
    guard (3...4).contains(arguments.count), let style = CompileTimeModel.Style(rawValue: arguments[1]) else {
      throw UsageError(description: "expected `model STYLE FIELDS [KIND] [--twice]`")
    }
    let fields = try number(arguments[2], in: CompileTimeModel.fieldRange, "FIELDS")
    let only = arguments.count == 4 ? arguments[3] : nil
    print(try CompileTimeModel(style: style, fields: fields, only: only, twice: twice).text, terminator: "")
  case "kinds":
    guard arguments.count == 2, let style = CompileTimeModel.Style(rawValue: arguments[1]) else {
      throw UsageError(description: "expected `kinds STYLE`")
    }
    print(CompileTimeModel.kinds(of: style).map(\.name).joined(separator: "\n"))
  case "scheme":
    guard arguments.count == 4, let scheme = Scheme(rawValue: arguments[1]) else {
      throw UsageError(description: "expected `scheme NAME LOW HIGH`")
    }
    let low = try number(arguments[2], in: 1...20, "LOW")
    let high = try number(arguments[3], in: low...20, "HIGH")
    print(scheme.text(arities: low...high), terminator: "")
  case "depth":
    guard arguments.count == 3, let shape = DepthProbe.Shape(rawValue: arguments[1]) else {
      throw UsageError(description: "expected `depth SHAPE DEPTH`")
    }
    print(DepthProbe(shape: shape, depth: try number(arguments[2], in: 1...24, "DEPTH")).text, terminator: "")
  case "list":
    let names: [String]
    switch arguments.dropFirst().first {
    case "styles": names = CompileTimeModel.Style.allCases.map(\.rawValue)
    case "schemes": names = Scheme.allCases.map(\.rawValue)
    case "shapes": names = DepthProbe.Shape.allCases.map(\.rawValue)
    default: throw UsageError(description: "expected `list styles`, `list schemes` or `list shapes`")
    }
    print(names.joined(separator: "\n"))
  case "--help", "-h":
    print(usage)
  default:
    throw UsageError(description: arguments.isEmpty ? "expected a command" : "unknown command \(arguments[0])")
  }
}

do {
  try run(Array(CommandLine.arguments.dropFirst()))
} catch let error as UsageError {
  FileHandle.standardError.write(Data("compile-time-lab: \(error)\n\(usage)\n".utf8))
  exit(2)
} catch {
  FileHandle.standardError.write(Data("compile-time-lab: \(error)\n".utf8))
  exit(1)
}
