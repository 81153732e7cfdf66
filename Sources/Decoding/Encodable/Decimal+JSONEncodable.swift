import Foundation

extension Decimal: JSONEncodable {
  /// The number with its exact digits (`0.1` stays `0.1`); a NaN `Decimal` is a number made
  /// from `Double.nan`, which fails when it is written.
  public func encode() -> JSON {
    if isNaN { return .number(JSONNumber(Double.nan)) }
    return .number(JSONNumber(text: description) ?? JSONNumber(Double.nan))
  }

  /// Writes the number's exact digits; a NaN follows the options' non-finite strategy.
  public func encode(to output: inout JSONOutput) throws {
    guard !isNaN, JSONNumber(text: description) != nil else {
      try output.write(Double.nan)
      return
    }
    output.write(rawJSON: description)
  }
}
