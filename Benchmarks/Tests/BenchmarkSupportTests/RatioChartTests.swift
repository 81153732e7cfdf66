import BenchmarkSupport
import Testing

@Suite struct RatioChartTests {
  static let chart = RatioChart(
    title: "Decoding <models> & more",
    caption: "decode-benchmark, 15 rounds, 2026-12-01",
    reference: "JSONDecoder + Codable",
    series: ["Decoding, operators", "Decoding, pipeline", "CodableDecoder + Codable"],
    groups: [
      RatioChart.Group(label: "twitter.json", ratios: [2.46, 2.45, 3.15]),
      RatioChart.Group(label: "citm_catalog.json", ratios: [7.12, 6.17, 3.28]),
      RatioChart.Group(label: "canada.json", ratios: [6.91, 6.68, 5.05]),
      RatioChart.Group(label: "big_data.json", ratios: [4.62, 3.89, 3.10]),
    ])

  /// The names of the elements in `svg`, in order, with `/` before a closing one; fails the
  /// test where a tag is not closed, closed out of order, or text holds a bare `<` or `&`.
  static func elements(of svg: String) -> [String] {
    var names: [String] = []
    var open: [String] = []
    var rest = Substring(svg)
    while let start = rest.firstIndex(where: { $0 == "<" || $0 == "&" }) {
      if rest[start] == "&" {
        let entity = rest[start...].prefix { $0 != ";" }
        #expect(["&amp", "&lt", "&gt", "&quot"].contains(String(entity)), "a bare & at \(rest[start...].prefix(20))")
        rest = rest[rest.index(after: start)...]
        continue
      }
      guard let end = rest[start...].firstIndex(of: ">") else {
        Issue.record("an unclosed tag at \(rest[start...].prefix(20))")
        return names
      }
      let tag = rest[rest.index(after: start)..<end]
      #expect(!tag.contains("<"), "a < inside the tag \(tag)")
      let name = String(tag.prefix { $0 != " " && $0 != "/" && $0 != ">" })
      if tag.hasPrefix("/") {
        let closed = String(tag.dropFirst())
        #expect(open.popLast() == closed, "</\(closed)> closes another element")
        names.append("/" + closed)
      } else {
        names.append(name)
        if !tag.hasSuffix("/") { open.append(name) }
      }
      rest = rest[rest.index(after: end)...]
    }
    #expect(open.isEmpty, "elements left open: \(open)")
    return names
  }

  @Test func isOneBalancedSVGElement() {
    let svg = Self.chart.svg()
    #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" "#))
    #expect(svg.hasSuffix("</svg>\n"))
    let names = Self.elements(of: svg)
    #expect(names.first == "svg")
    #expect(names.last == "/svg")
    #expect(names.filter { $0 == "svg" }.count == 1)
  }

  @Test func drawsOneBarPerDocumentAndStyle() {
    let svg = Self.chart.svg()
    #expect(svg.components(separatedBy: #"<rect class="bar""#).count - 1 == 4 * 3)
    #expect(svg.components(separatedBy: #"<rect class="legend""#).count - 1 == 3)
    #expect(svg.components(separatedBy: #"<line class="reference""#).count - 1 == 1)
  }

  @Test(arguments: [
    "<title>Decoding &lt;models&gt; &amp; more</title>",
    ">twitter.json</text>", ">citm_catalog.json</text>", ">canada.json</text>", ">big_data.json</text>",
    ">Decoding, operators</text>", ">Decoding, pipeline</text>", ">CodableDecoder + Codable</text>",
    ">1x = JSONDecoder + Codable</text>", ">decode-benchmark, 15 rounds, 2026-12-01</text>",
    "<title>twitter.json, Decoding, operators: 2.5x</title>",
    "<title>citm_catalog.json, Decoding, pipeline: 6.2x</title>",
    "<title>big_data.json, CodableDecoder + Codable: 3.1x</title>", ">7.1x</text>", ">8x</text>",
  ])
  func labelsEverythingItDraws(text: String) {
    #expect(Self.chart.svg().contains(text))
  }

  @Test func barsAreAsTallAsTheirRatios() {
    let svg = Self.chart.svg()
    let heights = svg.components(separatedBy: "\n").filter { $0.hasPrefix(#"<rect class="bar""#) }.map { line in
      let start = line.range(of: #"height=""#)!.upperBound
      return Double(line[start...].prefix { $0 != "\"" })!
    }
    let ratios = Self.chart.groups.flatMap(\.ratios)
    #expect(heights.count == ratios.count)
    // The scale runs from 0 to 8x over the plot's height, so height / ratio is the same for every bar.
    let perUnit = heights[0] / ratios[0]
    for (height, ratio) in zip(heights, ratios) {
      #expect(abs(height - ratio * perUnit) < 0.2, "a bar of \(ratio)x is \(height) high, not \(ratio * perUnit)")
    }
  }
}
