import Foundation

/// The guides of `Docs/` as articles of the DocC catalog, written when the documentation site
/// is built (`Scripts/build-docs.sh` runs `swift run doc-samples --guides DIRECTORY` on its
/// copy of the catalog).
///
/// `Docs/` is the one source: the guides are read there on GitHub, their samples are compiled
/// from there, and nothing made from them is committed. The catalog's copy has links DocC can
/// check: a link to another guide, `[x](Errors.md#custom-errors)`, or to a heading,
/// `[x](#errors)`, becomes a `doc:` link; a link out of `Docs/` (`../CONTRIBUTING.md`) becomes
/// its text; an image of `Docs/` is copied beside the articles.
public struct GuideArticles {
  /// The line that ends each article, naming its source; an HTML comment, which DocC does not show.
  public static func generatedNote(for name: String) -> String {
    "<!-- Written by `swift run doc-samples --guides` from Docs/\(name).md: edit that file, not this one. -->"
  }

  /// Each guide's Markdown, by name without the extension (`Getting-Started`).
  public var guides: [String: String]

  /// Collects `guides`, by name without the extension.
  public init(guides: [String: String]) {
    self.guides = guides
  }

  /// The guides of the folder `docs`: its `.md` files, not those of its subfolders.
  public init(docs: URL) throws {
    var guides: [String: String] = [:]
    for name in try Self.fileNames(in: docs) where name.hasSuffix(".md") {
      guides[String(name.dropLast(3))] = try String(contentsOf: docs.appendingPathComponent(name), encoding: .utf8)
    }
    self.init(guides: guides)
  }

  /// Writes the articles of the guides of `docs`, and the images beside them (`.svg`, `.png`),
  /// into `directory`, which it creates; returns the names of the files written, sorted.
  @discardableResult
  public static func write(guidesIn docs: URL, to directory: URL) throws -> [String] {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var written: [String] = []
    for (name, article) in try GuideArticles(docs: docs).articles() {
      try article.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
      written.append(name)
    }
    for name in try fileNames(in: docs) where name.hasSuffix(".svg") || name.hasSuffix(".png") {
      let target = directory.appendingPathComponent(name)
      try? FileManager.default.removeItem(at: target)
      try FileManager.default.copyItem(at: docs.appendingPathComponent(name), to: target)
      written.append(name)
    }
    return written.sorted()
  }

  /// The regular files directly in `folder`, by name.
  private static func fileNames(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { name in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(name).path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
  }

  /// Every article, by file name: one per guide.
  public func articles() throws(DocSampleError) -> [String: String] {
    var files: [String: String] = [:]
    for (name, markdown) in guides {
      files["\(name).md"] = try article(name: name, markdown: markdown) + "\n" + Self.generatedNote(for: name) + "\n"
    }
    return files
  }

  /// The guide `name` with its links rewritten for DocC.
  func article(name: String, markdown: String) throws(DocSampleError) -> String {
    var lines: [String] = []
    var insideCode = false
    for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if line.hasPrefix("```") { insideCode.toggle() }
      if insideCode || line.hasPrefix("```") {
        lines.append(String(line))
      } else {
        lines.append(try rewritingLinks(in: String(line), of: name, line: index + 1))
      }
    }
    while lines.last == "" { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  /// `line` with each Markdown link target `](target)` in its DocC form.
  private func rewritingLinks(in line: String, of name: String, line number: Int) throws(DocSampleError) -> String {
    var result = ""
    var rest = line[...]
    while let opening = rest.range(of: "](") {
      guard let closing = rest[opening.upperBound...].firstIndex(of: ")") else { break }
      let target = String(rest[opening.upperBound..<closing])
      let before = rest[..<opening.lowerBound]
      if target.hasPrefix("../") {
        // A file of the repository outside Docs/: the link's text stays, without the link.
        guard let textStart = before.lastIndex(of: "[") else { break }
        result += before[..<textStart] + before[before.index(after: textStart)...]
      } else {
        result += before + "](" + (try docCTarget(target, of: name, line: number)) + ")"
      }
      rest = rest[rest.index(after: closing)...]
    }
    return result + rest
  }

  /// The DocC form of the link target `target` of the guide `name`.
  func docCTarget(_ target: String, of name: String, line: Int) throws(DocSampleError) -> String {
    if target.hasPrefix("http://") || target.hasPrefix("https://") { return target }
    // An image: DocC finds a catalog's resources by name, without the extension.
    if target.hasSuffix(".svg") || target.hasSuffix(".png") { return String(target.dropLast(4)) }
    let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    let file = parts[0].isEmpty ? name : String(parts[0].dropLast(3))
    guard parts[0].isEmpty || parts[0].hasSuffix(".md"), let markdown = guides[file] else {
      throw DocSampleError(path: "Docs/\(name).md", line: line, "links to \(target), which is not a guide of Docs/")
    }
    guard parts.count == 2 else { return "doc:\(file)" }
    guard let heading = Self.headings(of: markdown).first(where: { Self.gitHubAnchor($0) == parts[1] }) else {
      throw DocSampleError(
        path: "Docs/\(name).md", line: line, "links to \(target), but Docs/\(file).md has no such heading")
    }
    guard let fragment = Self.docCFragment(heading) else { return "doc:\(file)" }
    return "doc:\(file)#\(fragment)"
  }

  /// The section headings of a Markdown document, outside its code blocks, without the `#`s.
  static func headings(of markdown: String) -> [String] {
    var insideCode = false
    var found: [String] = []
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        insideCode.toggle()
      } else if !insideCode, line.hasPrefix("#") {
        found.append(String(line.drop { $0 == "#" }.drop { $0 == " " }))
      }
    }
    return found
  }

  /// The anchor GitHub gives a heading: lower case, spaces to hyphens, other punctuation dropped.
  static func gitHubAnchor(_ heading: String) -> String {
    String(
      heading.lowercased().compactMap { character -> Character? in
        if character == " " { return "-" }
        return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
      })
  }

  /// The fragment DocC gives the same heading, its words joined by hyphens with their case kept;
  /// `nil` for a heading with symbols in it (`` A failure after `>>-` has no path ``), which is
  /// linked as its whole article.
  static func docCFragment(_ heading: String) -> String? {
    let words = heading.replacingOccurrences(of: "`", with: "").split { $0 == " " || $0 == "-" }
    let plain = words.allSatisfy { word in
      word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" || $0 == "," }
    }
    return plain ? words.joined(separator: "-") : nil
  }
}
