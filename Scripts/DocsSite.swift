// The documentation site's own tooling, compiled and run by Scripts/build-docs.sh and
// Scripts/check-docs-site.sh with the toolchain's `swiftc` (Foundation only, nothing to install):
//
//   DocsSite articles DOCS_DIR CATALOG_DIR     writes each guide of Docs/ into the catalog as an article
//   DocsSite prune-symbol-graphs DIR           drops the Swift 5 mode twins from the symbol graphs
//   DocsSite check ARCHIVE DOCS_DIR            fails when a module, an article or a reason is missing
//
// Docs/ stays the one source of the guides: their samples are compiled by the doc-samples
// tests from there, and the catalog gets a copy, its links rewritten, at each build.

import Foundation

/// What went wrong, printed as `DocsSite: …` before the tool exits with status 1.
struct Failure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// The library modules the site documents, each with its own top-level page.
let documentedModules = ["Decoding", "DecodingPipeline", "Curry", "DecodingHTTP"]

/// How the identifiers (USRs) of this package's own symbols begin: `s:` and each module's
/// name with its length, as Swift mangles it (DecodingJSON is documented as Decoding's).
let ownSymbolPrefixes = (documentedModules + ["DecodingJSON"]).map { "s:\($0.count)\($0)" }

// MARK: - Articles

/// The guides of `docs`, the `.md` files, by name without the extension (`Getting-Started`).
func guideNames(in docs: URL) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: docs.path)
    .filter { $0.hasSuffix(".md") }
    .map { String($0.dropLast(3)) }
    .sorted()
}

/// The anchor GitHub gives a heading: lower case, spaces to hyphens, punctuation dropped.
func gitHubSlug(_ heading: String) -> String {
  String(
    heading.lowercased().compactMap { character -> Character? in
      if character == " " { return "-" }
      if character.isLetter || character.isNumber || character == "-" || character == "_" { return character }
      return nil
    })
}

/// The fragment DocC gives the same heading: its words, hyphens between, case kept; nil for a
/// heading with symbols in it (`A failure after >>- has no path`), linked as its article.
func doccFragment(_ heading: String) -> String? {
  let words = heading.replacingOccurrences(of: "`", with: "")
    .split(whereSeparator: { $0 == " " || $0 == "-" })
  guard words.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" || $0 == "," } })
  else { return nil }
  return words.joined(separator: "-")
}

/// The section headings of a Markdown document, outside its code blocks.
func headings(of markdown: String) -> [String] {
  var inside = false
  var found: [String] = []
  for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
    if line.hasPrefix("```") {
      inside.toggle()
      continue
    }
    if !inside, line.hasPrefix("#") {
      found.append(String(line.drop(while: { $0 == "#" }).drop(while: { $0 == " " })))
    }
  }
  return found
}

