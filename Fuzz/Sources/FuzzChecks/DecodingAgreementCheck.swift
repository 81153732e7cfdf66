import Decoding
import DecodingPipeline
import Foundation

/// What the three ways of decoding must do with any bytes at all: the operators, the
/// pipelines and ``CodableDecoder`` decode them into the same models (``Zoo``, an array
/// of them, the nested ``Keeper``, bare scalars and arrays, and the recursive ``Nest`` and
/// ``Branch``, also with the input nested deep inside them) with the same outcome:
/// the same value, or all three fail; and the two styles fail with the same error. The
/// differences between the styles and CodableDecoder that are known are let through, each
/// named in ``isAKnownDifference(_:in:)``.
public enum DecodingAgreementCheck {
  /// What the three disagree on for `bytes`, or `nil` when they agree on every model.
  public static func problem(with bytes: [UInt8]) -> String? {
    let data = Data(bytes)
    let problems: [String?] = [
      agreement(data, "Zoo", ZooPipelines.zoo),
      agreement(data, "[Zoo]", array(ZooPipelines.zoo)),
      agreement(data, "Keeper", ZooPipelines.keeper),
      agreement(data, "Int", int),
      agreement(data, "Double", double),
      agreement(data, "String", string),
      agreement(data, "Bool", bool),
      // The operators and CodableDecoder read arrays of scalars and arrays of arrays of
      // numbers straight from the slots; the pipeline decodes them element by element.
      agreement(data, "[Int]", array(int)),
      agreement(data, "[String]", array(string)),
      agreement(data, "[Double]", array(double)),
      agreement(data, "[[Double]]", array(array(double))),
      agreement(data, "Nest", ZooPipelines.nest),
      agreement(data, "Branch", ZooPipelines.branch),
      // The input again, `nestingDepth` arrays deep, each level with a bad element after it:
      // a failure at every level, which a decoder must report in time linear in the
      // depth. Decoding a failed collection's elements again at every level took 2^depth.
      agreement(nested(data), "Nest, nested", ZooPipelines.nest),
      agreement(nested(data, prefix: #"{"children":["#, suffix: #",1]}"#), "Branch, nested", ZooPipelines.branch),
    ]
    return problems.lazy.compactMap { $0 }.first
  }

  /// How deep ``problem(with:)`` nests each input a second time. At 24 levels, a decoder whose
  /// work doubles per level takes minutes, far past the fuzzers' two-second limit per input.
  static let nestingDepth = 24

  /// `data` inside ``nestingDepth`` levels of `prefix` and `suffix`.
  private static func nested(_ data: Data, prefix: String = "[", suffix: String = ",1]") -> Data {
    var nested = Data(String(repeating: prefix, count: nestingDepth).utf8)
    nested.append(data)
    nested.append(Data(String(repeating: suffix, count: nestingDepth).utf8))
    return nested
  }

  /// Decodes `data` as a `T` in the three ways and compares the outcomes.
  private static func agreement<T: Equatable & Decoding.Decodable & Swift.Decodable>(
    _ data: Data, _ model: String, _ pipeline: DecodeFunction<T>
  ) -> String? where T.DecodedType == T {
    disagreement(
      model, operators: decode(parsing: data), pipeline: decodeJSON(data, with: pipeline),
      codable: Result { try CodableDecoder().decode(T.self, from: data) }, data: data)
  }

  /// What the three outcomes for `model` disagree on, or `nil` when they agree.
  static func disagreement<T: Equatable>(
    _ model: String, operators: Decoded<T>, pipeline: Decoded<T>, codable: Result<T, any Error>, data: Data
  ) -> String? {
    if operators != pipeline {
      return "\(model): the operators give \(operators), the pipeline \(pipeline)"
    }
    switch (operators, codable) {
    case (.success(let value), .success(let other)):
      return value == other ? nil : "\(model): the styles give \(value), CodableDecoder \(other)"
    case (.failure, .failure):
      return nil
    case (.success(let value), .failure(let error)):
      if isAKnownDifference(error, in: data) { return nil }
      return "\(model): the styles give \(value), CodableDecoder throws \(error)"
    case (.failure(let error), .success(let value)):
      return "\(model): the styles fail with \(error), CodableDecoder gives \(value)"
    }
  }

  /// Whether CodableDecoder's `error` is one of the differences between it and the styles
  /// that are known, and only those, judged by the value at the error's coding path.
  static func isAKnownDifference(_ error: any Error, in data: Data) -> Bool {
    let path: [any CodingKey]
    switch error as? DecodingError {
    case .dataCorrupted(let context)?, .typeMismatch(_, let context)?: path = context.codingPath
    default: return false
    }
    guard case .number(let number)? = value(at: path, in: data) else { return false }
    // Documented (Docs/Standard-Types.md, "Booleans"): as in Argo, the styles decode the
    // numbers 1 and 0 as a Bool; CodableDecoder, as JSONDecoder, only `true` and `false`.
    if case .typeMismatch(let type, _)? = error as? DecodingError, type == Bool.self {
      return number.exactly(as: Int8.self) == 0 || number.exactly(as: Int8.self) == 1
    }
    return false
  }

  /// The value at a coding path of the document in `data`, if there is one.
  private static func value(at path: [any CodingKey], in data: Data) -> JSON? {
    guard var value = try? JSON(parsing: data) else { return nil }
    for key in path {
      guard let next = key.intValue.map({ value[$0] }) ?? value[key.stringValue] else { return nil }
      value = next
    }
    return value
  }
}
