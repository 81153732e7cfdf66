/// A bar chart of speed ratios, written as SVG text: one group of bars per document, one bar
/// per approach, and a dashed line at 1x for the approach they are measured against.
///
/// The text is written by hand, with no dependency, so that `decode-benchmark --chart` can
/// write the chart that README.md and Docs/Performance.md show from the run's own figures.
public struct RatioChart: Sendable {
  /// One document's bars.
  public struct Group: Sendable, Equatable {
    /// The document, written under its bars.
    public let label: String
    /// The ratio of each series, in the order of ``RatioChart/series``.
    public let ratios: [Double]

    /// A group of bars labelled `label`, one ratio per series.
    public init(label: String, ratios: [Double]) {
      self.label = label
      self.ratios = ratios
    }
  }

  /// The chart's heading.
  public let title: String
  /// The line under the chart: what was run, and when.
  public let caption: String
  /// What the dashed line at 1x stands for, e.g. `JSONDecoder + Codable`.
  public let reference: String
  /// The approaches, one bar in every group each, in the legend's order.
  public let series: [String]
  /// The documents.
  public let groups: [Group]

  /// A chart of `groups`, each with one ratio per name in `series`.
  public init(title: String, caption: String, reference: String, series: [String], groups: [Group]) {
    precondition(groups.allSatisfy { $0.ratios.count == series.count }, "every group needs one ratio per series")
    self.title = title
    self.caption = caption
    self.reference = reference
    self.series = series
    self.groups = groups
  }

  /// The fill of each series, repeated if there are more series than colours.
  static let colours = ["#3b6ea8", "#e07b39", "#5a9e4b", "#8f6bb3"]

  private static let width = 760.0
  private static let height = 430.0
  private static let left = 56.0
  private static let right = 16.0
  private static let top = 56.0
  private static let bottom = 126.0

  /// The chart as a standalone SVG document.
  public func svg() -> String {
    let plotWidth = Self.width - Self.left - Self.right
    let plotHeight = Self.height - Self.top - Self.bottom
    let largest = groups.flatMap(\.ratios).filter(\.isFinite).max() ?? 1
    let step = largest > 10 ? 2.0 : 1.0
    let scaleTop = max(step, (largest / step).rounded(.up) * step)
    func y(_ ratio: Double) -> Double { Self.top + plotHeight * (1 - min(max(ratio, 0), scaleTop) / scaleTop) }

    var lines = [
      #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(number(Self.width))" height="\#(number(Self.height))" "#
        + #"viewBox="0 0 \#(number(Self.width)) \#(number(Self.height))" font-family="sans-serif" font-size="12">"#,
      #"<title>\#(escaped(title))</title>"#,
      #"<rect width="100%" height="100%" fill="white"/>"#,
      #"<text x="\#(number(Self.left))" y="24" font-size="16" font-weight="bold">\#(escaped(title))</text>"#,
    ]
    var tick = 0.0
    while tick <= scaleTop {
      lines.append(
        #"<line class="grid" x1="\#(number(Self.left))" y1="\#(number(y(tick)))" x2="\#(number(Self.width - Self.right))" "#
          + #"y2="\#(number(y(tick)))" stroke="rgb(221,221,221)"/>"#)
      lines.append(
        #"<text x="\#(number(Self.left - 8))" y="\#(number(y(tick) + 4))" text-anchor="end">\#(number(tick))x</text>"#)
      tick += step
    }

    let groupWidth = plotWidth / Double(max(groups.count, 1))
    let barWidth = groupWidth * 0.8 / Double(max(series.count, 1))
    for (groupIndex, group) in groups.enumerated() {
      let groupLeft = Self.left + groupWidth * Double(groupIndex) + groupWidth * 0.1
      for (seriesIndex, ratio) in group.ratios.enumerated() {
        let x = groupLeft + barWidth * Double(seriesIndex)
        let barTop = y(ratio)
        let colour = Self.colours[seriesIndex % Self.colours.count]
        lines.append(
          #"<rect class="bar" x="\#(number(x + 1))" y="\#(number(barTop))" width="\#(number(barWidth - 2))" "#
            + #"height="\#(number(Self.top + plotHeight - barTop))" fill="\#(colour)">"#
            + #"<title>\#(escaped(group.label)), \#(escaped(series[seriesIndex])): \#(ratioText(ratio))</title></rect>"#
        )
        lines.append(
          #"<text x="\#(number(x + barWidth / 2))" y="\#(number(barTop - 4))" text-anchor="middle" font-size="11">"#
            + #"\#(ratioText(ratio))</text>"#)
      }
      lines.append(
        #"<text x="\#(number(groupLeft + groupWidth * 0.4))" y="\#(number(Self.top + plotHeight + 18))" "#
          + #"text-anchor="middle">\#(escaped(group.label))</text>"#)
    }

    lines.append(
      #"<line class="reference" x1="\#(number(Self.left))" y1="\#(number(y(1)))" x2="\#(number(Self.width - Self.right))" "#
        + #"y2="\#(number(y(1)))" stroke="rgb(51,51,51)" stroke-dasharray="6 4"/>"#)

    let legendY = Self.top + plotHeight + 44
    var legendX = Self.left
    for (seriesIndex, name) in series.enumerated() {
      let colour = Self.colours[seriesIndex % Self.colours.count]
      lines.append(
        #"<rect class="legend" x="\#(number(legendX))" y="\#(number(legendY - 10))" width="12" height="12" fill="\#(colour)"/>"#
      )
      lines.append(#"<text x="\#(number(legendX + 18))" y="\#(number(legendY))">\#(escaped(name))</text>"#)
      legendX += 18 + Double(name.count) * 7 + 24
    }
    lines.append(
      #"<line x1="\#(number(Self.left))" y1="\#(number(legendY + 18))" x2="\#(number(Self.left + 12))" "#
        + #"y2="\#(number(legendY + 18))" stroke="rgb(51,51,51)" stroke-dasharray="3 2"/>"#)
    lines.append(
      #"<text x="\#(number(Self.left + 18))" y="\#(number(legendY + 22))">1x = \#(escaped(reference))</text>"#)
    lines.append(
      #"<text x="\#(number(Self.left))" y="\#(number(legendY + 46))" fill="rgb(85,85,85)">\#(escaped(caption))</text>"#)
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  private func ratioText(_ ratio: Double) -> String {
    Formatting.fixed(ratio, decimals: 1) + "x"
  }

  /// A coordinate with at most one decimal, without a trailing `.0`.
  private func number(_ value: Double) -> String {
    let text = Formatting.fixed(value, decimals: 1)
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  /// `text` with the characters that XML reserves written as entities.
  private func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}
