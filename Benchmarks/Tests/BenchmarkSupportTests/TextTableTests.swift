import BenchmarkSupport
import Testing

@Suite struct TextTableTests {
  @Test func alignsTextLeftAndFiguresRight() {
    var table = TextTable(header: ["file", "MB/s", "ratio"])
    table.append(["twitter.json", "512.3", "4.20x"])
    table.append(["a.json", "12.0", "-"])
    #expect(
      table.render() == """
        file           MB/s  ratio
        --------------------------
        twitter.json  512.3  4.20x
        a.json         12.0      -
        """)
  }

  @Test func rendersAnEmptyTableAsItsHeader() {
    #expect(TextTable(header: ["a", "bb"]).render(columnGap: 1) == "a bb\n----")
  }
}
