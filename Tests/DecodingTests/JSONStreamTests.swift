import Foundation
import Testing

@testable import Decoding

@Suite struct JSONStreamTests {
  static let one = streamRecordText(1)
  static let two = streamRecordText(2)
  static let three = streamRecordText(3)

  struct FormatCase: Sendable, CustomTestStringConvertible {
    let name: String
    let format: JSONStreamFormat
    let text: String
    let expected: [String]
    var testDescription: String { name }
  }

  static let formatCases: [FormatCase] = [
    FormatCase(name: "lines, LF", format: .lines, text: "\(one)\n\(two)\n\(three)\n", expected: ["1", "2", "3"]),
    FormatCase(name: "lines, CRLF", format: .lines, text: "\(one)\r\n\(two)\r\n", expected: ["1", "2"]),
    FormatCase(
      name: "lines, blank lines skipped", format: .lines, text: "\n\(one)\n  \n\r\n\(two)\n\n", expected: ["1", "2"]),
    FormatCase(
      name: "lines, no final newline: the last line is a record", format: .lines, text: "\(one)\n\(two)",
      expected: ["1", "2"]),
    FormatCase(name: "lines, empty", format: .lines, text: "", expected: []),
    FormatCase(
      name: "text sequence", format: .textSequence, text: "\u{1E}\(one)\n\u{1E}\(two)\n", expected: ["1", "2"]),
    FormatCase(
      name: "text sequence, empty texts skipped", format: .textSequence, text: "\u{1E}\u{1E}\(one)\n\u{1E}\n",
      expected: ["1"]),
    FormatCase(
      name: "concatenated, whitespace", format: .concatenated, text: "\(one) \n\t\(two)\n\n\(three)",
      expected: ["1", "2", "3"]),
    FormatCase(
      name: "concatenated, no separator", format: .concatenated, text: "\(one)\(two)", expected: ["1", "2"]),
    FormatCase(
      name: "concatenated, pretty printed",
      format: .concatenated,
      text: "{\n  \"id\": 1,\n  \"user\": {\"email\": \"a\\\"}\"}\n}\n\(two)", expected: ["1", "2"]),
    FormatCase(name: "array", format: .array, text: "[\(one), \(two),\n\(three)]", expected: ["1", "2", "3"]),
    FormatCase(name: "array, empty", format: .array, text: " [ ] \n", expected: []),
    FormatCase(name: "detect: lines", format: .detect, text: "\(one)\n\(two)\n", expected: ["1", "2"]),
    FormatCase(name: "detect: array", format: .detect, text: "\n[\(one),\(two)]", expected: ["1", "2"]),
    FormatCase(name: "detect: text sequence", format: .detect, text: "\u{1E}\(one)\n", expected: ["1"]),
    FormatCase(
      name: "detect: concatenated over lines", format: .detect,
      text: "{\"id\": 1,\n\"user\": {\"email\": \"a\"}}\(two)",
      expected: ["1", "2"]),
    FormatCase(name: "detect: concatenated on one line", format: .detect, text: "\(one) \(two)", expected: ["1", "2"]),
    FormatCase(name: "byte order mark", format: .lines, text: "\u{FEFF}\(one)\n", expected: ["1"]),
  ]

  @Test(arguments: formatCases) func everyFormatYieldsItsRecords(_ test: FormatCase) {
    #expect(outcome(test.text, JSONStreamOptions(format: test.format)) == test.expected)
  }

  @Test(arguments: formatCases) func chunksOfAnySizeYieldTheSameRecords(_ test: FormatCase) {
    for chunkSize in [1, 2, 3, 7, 64] {
      let options = JSONStreamOptions(format: test.format, chunkSize: chunkSize)
      #expect(outcome(test.text, options) == test.expected, "chunk size \(chunkSize)")
    }
  }

  struct FailureCase: Sendable, CustomTestStringConvertible {
    let name: String
    let format: JSONStreamFormat
    let bytes: [UInt8]
    let expected: [String]
    var testDescription: String { name }

