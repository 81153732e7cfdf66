import Foundation
import Testing

@testable import Decoding

// `CodableDecoder` against Foundation's `JSONDecoder`, row by row: for each document both
// decode the same Codable model, and must succeed with equal values or fail with the same
// `DecodingError` case, type or key, and coding path. Each row also gives Decoding's own
// description of the failure. Where Foundation differs on purpose (it loses the path of a
// number that does not fit, accepts trailing commas, keeps the first of duplicate keys),
// the row says what Foundation reports instead; Docs/Codable.md lists the differences.

/// A model with one member, `a`, of type `T`.
private struct One<T: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
  let a: T
}

/// A model with an optional member, which Codable reads with `decodeIfPresent`.
private struct Maybe: Codable, Equatable, Sendable {
  let a: Int?
}

/// A model whose members are one level down, for paths.
private struct Outer: Codable, Equatable, Sendable {
  let inner: One<Int>
}

/// Member names that a key decoding strategy converts.
private struct Account: Codable, Equatable, Sendable {
  let userId: Int
  let displayName: String
}

/// A base class, for decoding through its metatype.
private class Pet: Swift.Decodable {
  let name: String
}

/// A subclass with a member of its own, which decoding as `Pet` would drop.
private final class Puppy: Pet {
  let bark: String

  private enum CodingKeys: String, CodingKey {
    case bark
  }

  required init(from decoder: any Swift.Decoder) throws {
    bark = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .bark)
    try super.init(from: decoder)
  }
}

/// Members decoded through `Pet.Type`, holding `Puppy`, from each kind of container.
private struct Kennel: Swift.Decodable {
  /// The metatype the containers are given: `Pet.Type`, holding `Puppy`.
  static var kind: Pet.Type { Puppy.self }

  let keyed: Pet
  let optional: Pet?
  let unkeyed: [Pet]
  let single: Pet

  private enum CodingKeys: String, CodingKey {
    case keyed, optional, unkeyed, single
  }

  /// The single-value container of a member.
  private struct Single: Swift.Decodable {
    let animal: Pet

    init(from decoder: any Swift.Decoder) throws {
      animal = try decoder.singleValueContainer().decode(Kennel.kind)
    }
  }

  init(from decoder: any Swift.Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    keyed = try container.decode(Self.kind, forKey: .keyed)
    optional = try container.decodeIfPresent(Self.kind, forKey: .optional)
    var elements = try container.nestedUnkeyedContainer(forKey: .unkeyed)
    unkeyed = [try elements.decode(Self.kind), try elements.decodeIfPresent(Self.kind)].compactMap { $0 }
    single = try container.decode(Single.self, forKey: .single).animal
  }

  /// What was decoded: each animal's class, name and bark.
  var summary: [String] {
    ([keyed, optional].compactMap { $0 } + unkeyed + [single]).map { animal in
      "\(type(of: animal)) \(animal.name) \((animal as? Puppy)?.bark ?? "-")"
    }
  }
}

/// The options a row is decoded with, set on both decoders alike.
enum ParityOptions: Sendable {
  case defaults, iso8601, secondsSince1970, millisecondsSince1970, snakeCase, floatsFromStrings, deferredToData

