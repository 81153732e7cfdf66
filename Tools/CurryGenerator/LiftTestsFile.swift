/// Tests/DecodingPipelineTests/LiftAritiesTests.swift: the one-call families at a spread of
/// arities, each checked to pass every field to its own parameter, in order, and to keep the
/// failures of every failing field, in order.
///
/// Every overload is generated from the same template, so a spread of arities (the first ones,
/// both sides of each boundary the other families have, and the last) stands for all of them;
/// testing all 100 would make the test module compile every body of the three families.
enum LiftTestsFile {
  /// Where the file lives in the repository.
  static let path = "Tests/DecodingPipelineTests/LiftAritiesTests.swift"

  /// The arities tested.
  static let arities = [1, 2, 3, 8, 9, 20, 21, 41, 99, 100]

  /// The file's Swift text (unformatted).
  static var text: String {
    var text = GeneratedFile.header
    text += """

      import Decoding
      import DecodingPipeline
      import DecodingWide
      import Foundation
      import Testing

      /// A failure of field `number` made by hand, as a field decoder could report it.
      private func failure(_ number: Int) -> DecodeError {
        DecodeError(.custom("field \\(number)"), at: JSONPath([.key("f\\(number)")]))
      }

      /// Field `number`, decoded: a value of a type spelled out, which the type checker need not infer.
      private func ok(_ number: Int) -> Decoded<Int> {
        .success(number)
      }

      /// Field `number`, failed.
      private func bad(_ number: Int) -> Decoded<Int> {
        .failure(failure(number))
      }

      /// The failures of `errors` merged in order, as `<*>` merges its operands'.
      private func merged(_ errors: [DecodeError]) -> DecodeError? {
        errors.dropFirst().reduce(errors.first) { $0?.merged(with: $1) }
      }

      /// An object whose member `f<n>` is `n`, for 1 through `count`, but for the `broken` members,
      /// which are strings.
      private func document(_ count: Int, broken: [Int] = []) -> JSON {
        .object(
          JSONObject(
            orderedMembers: (1...count).map { ("f\\($0)", broken.contains($0) ? .string("\\($0)") : .number(JSONNumber($0))) }))
      }

      /// `{"f1":1,"f2":2,…}`, up to `count`.
      private func text(_ count: Int) -> String {
        "{" + (1...count).map { "\\"f\\($0)\\":\\($0)" }.joined(separator: ",") + "}"
      }

      """
    for count in arities {
      text += "\n" + tests(LiftArity(count))
    }
    return text
  }

  /// The tests of one arity.
  static func tests(_ arity: LiftArity) -> String {
    let n = arity.count
    let parameters = arity.values.map { "\($0): Int" }.joined(separator: ", ")
    // Every type spelled out (the closure's result, the key paths' root): left to inference, a
    // 100-field codec of `\.[99]` took the type checker minutes.
    let list = "{ (\(parameters)) -> [Int] in [\(arity.values.joined(separator: ", "))] }"
    let successes = (1...n).map { "ok(\($0))" }.joined(separator: ", ")
    // The first, the last and one in the middle fail (one field when there is only one).
    let broken = Set([1, (n + 1) / 2, n]).sorted().map(String.init).joined(separator: ", ")
    let brokenSet = Set([1, (n + 1) / 2, n])
    let mixed = (1...n).map { brokenSet.contains($0) ? "bad(\($0))" : "ok(\($0))" }
      .joined(separator: ", ")
    let decoders = (1...n).map { "required(\"f\($0)\", int)" }.joined(separator: ", ")
    let fields = (1...n).map { "required(\"f\($0)\", \\[Int].[\($0 - 1)], int)" }.joined(separator: ", ")
    let name = "\(n)\(arity.fieldsNoun.capitalized)"
    // A codec of 20 or more fields of subscript key paths (`\\[Int].[19]`) does not type-check in
    // reasonable time; wide codecs of properties are compiled and tested through the generated
    // GitHub models (GeneratedModelsTests).
    let codecTest = n < 20 ? codecTests(n: n, name: name, list: list, fields: fields) : ""
    return """
      @Test func decodedOf\(name)PassesEachFieldInOrder() {
        let list = \(list)
        #expect(Decoded(list, \(successes)) == .success(Array(1...\(n))))
        #expect(Decoded(list, \(mixed)).error == merged([\(broken)].map(failure)))
      }

      @Test func pipelineOf\(name)DecodesEachFieldInOrder() {
        let decoder = decode(\(list), \(decoders))
        #expect(decoder(document(\(n))) == .success(Array(1...\(n))))
        let broken = document(\(n), broken: [\(broken)])
        let failures = [\(broken)].compactMap { required("f\\($0)", int)(broken).error }
        #expect(decoder(broken).error == merged(failures))
      }

      \(codecTest)
      """
  }

  /// The codec test of one arity.
  static func codecTests(n: Int, name: String, list: String, fields: String) -> String {
    """
    @Test func codecOf\(name)WritesEachFieldInOrder() throws {
      let listCodec = codec(\(list), \(fields))
      #expect(listCodec.decode(document(\(n))) == .success(Array(1...\(n))))
      #expect(String(decoding: try listCodec.encodedData(Array(1...\(n))), as: UTF8.self) == text(\(n)))
    }

    """
  }
}