    init(_ name: String, _ format: JSONStreamFormat, _ text: String, _ expected: [String]) {
      self.init(name, format, Array(text.utf8), expected)
    }

    init(_ name: String, _ format: JSONStreamFormat, _ bytes: [UInt8], _ expected: [String]) {
      self.name = name
      self.format = format
      self.bytes = bytes
      self.expected = expected
    }
  }

  static let failureCases: [FailureCase] = [
    FailureCase(
      "a record that does not decode", .lines, "\(one)\n\n{\"id\": 3, \"user\": {\"email\": 42}}\n\(two)\n",
      ["1", "record 1 (line 3, byte 48): user.email: expected String, found 42"]),
    FailureCase(
      "every failure of a record", .lines, "{\"user\": {}}\n",
      ["record 0 (line 1, byte 0): id: missing key\nrecord 0 (line 1, byte 0): user.email: missing key"]),
    FailureCase(
      "invalid UTF-8", .lines,
      Array("\(one)\n{\"id\": 2, \"user\": {\"email\": \"".utf8) + [0xFF] + Array("\"}}\n".utf8),
      ["1", "record 1 (line 2, byte 47): invalid JSON at byte 76: invalid UTF-8 byte 0xFF in string"]),
    FailureCase(
      "a NUL byte", .lines, Array("\(one)\n".utf8) + [0] + Array("\(two)\n".utf8),
      ["1", "record 1 (line 2, byte 47): invalid JSON at byte 47: expected a value, found control character U+0000"]
    ),
    FailureCase(
      "a last line cut inside a string", .lines, "\(one)\n{\"id\": 2, \"user\": {\"email\": \"u2@ex",
      [
        "1",
        "record 1 (line 2, byte 47): truncated: the stream ends inside the record (expected '\"' to end the string, found end of input)",
      ]),
    FailureCase(
      "a last value cut inside a string", .concatenated, "\(one) {\"id\": 2, \"user\": {\"email\": \"u2@ex",
      [
        "1",
        "record 1 (byte 47): truncated: the stream ends inside the record (expected '\"' to end the string, found end of input)",
      ]),
    FailureCase(
      "an array cut after an element", .array, "[\(one),\n",
      ["1", "record 1 (byte 49): truncated: the stream ends inside the top-level array, expected ',' or ']'"]),
    FailureCase(
      "an array cut inside an element", .array, "[\(one), {\"id\": 2",
      [
        "1",
        "record 1 (byte 49): truncated: the stream ends inside the record (expected ',' or '}' after object member, found end of input)",
      ]),
    FailureCase(
      "an array without its separator", .array, "[\(one) \(two)]",
      ["1", "record 1 (byte 48): expected ',' or ']' after an array element, found '{'"]),
    FailureCase(
      "an array with a trailing comma", .array, "[\(one),]",
      ["1", "record 1 (byte 48): expected an array element, found ']'"]),
    FailureCase(
      "something after the array", .array, "[\(one)] \(two)",
      ["1", "record 1 (byte 49): expected nothing after the top-level array, found '{'"]),
    FailureCase(
      "not an array", .array, "\(one)", ["record 0 (byte 0): expected '[' to open the top-level array, found '{'"]),
    FailureCase(
      "an empty stream where an array is expected", .array, "",
      ["record 0 (byte 0): expected '[' to open the top-level array, found end of stream"]),
    FailureCase(
      "invalid JSON in a line", .lines, "\(one)\n{\"id\": 2,, }\n",
      ["1", "record 1 (line 2, byte 47): invalid JSON at byte 56: expected '\"' to start an object key, found ','"]),
  ]

  @Test(arguments: failureCases) func badInputEndsTheStreamWithItsError(_ test: FailureCase) {
    let records = JSONStream(test.bytes, options: JSONStreamOptions(format: test.format)).records(
      of: StreamRecord.self)
    #expect(outcome(records) == test.expected)
    #expect(records.progress.isFinished)
  }

  /// A record of 115 bytes whose strings hold brackets, braces and an escaped quote.
  static let long = #"{"id": 9, "note": "a \"}] {[ b", "user": {"email": "\#(String(repeating: "x", count: 60))"}}"#

