import Decoding
import Foundation

/// One sample document, read and parsed, or the reason it cannot be used.
struct SampleFile {
  /// The path as given; `-` is standard input.
  let path: String
  /// The root value, an object or an array.
  let root: JSON

  /// Why a sample cannot be used, as `decoding-gen` reports it: `path:line:column: error: …`
  /// for a syntax error, `path: error: …` otherwise.
  struct Problem: Error, Equatable, CustomStringConvertible {
    let description: String

    init(_ path: String, _ message: String) {
      description = "\(displayName(of: path)): error: \(message)"
    }

    init(_ path: String, syntaxError: JSONSyntaxError) {
      description =
        "\(displayName(of: path)):\(syntaxError.line):\(syntaxError.column): error: invalid JSON: \(syntaxError.message)"
    }
  }

  /// Reads and parses the sample at `path`, with `standardInput` for `-`.
  init(path: String, standardInput: () -> Data) throws(Problem) {
    self.path = path
    let data = path == "-" ? standardInput() : try Self.contents(of: path)
    if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
      let what = path == "-" ? "the input" : "the file"
      throw Problem(path, "\(what) is empty; decoding-gen needs a JSON object or array")
    }
    let json: JSON
    do {
      json = try JSON(parsing: data)
    } catch let error as JSONSyntaxError {
      throw Problem(path, syntaxError: error)
    } catch {
      throw Problem(path, "cannot parse the file: \(error)")
    }
    switch json {
    case .object, .array: root = json
    case .string: throw Problem(path, "the root value is a string; decoding-gen needs a JSON object or array")
    case .number: throw Problem(path, "the root value is a number; decoding-gen needs a JSON object or array")
    case .bool: throw Problem(path, "the root value is a Boolean; decoding-gen needs a JSON object or array")
    case .null: throw Problem(path, "the root value is null; decoding-gen needs a JSON object or array")
    }
  }

  /// "an object" or "an array".
  var rootKind: String {
    if case .array = root { return "an array" }
    return "an object"
  }

  private static func contents(of path: String) throws(Problem) -> Data {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw Problem(path, "no such file")
    }
    if isDirectory.boolValue { throw Problem(path, "is a directory, not a JSON file") }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Problem(path, "cannot read the file")
    }
    return data
  }
}

/// How messages and headers name a sample: its path, or `standard input` for `-`.
func displayName(of path: String) -> String {
  path == "-" ? "standard input" : path
}
