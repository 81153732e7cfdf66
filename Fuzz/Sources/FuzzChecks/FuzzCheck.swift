/// The checks the fuzz targets run, by target: the same ones the root package's tests run
/// on every saved finding (Tests/Fixtures/FuzzFindings).
public enum FuzzCheck: String, CaseIterable, Sendable {
  /// `fuzz-parser`: ``ParserCheck``.
  case parser = "fuzz-parser"
  /// `fuzz-decoding`: ``DecodingAgreementCheck``.
  case decoding = "fuzz-decoding"
  // The encoders' and the streams' checks go here when those land, one case per target.

  /// What is wrong with how the library handles `bytes`, or `nil` when nothing is.
  public func problem(with bytes: [UInt8]) -> String? {
    switch self {
    case .parser: return ParserCheck.problem(with: bytes)
    case .decoding: return DecodingAgreementCheck.problem(with: bytes)
    }
  }
}