  struct TooLongCase: Sendable, CustomTestStringConvertible {
    let format: JSONStreamFormat
    let text: String
    /// What the skip policy yields (ids, then the error that ends the stream, if any).
    let skipped: [String]
    /// The errors the skip policy reports, in order.
    let reported: [String]
    /// What the stop policy yields.
    let stopped: [String]
    var testDescription: String { "\(format)" }
  }

  static let tooLongCases: [TooLongCase] = [
    TooLongCase(
      format: .lines, text: "\(one)\n\(long)\n\(two)\n{\"id\": 3}\n",
      skipped: ["1", "2"],
      reported: [
        "record 1 (line 2, byte 47): the record is longer than the maximum record size, 60 bytes",
        "record 3 (line 4, byte 210): user: missing key",
      ],
      stopped: ["1", "record 1 (line 2, byte 47): the record is longer than the maximum record size, 60 bytes"]),
    TooLongCase(
      format: .textSequence, text: "\u{1E}\(one)\n\u{1E}\(long)\n\u{1E}\(two)\n\u{1E}{\"id\": 3}\n",
      skipped: ["1", "2"],
      reported: [
        "record 1 (byte 49): the record is longer than the maximum record size, 60 bytes",
        "record 3 (byte 214): user: missing key",
      ],
      stopped: ["1", "record 1 (byte 49): the record is longer than the maximum record size, 60 bytes"]),
    TooLongCase(
      format: .concatenated, text: "\(one) \(long) \(two) {\"id\": 3}",
      skipped: ["1", "2"],
      reported: [
        "record 1 (byte 47): the record is longer than the maximum record size, 60 bytes",
        "record 3 (byte 210): user: missing key",
      ],
      stopped: ["1", "record 1 (byte 47): the record is longer than the maximum record size, 60 bytes"]),
    TooLongCase(
      format: .array, text: "[\(one), \(long), \(two), {\"id\": 3}]",
      skipped: ["1", "2"],
      reported: [
        "record 1 (byte 49): the record is longer than the maximum record size, 60 bytes",
        "record 3 (byte 214): user: missing key",
      ],
      stopped: ["1", "record 1 (byte 49): the record is longer than the maximum record size, 60 bytes"]),
    TooLongCase(
      format: .array, text: "[\(one), \(long.dropLast(2))",
      skipped: [
        "1", "record 2 (byte 162): truncated: the stream ends inside the top-level array, expected ',' or ']'",
      ],
      reported: ["record 1 (byte 49): the record is longer than the maximum record size, 60 bytes"],
      stopped: ["1", "record 1 (byte 49): the record is longer than the maximum record size, 60 bytes"]),
    TooLongCase(
      format: .lines, text: "\(one)\n\(long)",
      skipped: ["1"],
      reported: ["record 1 (line 2, byte 47): the record is longer than the maximum record size, 60 bytes"],
      stopped: ["1", "record 1 (line 2, byte 47): the record is longer than the maximum record size, 60 bytes"]),
  ]

  @Test(arguments: tooLongCases) func aRecordLongerThanTheMaximumIsSkippedOrEndsTheStream(_ test: TooLongCase) {
    for chunkSize in [1, 3, 7, 64, 1 << 20] {
      var options = JSONStreamOptions(format: test.format, maximumRecordSize: 60, chunkSize: chunkSize)
      #expect(outcome(test.text, options) == test.stopped, "stop, chunk size \(chunkSize)")
      options.failurePolicy = .skip
      let records = JSONStream(Array(test.text.utf8), options: options).records(of: StreamRecord.self)
      #expect(outcome(records) == test.skipped, "skip, chunk size \(chunkSize)")
      #expect(records.progress.skipped.map(\.description) == test.reported, "skip, chunk size \(chunkSize)")
      options.isParallel = true
      let parallel = JSONStream(Array(test.text.utf8), options: options).records(of: StreamRecord.self)
      #expect(outcome(parallel) == test.skipped, "parallel, chunk size \(chunkSize)")
      #expect(parallel.progress.skipped.map(\.description) == test.reported, "parallel, chunk size \(chunkSize)")
    }
  }

