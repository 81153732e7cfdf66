// The documentation site's own tooling, compiled and run by Scripts/build-docs.sh and
// Scripts/check-docs-site.sh with the toolchain's `swiftc` (Foundation only, nothing to install):
//
//   DocsSite prune-symbol-graphs DIR           drops "Swift 6.0+" and the pipeline's default-implementation links
//   DocsSite check ARCHIVE DOCS_DIR            fails when a module, an article or a reason is missing
//
// The guides' articles are written from Docs/ into the copy of the catalog that build-docs.sh
// builds, by `swift run doc-samples --guides` (GuideArticles.swift); none is committed.

import Foundation

/// What went wrong, printed as `DocsSite: …` before the tool exits with status 1.
struct Failure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// The library modules the site documents, each with its own top-level page.
let documentedModules = ["Decoding", "DecodingPipeline", "Curry", "DecodingHTTP", "DecodingWide"]

/// How the identifiers (USRs) of this package's own symbols begin: `s:` and each module's
/// name with its length, as Swift mangles it (DecodingJSON is documented as Decoding's).
let ownSymbolPrefixes = (documentedModules + ["DecodingJSON"]).map { "s:\($0.count)\($0)" }

/// The guides of `docs`, the `.md` files, by name without the extension (`Getting-Started`).
func guideNames(in docs: URL) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: docs.path)
    .filter { $0.hasSuffix(".md") }
    .map { String($0.dropLast(3)) }
    .sorted()
}

// MARK: - Symbol graphs

/// Drops the "Swift 6.0+" of the declarations a Swift 5 app sees under a Swift 5 twin, and
/// the "default implementation" links of the pipeline's `Decodable` members.
///
/// A few declarations that take a decoder or an encoder are `@available(swift 6)`, each with a
/// twin of the same name, arguments and documentation for the Swift 5 language mode, which
/// `@_documentation(visibility: private)` keeps out of the symbol graphs (the pipeline's
/// module page says that they exist; Docs/Design.md, "The Swift 5 language mode", says why
/// `@preconcurrency` does not serve there). Shown as "Swift 6.0+", a call that compiles in both
/// modes would tell a Swift 5 app that it cannot.
func pruneSymbolGraphs(in directory: URL) throws {
  for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) where file.hasSuffix(".json") {
    let url = directory.appendingPathComponent(file)
    guard var graph = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any],
      let symbols = graph["symbols"] as? [[String: Any]]
    else { throw Failure("\(url.path) is not a symbol graph") }
    let relationships = graph["relationships"] as? [[String: Any]] ?? []
    // The pipeline's `Decodable.decode(make)` members start a pipeline inside a type's own
    // `decode`; they share the requirement's name only, and are curated on the pipeline's
    // pages, not listed 20 deep as "Default Implementations" of `Decodable.decode(_:)`.
    let keptRelationships = relationships.filter { relationship in
      !(relationship["kind"] as? String == "defaultImplementationOf" && file.hasPrefix("DecodingPipeline@"))
    }
    var swift6Only = 0
    graph["symbols"] = symbols.map { symbol in
      var symbol = symbol
      let availability = symbol["availability"] as? [[String: Any]] ?? []
      let modes = availability.filter { item in
        !((item["domain"] as? String) == "Swift" && item.count == 2
          && ((item["introduced"] as? [String: Any])?["major"] as? Int) == 6)
      }
      swift6Only += availability.count - modes.count
      symbol["availability"] = modes.isEmpty ? nil : modes
      return symbol
    }
    graph["relationships"] = keptRelationships
    try JSONSerialization.data(withJSONObject: graph).write(to: url)
    if swift6Only > 0 || keptRelationships.count < relationships.count {
      print(
        "DocsSite: \(file): \(swift6Only) declarations shown for both language modes, "
          + "\(relationships.count - keptRelationships.count) default-implementation links left out")
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
  // when its own page gives the reason (`@available(*, deprecated, message: …)`). A Swift 5
  // twin, `@available(swift, obsoleted: 6)`, that lost its `@_documentation(visibility:
  // private)` would be such a page.
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
  case ("prune-symbol-graphs", 2):
    try pruneSymbolGraphs(in: URL(fileURLWithPath: arguments[1]))
  case ("check", 3):
    try check(archive: URL(fileURLWithPath: arguments[1]), docs: URL(fileURLWithPath: arguments[2]))
  default:
    throw Failure(
      "usage: DocsSite prune-symbol-graphs DIR | check ARCHIVE DOCS_DIR")
  }
} catch {
  FileHandle.standardError.write(Data("DocsSite: \(error)\n".utf8))
  exit(1)
}