  func apply(to decoder: JSONDecoder) {
    switch self {
    case .defaults: break
    case .iso8601: decoder.dateDecodingStrategy = .iso8601
    case .secondsSince1970: decoder.dateDecodingStrategy = .secondsSince1970
    case .millisecondsSince1970: decoder.dateDecodingStrategy = .millisecondsSince1970
    case .snakeCase: decoder.keyDecodingStrategy = .convertFromSnakeCase
    case .floatsFromStrings:
      decoder.nonConformingFloatDecodingStrategy = .convertFromString(
        positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
    case .deferredToData: decoder.dataDecodingStrategy = .deferredToData
    }
  }

  var codableDecoder: CodableDecoder {
    var decoder = CodableDecoder()
    switch self {
    case .defaults: break
    case .iso8601: decoder.dateDecodingStrategy = .iso8601
    case .secondsSince1970: decoder.dateDecodingStrategy = .secondsSince1970
    case .millisecondsSince1970: decoder.dateDecodingStrategy = .millisecondsSince1970
    case .snakeCase: decoder.keyDecodingStrategy = .convertFromSnakeCase
    case .floatsFromStrings:
      decoder.nonConformingFloatDecodingStrategy = .convertFromString(
        positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
    case .deferredToData: decoder.dataDecodingStrategy = .deferredToData
    }
    return decoder
  }
}

struct ParityCase: Sendable, CustomTestStringConvertible {
  let typeName: String
  let input: String
  let options: ParityOptions
  /// Decoding's outcome: `success`, or the case, its type or key, the coding path and the description.
  let expected: String
  /// Foundation's outcome, without a description; `nil` when it is Decoding's.
  let foundation: String?
  /// Decodes `input` with both decoders: Decoding's outcome, Foundation's, and whether
  /// two successes gave equal values.
  let run: @Sendable () -> (ours: String, foundation: String, equalValues: Bool)

  init<T: Codable & Equatable & Sendable>(
    _ type: T.Type, _ input: String, _ expected: String, foundation: String? = nil
  ) {
    self.init(type, input, .defaults, expected, foundation: foundation)
  }

  init<T: Codable & Equatable & Sendable>(
    _ type: T.Type, _ input: String, _ options: ParityOptions, _ expected: String, foundation: String? = nil
  ) {
    typeName = "\(type)"
    self.input = input
    self.options = options
    self.expected = expected
    self.foundation = foundation
    run = {
      let data = Data(input.utf8)
      let foundationDecoder = JSONDecoder()
      options.apply(to: foundationDecoder)
      let ours = Result { try options.codableDecoder.decode(T.self, from: data) }
      let theirs = Result { try foundationDecoder.decode(T.self, from: data) }
      // Values compare where both succeed; a row says when only one does.
      let equal = (try? ours.get()).map { value in (try? theirs.get()).map { $0 == value } ?? true } ?? true
      return (ours.parityDescription(withDetails: true), theirs.parityDescription(withDetails: false), equal)
    }
  }

  /// What Foundation is expected to report.
  var expectedFromFoundation: String {
    foundation ?? expected.components(separatedBy: ": ").first!
  }

  var testDescription: String { "\(typeName) from \(input)" }
}

extension Result where Failure == any Error {
  /// `success`, or `keyNotFound(a) at [inner]` with `: description` when `withDetails`.
  fileprivate func parityDescription(withDetails: Bool) -> String {
    guard case .failure(let error) = self else { return "success" }
    guard let error = error as? DecodingError else { return "not a DecodingError: \(error)" }
    let summary: String
    let context: DecodingError.Context
    switch error {
    case .typeMismatch(let type, let found):
      (summary, context) = ("typeMismatch(\(type))", found)
    case .valueNotFound(let type, let found):
      (summary, context) = ("valueNotFound(\(type))", found)
    case .keyNotFound(let key, let found):
      (summary, context) = ("keyNotFound(\(key.stringValue))", found)
    case .dataCorrupted(let found):
      (summary, context) = ("dataCorrupted", found)
    @unknown default:
      return "unknown DecodingError"
    }
    let path = "[\(context.codingPath.map(\.stringValue).joined(separator: ", "))]"
    return "\(summary) at \(path)" + (withDetails ? ": \(context.debugDescription)" : "")
  }
}

@Suite struct CodableDecoderParityTests {
  static let cases: [ParityCase] = [
    // Integers.
    ParityCase(One<Int>.self, #"{"a": 1}"#, "success"),
    ParityCase(One<Int>.self, #"{"a": 1.0}"#, "success"),
    ParityCase(One<Int>.self, #"{"a": 1e2}"#, "success"),
    ParityCase(One<Int64>.self, #"{"a": -9223372036854775808}"#, "success"),
    ParityCase(One<UInt64>.self, #"{"a": 18446744073709551615}"#, "success"),
    ParityCase(
      One<Int>.self, #"{"a": 1.5}"#, "dataCorrupted at [a]: a: expected Int, found 1.5",
      foundation: "dataCorrupted at []"),
    // Beyond 64 bits, an integer however written; Foundation rejects the positive ones with
    // a fraction or an exponent, where Decoding gives the integer they denote.
    ParityCase(One<Int128>.self, #"{"a": -9223372036854775809.0}"#, "success"),
    ParityCase(One<Int128>.self, #"{"a": -9.223372036854775809e18}"#, "success"),
    ParityCase(One<Int128>.self, #"{"a": -92233720368547758090e-1}"#, "success"),
    ParityCase(One<Int128>.self, #"{"a": -170141183460469231731687303715884105728}"#, "success"),
    ParityCase(
      One<Int128>.self, #"{"a": -9223372036854775809.5}"#,
      "dataCorrupted at [a]: a: expected Int128, found -9223372036854775809.5", foundation: "dataCorrupted at []"),
    ParityCase(
      One<Int128>.self, #"{"a": -1.7e39}"#, "dataCorrupted at [a]: a: expected Int128, found -1.7e39",
      foundation: "dataCorrupted at []"),
    ParityCase(One<UInt128>.self, #"{"a": 18446744073709551616.0}"#, "success", foundation: "dataCorrupted at []"),
    ParityCase(One<Int128>.self, #"{"a": 1.5e30}"#, "success", foundation: "dataCorrupted at []"),
    ParityCase(
      One<UInt128>.self, #"{"a": -1.0e20}"#, "dataCorrupted at [a]: a: expected UInt128, found -1.0e20",
      foundation: "dataCorrupted at []"),
    ParityCase(One<Int64>.self, #"{"a": 9.223372036854775807e18}"#, "success", foundation: "dataCorrupted at []"),
    ParityCase(
      One<UInt8>.self, #"{"a": 300}"#, "dataCorrupted at [a]: a: expected UInt8, found 300",
      foundation: "dataCorrupted at []"),
    ParityCase(
      One<Int>.self, #"{"a": 99999999999999999999}"#,
      "dataCorrupted at [a]: a: expected Int, found 99999999999999999999", foundation: "dataCorrupted at []"),
    ParityCase(One<Int>.self, #"{"a": null}"#, "valueNotFound(Int) at [a]: a: expected Int, found null"),
    ParityCase(One<Int>.self, #"{"a": "1"}"#, #"typeMismatch(Int) at [a]: a: expected Int, found "1""#),
    ParityCase(One<Int>.self, #"{}"#, "keyNotFound(a) at []: a: missing key"),
    ParityCase(
      One<Int>.self, #"[1]"#, "typeMismatch(Dictionary<String, Any>) at []: expected object, found [1]"),
    // Booleans and strings: `null` for a `Bool` is a type mismatch in `JSONDecoder`.
    ParityCase(One<Bool>.self, #"{"a": true}"#, "success"),
    ParityCase(One<Bool>.self, #"{"a": null}"#, "typeMismatch(Bool) at [a]: a: expected Bool, found null"),
    ParityCase(One<Bool>.self, #"{"a": 1}"#, "typeMismatch(Bool) at [a]: a: expected Bool, found 1"),
    ParityCase(One<String>.self, #"{"a": "\u00e9\n"}"#, "success"),
    ParityCase(One<String>.self, #"{"a": null}"#, "valueNotFound(String) at [a]: a: expected String, found null"),
    ParityCase(One<String>.self, #"{"a": 5}"#, "typeMismatch(String) at [a]: a: expected String, found 5"),
    // Floating point.
    ParityCase(One<Double>.self, #"{"a": -65.613616999999977}"#, "success"),
    ParityCase(One<Double>.self, #"{"a": 2.2250738585072014e-308}"#, "success"),
    ParityCase(One<Float>.self, #"{"a": 3.4028235e38}"#, "success"),
    ParityCase(One<Float>.self, #"{"a": 0.1}"#, "success"),
    ParityCase(One<Float>.self, #"{"a": 1.000000059604644775390625000001}"#, "success"),
    ParityCase(One<Float>.self, #"{"a": 1.0000000596046448}"#, "success"),
    ParityCase(One<Float>.self, #"{"a": 340282356779733661637539395458142568447}"#, "success"),
    ParityCase(One<Double>.self, #"{"a": -0.0}"#, "success"),
    ParityCase(One<Double>.self, #"{"a": 0e-400}"#, "success"),
    ParityCase(One<Double>.self, #"{"a": 4.9406564584124654e-324}"#, "success"),
    ParityCase(
      One<Double>.self, #"{"a": 2e-324}"#, "dataCorrupted at [a]: a: expected Double, found 2e-324",
      foundation: "dataCorrupted at []"),
    ParityCase(
      One<Float>.self, #"{"a": 1e-46}"#, "dataCorrupted at [a]: a: expected Float, found 1e-46",
      foundation: "dataCorrupted at []"),
    ParityCase(
      One<Double>.self, #"{"a": 1e400}"#, "dataCorrupted at [a]: a: expected Double, found 1e400",
      foundation: "dataCorrupted at []"),
    ParityCase(
      One<Double>.self, #"{"a": 1e-400}"#, "dataCorrupted at [a]: a: expected Double, found 1e-400",
      foundation: "dataCorrupted at []"),
    ParityCase(
      One<Float>.self, #"{"a": 1e39}"#, "dataCorrupted at [a]: a: expected Float, found 1e39",
      foundation: "dataCorrupted at []"),
    ParityCase(One<Double>.self, #"{"a": "-inf"}"#, #"typeMismatch(Double) at [a]: a: expected Double, found "-inf""#),
    ParityCase(One<Double>.self, #"{"a": "-inf"}"#, .floatsFromStrings, "success"),
    ParityCase(One<Float>.self, #"{"a": "+inf"}"#, .floatsFromStrings, "success"),
    ParityCase(
      One<Double>.self, #"{"a": "inf"}"#, .floatsFromStrings,
      #"typeMismatch(Double) at [a]: a: expected Double, found "inf""#),
    // Optionals.
    ParityCase(Maybe.self, #"{"a": null}"#, "success"),
    ParityCase(Maybe.self, #"{}"#, "success"),
    ParityCase(Maybe.self, #"{"a": "x"}"#, #"typeMismatch(Int) at [a]: a: expected Int, found "x""#),
    ParityCase(One<Int?>.self, #"{"a": null}"#, "success"),
    ParityCase(One<Int?>.self, #"{}"#, "keyNotFound(a) at []: a: missing key"),
    ParityCase(One<[Int?]>.self, #"{"a": [1, null]}"#, "success"),
    // Collections: the first bad element decides the case and the path; Decoding lists them all.
    ParityCase(One<[Int]>.self, #"{"a": [1, 2, 3]}"#, "success"),
    ParityCase(
      One<[Int]>.self, #"{"a": [1, "x", 3]}"#, #"typeMismatch(Int) at [a, Index 1]: a[1]: expected Int, found "x""#),
    ParityCase(
      One<[Int]>.self, #"{"a": [1, "x", null]}"#,
      """
      typeMismatch(Int) at [a, Index 1]: a[1]: expected Int, found "x"
      a[2]: expected Int, found null
      """),
    ParityCase(One<[Int]>.self, #"{"a": {}}"#, "typeMismatch(Array<Any>) at [a]: a: expected array, found {}"),
    ParityCase(One<[Int]>.self, #"{"a": null}"#, "valueNotFound(Array<Any>) at [a]: a: expected array, found null"),
    ParityCase(One<[[Double]]>.self, #"{"a": [[1.5], [2, 3]]}"#, "success"),
    ParityCase(
      One<[Double]>.self, #"{"a": [1, -0.0, 0e-400, 2e-308, 1.7976931348623157e308, 12345678901234567890123]}"#,
      "success"),
    ParityCase(
      One<[Double]>.self, #"{"a": [1, 1e400, 2]}"#, "dataCorrupted at [a, Index 1]: a[1]: expected Double, found 1e400",
      foundation: "dataCorrupted at []"),
    ParityCase(
      One<[[Double]]>.self, #"{"a": [[1.5], [2, "3"]]}"#,
      #"typeMismatch(Double) at [a, Index 1, Index 1]: a[1][1]: expected Double, found "3""#),
    // Each element's step on the path, past the arrays' own loop.
    ParityCase(
      One<[[One<Int>]]>.self, #"{"a": [[{"a": 1}], [{"a": 2}, {"a": "x"}]]}"#,
      #"typeMismatch(Int) at [a, Index 1, Index 1, a]: a[1][1].a: expected Int, found "x""#),
    ParityCase(One<[[One<Int>]]>.self, #"{"a": [[{"a": 1}], [{"a": 2}, {"a": 3}]]}"#, "success"),
    ParityCase(One<Set<String>>.self, #"{"a": ["x", "y"]}"#, "success"),
    ParityCase(One<[String: Int]>.self, #"{"a": {"k": 1, "l": 2}}"#, "success"),
    ParityCase(
      One<[String: Int]>.self, #"{"a": {"k": "v"}}"#, #"typeMismatch(Int) at [a, k]: a.k: expected Int, found "v""#),
    // Paths through nested models.
    ParityCase(
      Outer.self, #"{"inner": {"a": "x"}}"#, #"typeMismatch(Int) at [inner, a]: inner.a: expected Int, found "x""#),
    ParityCase(Outer.self, #"{"inner": {}}"#, "keyNotFound(a) at [inner]: inner.a: missing key"),
    ParityCase(
      Outer.self, #"{"inner": 5}"#, "typeMismatch(Dictionary<String, Any>) at [inner]: inner: expected object, found 5"),
    ParityCase(
      Outer.self, #"{"inner": null}"#,
      "valueNotFound(Dictionary<String, Any>) at [inner]: inner: expected object, found null"),
    // Foundation types.
    ParityCase(One<URL>.self, #"{"a": "https://example.com/a?b=c"}"#, "success"),
    ParityCase(One<URL>.self, #"{"a": "a b"}"#, "success"),
    ParityCase(One<URL>.self, #"{"a": ""}"#, #"dataCorrupted at [a]: a: expected URL, found """#),
    ParityCase(One<URL>.self, #"{"a": 5}"#, "typeMismatch(String) at [a]: a: expected URL, found 5"),
    ParityCase(One<URL>.self, #"{"a": null}"#, "valueNotFound(URL) at [a]: a: expected URL, found null"),
    ParityCase(One<Decimal>.self, #"{"a": 12.30}"#, "success"),
    ParityCase(One<Decimal>.self, #"{"a": -0.1}"#, "success"),
    ParityCase(One<Decimal>.self, #"{"a": "1.5"}"#, #"typeMismatch(Decimal) at [a]: a: expected Decimal, found "1.5""#),
    ParityCase(One<UUID>.self, #"{"a": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"}"#, "success"),
    ParityCase(One<Date>.self, #"{"a": 736257600.5}"#, "success"),
    ParityCase(One<Date>.self, #"{"a": "x"}"#, #"typeMismatch(Double) at [a]: a: expected Double, found "x""#),
    ParityCase(One<Date>.self, #"{"a": null}"#, "valueNotFound(Date) at [a]: a: expected Date, found null"),
    ParityCase(One<Date>.self, #"{"a": 1714564800}"#, .secondsSince1970, "success"),
    ParityCase(One<Date>.self, #"{"a": 1714564800123}"#, .millisecondsSince1970, "success"),
    ParityCase(
      One<Date>.self, #"{"a": "x"}"#, .secondsSince1970,
      #"typeMismatch(Double) at [a]: a: expected seconds since 1970, found "x""#),
    ParityCase(One<Date>.self, #"{"a": "2024-05-01T12:00:00Z"}"#, .iso8601, "success"),
    ParityCase(One<Date>.self, #"{"a": "2024-05-01T14:00:00+02:00"}"#, .iso8601, "success"),
    ParityCase(
      One<Date>.self, #"{"a": "soon"}"#, .iso8601,
      #"dataCorrupted at [a]: a: expected ISO 8601 date-time such as "2024-05-01T12:00:00Z", found "soon""#,
      foundation: "dataCorrupted at []"),
    ParityCase(
      One<Date>.self, #"{"a": 5}"#, .iso8601,
      #"typeMismatch(String) at [a]: a: expected ISO 8601 date-time such as "2024-05-01T12:00:00Z", found 5"#),
    ParityCase(One<Data>.self, #"{"a": "AAE="}"#, "success"),
    ParityCase(One<Data>.self, #"{"a": "AAE"}"#, #"dataCorrupted at [a]: a: expected base64 data, found "AAE""#),
    ParityCase(One<Data>.self, #"{"a": [0, 255]}"#, .deferredToData, "success"),
    ParityCase(
      One<Data>.self, #"{"a": [0, 256]}"#, .deferredToData,
      "dataCorrupted at [a, Index 1]: a[1]: expected UInt8, found 256", foundation: "dataCorrupted at []"),
    // Key decoding strategies: member names converted, a dictionary's own keys kept.
    ParityCase(Account.self, #"{"user_id": 1, "display_name": "Ann"}"#, .snakeCase, "success"),
    ParityCase(Account.self, #"{"USER_ID": 1, "display__name": "Ann"}"#, .snakeCase, "success"),
    ParityCase(
      Account.self, #"{"user_id": "1", "display_name": "Ann"}"#, .snakeCase,
      #"typeMismatch(Int) at [userId]: user_id: expected Int, found "1""#),
    ParityCase(
      Account.self, #"{"userId": 1}"#, .snakeCase, "keyNotFound(displayName) at []: display_name: missing key"),
    ParityCase(One<[String: Int]>.self, #"{"a": {"b_c": 1, "dE": 2}}"#, .snakeCase, "success"),
    ParityCase(
      One<[String: Int]>.self, #"{"a": {"b_c": "x"}}"#, .snakeCase,
      #"typeMismatch(Int) at [a, b_c]: a.b_c: expected Int, found "x""#),
    // Free-form members.
    ParityCase(One<JSON>.self, #"{"a": {"x": [1, 2.5, "s", null, true, {}], "y": -0.0}}"#, "success"),
    ParityCase(One<JSON>.self, #"{"a": 123456789012345678901234567890}"#, "success"),
    // Text that is not JSON, and where Foundation is more lenient or keeps the first duplicate.
    ParityCase(
      One<Int>.self, #"{"a": 1,}"#,
      #"dataCorrupted at []: invalid JSON: line 1, column 9: expected '"' to start an object key, found '}'"#,
      foundation: "success"),
    ParityCase(
      One<Int>.self, "", "dataCorrupted at []: invalid JSON: line 1, column 1: expected a value, found end of input"),
    ParityCase(
      One<[Int]>.self, #"{"a": [1,]}"#,
      "dataCorrupted at []: invalid JSON: line 1, column 10: expected a value, found ']'", foundation: "success"),
  ]

  @Test(arguments: cases)
  func decodesAsJSONDecoderDoes(_ row: ParityCase) {
    let outcome = row.run()
    #expect(outcome.ours == row.expected)
    #expect(outcome.foundation == row.expectedFromFoundation)
    #expect(outcome.equalValues)
  }

  @Test func aSubclassGivenAsItsBaseClassDecodesAsItself() throws {
    let data = Data(#"{"name": "Rex", "bark": "woof"}"#.utf8)
    let ours = try CodableDecoder().decode(Kennel.kind, from: data)
    let theirs = try JSONDecoder().decode(Kennel.kind, from: data)
    #expect("\(type(of: ours)) \((ours as? Puppy)?.bark ?? "-")" == "Puppy woof")
    #expect("\(type(of: theirs)) \((theirs as? Puppy)?.bark ?? "-")" == "Puppy woof")
    let json = try JSON(parsing: #"{"name": "Rex", "bark": "woof"}"#)
    #expect(try (CodableDecoder().decode(Kennel.kind, from: json) as? Puppy)?.bark == "woof")
  }

  @Test func aSubclassGivenAsItsBaseClassDecodesAsItselfInEveryContainer() throws {
    let data = Data(
      #"""
      {"keyed": {"name": "A", "bark": "a"}, "optional": {"name": "B", "bark": "b"},
       "unkeyed": [{"name": "C", "bark": "c"}, {"name": "E", "bark": "e"}], "single": {"name": "D", "bark": "d"}}
      """#.utf8)
    // The standard library's `KeyedDecodingContainer` passes its containers the static type
    // (`Pet.self`), for `JSONDecoder` as for Decoding: a keyed member is an `Pet`.
    let expected = ["Pet A -", "Pet B -", "Puppy C c", "Puppy E e", "Puppy D d"]
    let ours = try CodableDecoder().decode(Kennel.self, from: data).summary
    let theirs = try JSONDecoder().decode(Kennel.self, from: data).summary
    #expect(ours == expected)
    #expect(theirs == expected)
  }

  @Test func duplicateKeysKeepTheLastValueWhereFoundationKeepsTheFirst() throws {
    let data = Data(#"{"a": 1, "a": 2}"#.utf8)
    #expect(try CodableDecoder().decode(One<Int>.self, from: data).a == 2)
    #expect(try JSONDecoder().decode(One<Int>.self, from: data).a == 1)
    var strict = CodableDecoder()
    strict.parsingOptions.duplicateKeys = .reject
    #expect(throws: DecodingError.self) { try strict.decode(One<Int>.self, from: data) }
  }
}
