/// Where a Swift sample's code goes in the generated test source, as its fence says.
public enum SamplePlacement: String, Sendable, Hashable {
  /// At file scope (```` ```swift decl ````): the block declares types, functions or globals
  /// used by later samples.
  case declarations
  /// In the body of a test function (```` ```swift test ```` or ```` ```swift continued ````),
  /// which runs it.
  case statements
}

extension String {
  /// The string without leading and trailing whitespace.
  func trimmingWhitespace() -> String {
    let start = firstIndex { !$0.isWhitespace } ?? endIndex
    let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
    return start < end ? String(self[start..<end]) : ""
  }
}