/// Rewrites the links of the guide `name` for DocC: `[x](Errors.md#custom-errors)` and
/// `[x](#errors)` become `doc:` links, which DocC checks; a link out of Docs/ becomes its text.
func articleText(name: String, markdown: String, guides: [String: String]) throws -> String {
  let pattern = try NSRegularExpression(pattern: #"\]\(([^)\s]*)\)"#)
  var result = ""
  var inside = false
  for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
    if line.hasPrefix("```") { inside.toggle() }
    if inside || line.hasPrefix("```") {
      result += line + "\n"
      continue
    }
    var text = String(line)
    let range = NSRange(text.startIndex..., in: text)
    for match in pattern.matches(in: text, range: range).reversed() {
      let target = (text as NSString).substring(with: match.range(at: 1))
      guard let replacement = try linkTarget(target, in: name, guides: guides) else { continue }
      text = (text as NSString).replacingCharacters(in: match.range(at: 1), with: replacement)
    }
    result += text + "\n"
  }
  // Links out of Docs/ (`[CONTRIBUTING.md](../CONTRIBUTING.md)`) name a file of the repository.
  let outside = try NSRegularExpression(pattern: #"\[([^\]]*)\]\(\.\./[^)]*\)"#)
  result = outside.stringByReplacingMatches(
    in: result, range: NSRange(result.startIndex..., in: result), withTemplate: "$1")
  return String(result.dropLast())
}

/// The DocC form of one link target of the guide `name`, or nil to leave it as written.
func linkTarget(_ target: String, in name: String, guides: [String: String]) throws -> String? {
  if target.hasPrefix("http") || target.hasPrefix("../") { return nil }
  if target.hasSuffix(".svg") { return String(target.dropLast(4)) }
  let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
  let file = parts[0].isEmpty ? name : String(parts[0].dropLast(3))
  guard parts[0].isEmpty || parts[0].hasSuffix(".md"), let markdown = guides[file] else {
    throw Failure("Docs/\(name).md links to \(target), which is not a guide of Docs/")
  }
  guard parts.count == 2 else { return "doc:\(file)" }
  guard let heading = headings(of: markdown).first(where: { gitHubSlug($0) == parts[1] }) else {
    throw Failure("Docs/\(name).md links to \(target), and Docs/\(file).md has no such heading")
  }
  guard let fragment = doccFragment(heading) else { return "doc:\(file)" }
  return "doc:\(file)#\(fragment)"
}

func writeArticles(docs: URL, catalog: URL) throws {
  let names = try guideNames(in: docs)
  var guides: [String: String] = [:]
  for name in names {
    guides[name] = try String(contentsOf: docs.appendingPathComponent("\(name).md"), encoding: .utf8)
  }
  for name in names {
    let text = try articleText(name: name, markdown: guides[name]!, guides: guides)
    try text.write(to: catalog.appendingPathComponent("\(name).md"), atomically: true, encoding: .utf8)
  }
  for image in try FileManager.default.contentsOfDirectory(atPath: docs.path) where image.hasSuffix(".svg") {
    let destination = catalog.appendingPathComponent(image)
    try? FileManager.default.removeItem(at: destination)
    try FileManager.default.copyItem(at: docs.appendingPathComponent(image), to: destination)
  }
}

// MARK: - Symbol graphs

/// Drops every symbol marked `@available(swift, obsoleted: 6)`, and its relationships, and
/// the "default implementation" links of the pipeline's `Decodable` members.
///
/// Those are the Swift 5 language mode's twins of the pipeline's start functions (and a
/// few more), each with the same name, arguments and documentation as its Swift 6 twin:
/// only one of the two is ever visible to a caller. DocC reads "obsoleted" as deprecated and
/// would strike them through, telling a Swift 5 app to stop using the API it needs; the
/// pipeline's module page says that they exist.
func pruneSymbolGraphs(in directory: URL) throws {
  for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) where file.hasSuffix(".json") {
    let url = directory.appendingPathComponent(file)
    guard var graph = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any],
      let symbols = graph["symbols"] as? [[String: Any]]
    else { throw Failure("\(url.path) is not a symbol graph") }
    var dropped: Set<String> = []
    let kept = symbols.filter { symbol in
      let availability = symbol["availability"] as? [[String: Any]] ?? []
      let twin = availability.contains { item in
        (item["domain"] as? String) == "Swift" && ((item["obsoleted"] as? [String: Any])?["major"] as? Int) == 6
      }
      if twin, let identifier = (symbol["identifier"] as? [String: Any])?["precise"] as? String {
        dropped.insert(identifier)
      }
      return !twin
    }
    let relationships = graph["relationships"] as? [[String: Any]] ?? []
    let keptRelationships = relationships.filter { relationship in
      let source = relationship["source"] as? String ?? ""
      let target = relationship["target"] as? String ?? ""
      // The pipeline's `Decodable.decode(make)` members start a pipeline inside a type's own
      // `decode`; they share the requirement's name only, and are curated on the pipeline's
      // pages, not listed 20 deep as "Default Implementations" of `Decodable.decode(_:)`.
      let notADefault =
        relationship["kind"] as? String == "defaultImplementationOf" && file.hasPrefix("DecodingPipeline@")
      return !dropped.contains(source) && !dropped.contains(target) && !notADefault
    }
    // With its twin gone, a Swift 6 mode overload (`@available(swift 6)`) documents a call that
    // compiles in both modes: shown as "Swift 6.0+", it would tell a Swift 5 app it cannot.
    graph["symbols"] = kept.map { symbol in
      var symbol = symbol
      let availability = symbol["availability"] as? [[String: Any]] ?? []
      let modes = availability.filter { item in
        !((item["domain"] as? String) == "Swift" && item.count == 2
          && ((item["introduced"] as? [String: Any])?["major"] as? Int) == 6)
      }
      symbol["availability"] = modes.isEmpty ? nil : modes
      return symbol
    }
    graph["relationships"] = keptRelationships
    try JSONSerialization.data(withJSONObject: graph).write(to: url)
    if !dropped.isEmpty {
      print(
        "DocsSite: \(file): left out \(dropped.count) Swift 5 mode twins (obsoleted: 6) and "
          + "\(relationships.count - keptRelationships.count) of their and the starts' relationships")
    }
  }
}

// MARK: - Check

/// A page of the archive: its render JSON, read from `data/documentation/…`.
func page(_ path: String, in archive: URL) throws -> [String: Any]? {
  let url = archive.appendingPathComponent("data/documentation/\(path).json")
  guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
  return try JSONSerialization.jsonObject(with: data) as? [String: Any]
}

/// Every `doc://` identifier the page lists in its topic groups.
func topicIdentifiers(of page: [String: Any]) -> Set<String> {
  let sections = page["topicSections"] as? [[String: Any]] ?? []
  return Set(sections.flatMap { $0["identifiers"] as? [String] ?? [] })
}

