import Foundation
import Testing

/// Docs/Design.md, "Exported names", lists every name each library module puts into an app's
/// files, with the reason it exists: every name exported lands in every file that imports the
/// module, so none comes without one. These tests keep the list true: a new public
/// declaration at file scope, or a name removed, fails them until the table says so.
private let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent()  // DocSamplesKitTests
  .deletingLastPathComponent()  // Tools
  .deletingLastPathComponent()

/// The modules whose names the tables list; `DecodingJSON` is re-exported by `Decoding`.
private let libraryModules = ["DecodingJSON", "Decoding", "DecodingPipeline", "Curry", "DecodingHTTP"]

/// The name a file-scope declaration line introduces, or `nil`: `public func curry<A, R>(`
/// gives `curry`, `public func <^> <T, U>(` gives `<^>`, `infix operator <|: …` gives `<|`,
/// `precedencegroup PipelinePrecedence {` gives `PipelinePrecedence`. Lines that start with
/// a space are inside a type or an extension, whose members are not names of their own.
func exportedName(declaredBy line: Substring) -> String? {
  var words = line.split(separator: " ")[...]
  while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
  switch words.first {
  case "precedencegroup":
    return words.dropFirst().first.map { String($0) }
  case "prefix", "infix", "postfix":
    guard words.dropFirst().first == "operator", let name = words.dropFirst(2).first else { return nil }
    return String(name.prefix { $0 != ":" })
  case "public":
    words = words.dropFirst()
    while let modifier = words.first, ["final", "indirect", "nonisolated"].contains(modifier) {
      words = words.dropFirst()
    }
    let kinds: Set<Substring> = ["func", "let", "var", "struct", "enum", "class", "protocol", "typealias", "actor"]
    guard let kind = words.first, kinds.contains(kind), let rest = words.dropFirst().first else { return nil }
    let operatorCharacters = Set("/=-+!*%<>&|^~?.")
    if let first = rest.first, operatorCharacters.contains(first) {
      return String(rest.prefix { operatorCharacters.contains($0) })
    }
    return String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
  default:
    return nil
  }
}

/// Every name `module` declares public at file scope, from its sources.
private func declaredNames(of module: String) throws -> Set<String> {
  let base = repositoryRoot.appendingPathComponent("Sources/\(module)")
  let enumerator = try #require(FileManager.default.enumerator(atPath: base.path))
  var names: Set<String> = []
  while let path = enumerator.nextObject() as? String {
    guard path.hasSuffix(".swift"), !path.contains(".docc/") else { continue }
    let text = try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)
    // A declaration inside a file-scope `#if` (such as `#if compiler(>=6.2)`) is indented by
    // two spaces, and is at file scope all the same.
    var conditionalDepth = 0
    for line in text.split(separator: "\n") {
      if line.hasPrefix("#if") { conditionalDepth += 1 }
      if line.hasPrefix("#endif") { conditionalDepth -= 1 }
      let declaration =
        conditionalDepth > 0 && line.hasPrefix("  ") && !line.hasPrefix("   ") ? line.dropFirst(2) : line
      guard !declaration.hasPrefix(" ") else { continue }
      if let name = exportedName(declaredBy: declaration) { names.insert(name) }
    }
  }
  return names
}

/// The names the table of `module` in Docs/Design.md lists: the first code span of each row
/// (`\|` in a cell is a `|` of the name).
private func listedNames(of module: String) throws -> [String] {
  let design = try String(contentsOf: repositoryRoot.appendingPathComponent("Docs/Design.md"), encoding: .utf8)
  let section = try #require(design.range(of: "\n## Exported names\n"), "Docs/Design.md has no \"Exported names\"")
  let lines = design[section.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
  let heading = "### `\(module)`"
  let start = try #require(lines.firstIndex { $0.hasPrefix(heading) }, "Docs/Design.md has no \(heading)")
  var names: [String] = []
  for line in lines[(start + 1)...] {
    if line.hasPrefix("#") { break }
    guard line.hasPrefix("| `") else { continue }
    let cell = line.dropFirst(3).replacingOccurrences(of: "\\|", with: "|")
    names.append(String(cell.prefix { $0 != "`" }))
  }
  return names
}

@Test(arguments: [
  ("public func curry<A, R>(_ function: @escaping (A) -> R) -> (A) -> R {", "curry"),
  ("@inlinable public func <^> <T, U>(function: Curried<T, U>, decoded: Decoded<T>) -> Decoded<U> {", "<^>"),
  ("public func |> <A, B>(", "|>"),
  ("public let string: DecodeFunction<String> = { String.decode($0) }", "string"),
  ("public struct Curried<Input, Output> {", "Curried"),
  ("public typealias DecodeFunction<T> = @Sendable (JSON) -> Decoded<T>", "DecodeFunction"),
  ("infix operator <||?: ArgoDecodePrecedence", "<||?"),
  ("precedencegroup PipelinePrecedence {", "PipelinePrecedence"),
  ("import Decoding", nil),
  ("extension Decoded {", nil),
  ("@usableFromInline", nil),
  ("package enum CurriedLast1<A, Output>: CurriedShape {", nil),
])
func readsTheNameADeclarationLineExports(line: String, name: String?) {
  #expect(exportedName(declaredBy: line[...]) == name)
}

@Test(arguments: libraryModules)
func designListsEveryExportedNameOnceWithItsReason(module: String) throws {
  let declared = try declaredNames(of: module)
  let listed = try listedNames(of: module)
  let unlisted = declared.subtracting(listed).sorted()
  let stale = Set(listed).subtracting(declared).sorted()
  var seen: Set<String> = []
  let repeated = listed.filter { !seen.insert($0).inserted }
  #expect(unlisted.isEmpty, "\(module) exports \(unlisted), which Docs/Design.md's table of \(module) does not list")
  #expect(stale.isEmpty, "Docs/Design.md's table of \(module) lists \(stale), which \(module) does not export")
  #expect(repeated.isEmpty, "Docs/Design.md's table of \(module) lists \(repeated) more than once")
}