  @Test func aFirstRecordTooLongToDetectTheFormatEndsTheStream() {
    let options = JSONStreamOptions(failurePolicy: .skip, maximumRecordSize: 60, chunkSize: 16)
    #expect(
      outcome("\(Self.long)\n\(Self.one)\n", options) == [
        "record 0 (byte 0): the record is longer than the maximum record size, 60 bytes"
      ])
  }

  @Test(arguments: [JSONStreamFormat.lines, .textSequence, .concatenated, .array])
  func skippingAnOverlongRecordHoldsNoMoreThanTheMaximum(_ format: JSONStreamFormat) {
    // A 4 MiB record, read in chunks of 1 KiB with a maximum of 4 KiB: the buffer never
    // grows past a few chunks and the maximum.
    let huge = "{\"s\": \"" + String(repeating: "y", count: 4 << 20) + "\"}"
    let text =
      switch format {
      case .array: "[\(Self.one), \(huge), \(Self.two)]"
      case .textSequence: "\u{1E}\(Self.one)\n\u{1E}\(huge)\n\u{1E}\(Self.two)\n"
      default: "\(Self.one)\n\(huge)\n\(Self.two)\n"
      }
    let scanner = JSONRecordScanner(format: format, maximumRecordSize: 4096, initialCapacity: 1024)
    var input = Array(text.utf8)[...]
    var events: [String] = []
    var largest = 0
    reading: while true {
      switch try? scanner.next() {
      case .record(let record)?: events.append("record \(record.index)")
      case .tooLong(let failure)?: events.append("too long \(failure.record)")
      case .needsInput?:
        if input.isEmpty {
          scanner.endInput()
        } else {
          let chunk = input.prefix(1024)
          input = input.dropFirst(1024)
          chunk.withUnsafeBytes { scanner.append($0) }
          largest = max(largest, scanner.bufferCapacity)
        }
      case .end?: break reading
      case nil:
        events.append("failure")
        break reading
      }
    }
    #expect(events == ["record 0", "too long 1", "record 2"])
    #expect(largest <= 16 << 10, "the buffer grew to \(largest) bytes")
  }

  @Test(arguments: [JSONStreamFormat.concatenated, .array])
  func quotesAndBackslashesAtEveryPlaceInAStringAreFound(_ format: JSONStreamFormat) throws {
    // Escaped quotes and backslashes, and brackets, at every offset of a string longer than
    // the scanner's 8-byte steps.
    let emails = (0..<24).map { offset in
      String(repeating: "x", count: offset) + #"\\\"]}[{\\"# + String(repeating: "y", count: 24 - offset) + #"\\"#
    }
    let records = emails.enumerated().map { #"{"id": \#($0.offset), "user": {"email": "\#($0.element)"}}"# }
    let text = format == .array ? "[" + records.joined(separator: ",") + "]" : records.joined()
    let expected = try emails.map { try JSON(parsing: Data("\"\($0)\"".utf8)).stringValue ?? "" }
    for chunkSize in [1, 5, 64, 1 << 20] {
      var decoded: [String] = []
      try JSONStream(Array(text.utf8), options: JSONStreamOptions(format: format, chunkSize: chunkSize))
        .records(of: StreamRecord.self).forEachRecord { decoded.append($0.user.email) }
      #expect(decoded == expected, "chunk size \(chunkSize)")
    }
  }

  @Test func theSkipPolicyReportsEachBadRecordAndGoesOn() {
    let text = "\(Self.one)\n{\"id\": 2}\nnot json\n\(Self.three)\n{\"id\": 4, \"user\": {\"email\": 4"
    let records = JSONStream(Array(text.utf8), options: JSONStreamOptions(failurePolicy: .skip)).records(
      of: StreamRecord.self)
    #expect(outcome(records) == ["1", "3"])
    #expect(
      records.progress.skipped.map(\.description) == [
        "record 1 (line 2, byte 47): user: missing key",
        "record 2 (line 3, byte 57): invalid JSON at byte 58: expected 'null', found 'o'",
        "record 4 (line 5, byte 113): truncated: the stream ends inside the record (expected ',' or '}' after object member, found end of input)",
      ])
    #expect(records.progress.recordsDecoded == 2)
    #expect(records.progress.recordsSkipped == 3)
    #expect(records.progress.bytesRead == text.utf8.count)
  }

  @Test func everyStyleOfDecoderDecodesTheRecords() throws {
    let text = (1...3).map(streamRecordText).joined(separator: "\n")
    let stream = JSONStream(Data(text.utf8))
    let expected = (1...3).map { StreamRecord(id: $0, user: .init(email: "u\($0)@example.com")) }
    var operators: [StreamRecord] = []
    try stream.records(of: StreamRecord.self).forEachRecord { operators.append($0) }
    var pipeline: [StreamRecord] = []
    try stream.records(decodedBy: decodeStreamRecord).forEachRecord { pipeline.append($0) }
    var codable: [StreamRecord] = []
    try stream.records(of: StreamRecord.self, decoder: CodableDecoder()).forEachRecord { codable.append($0) }
    #expect(operators == expected)
    #expect(pipeline == expected)
    #expect(codable == expected)
  }

  @Test func forEachRecordThrowsTheErrorThatEndsTheStream() {
    let stream = JSONStream(Array("\(Self.one)\n{}\n".utf8))
    var ids: [Int] = []
    #expect {
      try stream.records(decodedBy: decodeStreamRecord).forEachRecord { ids.append($0.id) }
    } throws: { error in
      (error as? JSONStreamError)?.description
        == "record 1 (line 2, byte 47): id: missing key\nrecord 1 (line 2, byte 47): user: missing key"
    }
    #expect(ids == [1])
  }

  @Test func aFileIsReadInChunks() throws {
    let directory = FileManager.default.temporaryDirectory.appending(path: "stream-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appending(path: "records.jsonl")
    let text = (0..<500).map(streamRecordText).joined(separator: "\n") + "\n"
    try Data(text.utf8).write(to: file)
    let options = JSONStreamOptions(chunkSize: 100)
    let byURL = outcome(try JSONStream(contentsOf: file, options: options).records(of: StreamRecord.self))
    let byPath = outcome(try JSONStream(contentsOfFile: file.path, options: options).records(of: StreamRecord.self))
    #expect(byURL == (0..<500).map(String.init))
    #expect(byPath == byURL)
  }

  @Test func aMissingFileIsAnError() {
    #expect {
      _ = try JSONStream(contentsOfFile: "/nonexistent/records.jsonl")
    } throws: { error in
      (error as? JSONStreamError)?.description == "cannot read /nonexistent/records.jsonl: No such file or directory"
    }
  }

  @Test func theParallelModeGivesTheSameResultsInOrder() {
    var lines = (0..<3000).map(streamRecordText)
    lines[1234] = "{\"id\": 1234, \"user\": {\"email\": 42}}"
    lines[2000] = "{\"id\": 2000"
    let bytes = Array(lines.joined(separator: "\n").utf8)
    for policy in [JSONStreamOptions.FailurePolicy.stop, .skip] {
      let sequential = JSONStream(bytes, options: JSONStreamOptions(failurePolicy: policy)).records(
        of: StreamRecord.self)
      let parallel = JSONStream(bytes, options: JSONStreamOptions(failurePolicy: policy, isParallel: true)).records(
        of: StreamRecord.self)
      #expect(outcome(parallel) == outcome(sequential))
      #expect(parallel.progress.skipped == sequential.progress.skipped)
      #expect(parallel.progress.recordsDecoded == sequential.progress.recordsDecoded)
    }
  }

  @Test func errorTextGroupsDigitsLikeTheIssue() {
    let error = JSONStreamError(
      record: 4182, line: 4183, offset: 9_381_102,
      reason: .decoding(DecodeError(.typeMismatch(expected: "String", actual: "42"), at: ["user", "email"])))
    #expect(error.description == "record 4,182 (line 4,183, byte 9,381,102): user.email: expected String, found 42")
  }
}
