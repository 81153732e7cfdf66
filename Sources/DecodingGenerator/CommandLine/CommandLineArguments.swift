import Foundation

/// The arguments of one `decoding-gen` run, parsed.
struct CommandLineArguments: Equatable {
  var options = GeneratorOptions()
  /// The sample files, in order; `-` is standard input.
  var files: [String] = []
  /// `--output FILE`.
  var output: String?
  /// `--check`: compare with `output` instead of writing it.
  var check = false
  /// `--help`.
  var help = false
  /// `--schema`: the JSON Schema of the codec, instead of the source.
  var schema = false

  /// A command line `decoding-gen` does not accept; its description says why.
  struct UsageError: Error, Equatable, CustomStringConvertible {
    let description: String
  }

  /// Parses `arguments` (without the program's name).
  init(_ arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    var onlyFiles = false
    var styleGiven: GeneratorOptions.Style?
    while let argument = remaining.popFirst() {
      if onlyFiles || argument == "-" || !argument.hasPrefix("-") {
        files.append(argument)
        continue
      }
      let (option, inlineValue) = Self.split(argument)
      func value() throws(UsageError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst() else { throw UsageError(description: "\(option) needs a value") }
        return next
      }
      switch option {
      case "--": onlyFiles = true
      case "-h", "--help": help = true
      case "--style":
        let name = try value()
        guard let style = GeneratorOptions.Style(rawValue: name) else {
          throw UsageError(description: "--style must be operators or pipeline, not \(name)")
        }
        styleGiven = style
      case "--name":
        let name = try value()
        guard SwiftName.isValidTypeName(name) else {
          throw UsageError(
            description: SwiftName.reservedTypeNames.contains(name)
              ? "--name \(name) is a common Swift type's name, which the model would hide in your module; choose another"
              : "--name must be a Swift type name, such as Repository, not \(shellQuoted(name))")
        }
        options.rootName = name
      case "--codec": options.writesCodec = true
      case "--curried": options.curried = true
      case "-o", "--output": output = try value()
      case "--check": check = true
      case "--schema": schema = true
      case "--no-dates": options.inferDates = false
      case "--no-urls": options.inferURLs = false
      case "--no-shape-merges": options.mergesByShape = false
      case "--encoders": options.writesEncoders = true
      case "--merge":
        let merge = try TypeMerge(parsing: try value())
        var named = Set(options.merges.flatMap(\.keys))
        for key in merge.keys where !named.insert(key).inserted {
          throw UsageError(description: "--merge names the key \(shellQuoted(key)) twice; give each key one type")
        }
        options.merges.append(merge)
      default: throw UsageError(description: "unknown option \(option)")
      }
      if inlineValue != nil, !["--style", "--name", "--output", "--merge"].contains(option) {
        throw UsageError(description: "\(option) takes no value")
      }
    }
    if options.writesCodec, styleGiven == .operators {
      throw UsageError(description: "--codec writes pipeline codecs; give it without --style operators")
    }
    options.style = options.writesCodec ? .pipeline : styleGiven ?? .operators
    if help { return }
    if files.isEmpty { throw UsageError(description: "no sample files; give one or more JSON documents") }
    if check, output == nil { throw UsageError(description: "--check needs --output FILE, the file to compare") }
  }

  /// `--name=User` as `("--name", "User")`; other arguments as themselves and `nil`.
  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  /// The command line that writes the same source, with file names only, for the header.
  var canonicalCommand: String { canonicalCommandWords.joined(separator: " ") }

  /// ``canonicalCommand``'s words, each quoted for the shell as needed.
  var canonicalCommandWords: [String] {
    var words = ["decoding-gen"] + (options.writesCodec ? ["--codec"] : ["--style", options.style.rawValue])
    if options.curried { words.append("--curried") }
    words += ["--name", options.rootName]
    if !options.inferDates { words.append("--no-dates") }
    if !options.inferURLs { words.append("--no-urls") }
    if !options.mergesByShape { words.append("--no-shape-merges") }
    if options.writesEncoders, !options.writesCodec { words.append("--encoders") }
    for merge in options.merges { words += ["--merge", shellQuoted(merge.argument)] }
    return words + files.map { shellQuoted(fileName(of: $0)) }
  }
}

/// The last component of `path`: `Documents/twitter.json` gives `twitter.json`.
func fileName(of path: String) -> String {
  path.split(separator: "/").last.map(String.init) ?? path
}

/// `word` as a shell reads it: as it is when it holds only safe characters, else in single quotes.
func shellQuoted(_ word: String) -> String {
  let safe = word.unicodeScalars.allSatisfy {
    $0.isASCIILetter || $0.isASCIIDigit || "._-/+,=".unicodeScalars.contains($0)
  }
  return safe && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
}