func check(archive: URL, docs: URL) throws {
  var problems: [String] = []
  guard let landing = try page("decoding", in: archive) else {
    throw Failure("\(archive.path) has no landing page data/documentation/decoding.json: is it a DocC archive?")
  }
  let landingTopics = topicIdentifiers(of: landing)
  // Modules are roots of their own, never in a topic group: the landing page links them in its text.
  let landingLinks = Set((landing["references"] as? [String: Any] ?? [:]).keys)
  for module in documentedModules {
    let path = module.lowercased()
    guard let modulePage = try page(path, in: archive) else {
      problems.append("the module \(module) has no page (data/documentation/\(path).json)")
      continue
    }
    let abstract = modulePage["abstract"] as? [Any] ?? []
    if abstract.isEmpty { problems.append("the module page of \(module) has no abstract") }
    if module != "Decoding", !landingLinks.contains(where: { $0.hasSuffix("/documentation/\(module)") }) {
      problems.append("the landing page does not link to the module \(module)")
    }
  }
  for guide in try guideNames(in: docs) {
    let path = "decoding/\(guide.lowercased())"
    guard let article = try page(path, in: archive) else {
      problems.append("Docs/\(guide).md has no article (data/documentation/\(path).json)")
      continue
    }
    if (article["primaryContentSections"] as? [Any] ?? []).isEmpty {
      problems.append("the article \(guide) is empty")
    }
    if !landingTopics.contains(where: { $0.hasSuffix("/documentation/Decoding/\(guide)") }) {
      problems.append("the landing page's topics do not link to the article \(guide)")
    }
  }
  // A page is deprecated in the site when a reference to it says so; that is right only
  // when its own page gives the reason (`@available(*, deprecated, message: …)`).
  // The Swift 5 mode twins, `@available(swift, obsoleted: 6)`, were such pages.
  let data = archive.appendingPathComponent("data")
  var pages = 0
  var deprecated: [String: String] = [:]
  var explained: Set<String> = []
  let files = FileManager.default.enumerator(atPath: data.path)?.compactMap { $0 as? String } ?? []
  for file in files where file.hasSuffix(".json") {
    pages += 1
    guard
      let node = try JSONSerialization.jsonObject(with: Data(contentsOf: data.appendingPathComponent(file)))
        as? [String: Any]
    else { continue }
    let url = "/" + String(file.dropLast(5))
    let platforms = (node["metadata"] as? [String: Any])?["platforms"] as? [[String: Any]] ?? []
    // A reason is a message (`deprecationSummary`) or a replacement (`renamed:`, as the standard
    // library gives `index(of:)`, which `JSONArray` inherits); an `obsoleted:` alone is none.
    let renamed = platforms.contains { !(($0["renamed"] as? String) ?? "").isEmpty }
    if let summary = node["deprecationSummary"] as? [Any], !summary.isEmpty { explained.insert(url) }
    if renamed { explained.insert(url) }
    // A member a type inherits from a standard library protocol carries that library's own
    // deprecation (`replaceSubrange(_:with:)` of `JSONArray`): not this library's to explain.
    let identifier = (node["metadata"] as? [String: Any])?["externalID"] as? String ?? ""
    if let inherited = identifier.components(separatedBy: "::SYNTHESIZED::").first, inherited != identifier,
      !ownSymbolPrefixes.contains(where: { inherited.hasPrefix($0) })
    {
      explained.insert(url)
    }
    if platforms.contains(where: { ($0["deprecated"] as? Bool) == true }) { deprecated[url] = url }
    for case let (_, reference as [String: Any]) in node["references"] as? [String: Any] ?? [:]
    where (reference["deprecated"] as? Bool) == true {
      if let target = reference["url"] as? String { deprecated[target.lowercased()] = "\(target) (from \(url))" }
    }
  }
  for (url, description) in deprecated.sorted(by: { $0.key < $1.key }) where !explained.contains(url) {
    problems.append("marked deprecated without a reason: \(description)")
  }
  if !problems.isEmpty {
    throw Failure("\(archive.path):\n" + problems.map { "  - \($0)" }.joined(separator: "\n"))
  }
  print(
    "DocsSite: \(archive.path): \(documentedModules.count) modules, every guide an article, "
      + "no page deprecated without a reason (\(pages) pages read)")
}

// MARK: - Main

let arguments = Array(CommandLine.arguments.dropFirst())
do {
  switch (arguments.first, arguments.count) {
  case ("articles", 3):
    try writeArticles(docs: URL(fileURLWithPath: arguments[1]), catalog: URL(fileURLWithPath: arguments[2]))
  case ("prune-symbol-graphs", 2):
    try pruneSymbolGraphs(in: URL(fileURLWithPath: arguments[1]))
  case ("check", 3):
    try check(archive: URL(fileURLWithPath: arguments[1]), docs: URL(fileURLWithPath: arguments[2]))
  default:
    throw Failure(
      "usage: DocsSite articles DOCS_DIR CATALOG_DIR | prune-symbol-graphs DIR | check ARCHIVE DOCS_DIR")
  }
} catch {
  FileHandle.standardError.write(Data("DocsSite: \(error)\n".utf8))
  exit(1)
}
