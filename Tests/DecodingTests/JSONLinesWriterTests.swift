import DecodingPipeline
import Foundation
import Testing

@testable import Decoding

/// A model written by every style of encoder: `{"id":1,"stats":{"mean":0.5}}`.
struct LinesSample: Equatable, Sendable, Codable, JSONEncodable {
  struct Stats: Equatable, Sendable, Codable, JSONEncodable {
    let mean: Double

    func encode() -> JSON { .object(encoding: ["mean": mean]) }

    func encode(to output: inout JSONOutput) throws {
      try output.writeObject { try $0.member("mean", mean) }
    }
  }

  let id: Int
  let stats: Stats

  init(_ id: Int, _ mean: Double) {
    self.id = id
    stats = Stats(mean: mean)
  }

  init(id: Int, stats: Stats) {
    self.id = id
    self.stats = stats
  }

  func encode() -> JSON { .object(encoding: ["id": id, "stats": stats]) }

  func encode(to output: inout JSONOutput) throws {
    try output.writeObject { object in
      try object.member("id", id)
      try object.member("stats", stats)
    }
  }
}

let encodeSample: EncodeFunction<LinesSample> = Encode.object([
  .required("id", \.id, Encode.int),
  .required("stats", \.stats, Encode.object([.required("mean", \.mean, Encode.double)])),
])

let statsCodec = codec(LinesSample.Stats.init) |> required("mean", \.mean, double)
let sampleCodec =
  codec(LinesSample.init(id:stats:)) |> required("id", \.id, int) |> required("stats", \.stats, statsCodec)

@Suite struct JSONLinesWriterTests {
  static let samples = [LinesSample(1, 0.5), LinesSample(2, 3), LinesSample(3, -1.25)]
  static let text = """
    {"id":1,"stats":{"mean":0.5}}
    {"id":2,"stats":{"mean":3}}
    {"id":3,"stats":{"mean":-1.25}}

    """

  struct Style: Sendable, CustomTestStringConvertible {
    let name: String
    let writer: JSONLinesWriter<LinesSample>
    /// The failure of a NaN in the third record.
    let failure: String
    var testDescription: String { name }
  }

  static let styles = [
    Style(
      name: "JSONEncodable", writer: JSONLinesWriter(chunkSize: 40),
      failure: "record 2 (line 3, byte 58): stats.mean: NaN cannot be written as JSON"),
    Style(
      name: "pipeline", writer: JSONLinesWriter(encoder: encodeSample, chunkSize: 40),
      failure: "record 2 (line 3, byte 58): stats.mean: NaN cannot be written as JSON"),
    Style(
      name: "codec", writer: JSONLinesWriter(encoder: sampleCodec.encode, chunkSize: 40),
      failure: "record 2 (line 3, byte 58): stats.mean: NaN cannot be written as JSON"),
    Style(
      name: "Codable",
      writer: JSONLinesWriter(codableEncoder: CodableEncoder(outputFormatting: [.prettyPrinted]), chunkSize: 40),
      failure: "record 2 (line 3, byte 58): stats.mean: Unable to encode Double.nan directly in JSON."),
  ]

  /// A fresh temporary directory, removed by `body`'s end.
  func withDirectory(_ body: (URL) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory.appending(path: "lines-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory)
  }

  @Test(arguments: styles) func everyEncoderWritesTheSameLinesToAFile(_ style: Style) throws {
    try withDirectory { (directory: URL) throws in
      let file = directory.appending(path: "samples.jsonl")
      #expect(try style.writer.write(Self.samples, to: file) == 3)
      #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self) == Self.text)
      #expect(try style.writer.write(Self.samples.prefix(1), toFile: file.path) == 1)
      #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self) == "{\"id\":1,\"stats\":{\"mean\":0.5}}\n")
    }
  }

  @Test(arguments: styles) func whatIsWrittenReadsBack(_ style: Style) throws {
    try withDirectory { (directory: URL) throws in
      let file = directory.appending(path: "samples.jsonl")
      try style.writer.write(Self.samples, to: file)
      var read: [LinesSample] = []
      try JSONStream(contentsOf: file).records(decodedBy: sampleCodec.decode).forEachRecord { read.append($0) }
      #expect(read == Self.samples)
      var codable: [LinesSample] = []
      try JSONStream(contentsOf: file).records(of: LinesSample.self, decoder: CodableDecoder()).forEachRecord {
        codable.append($0)
      }
      #expect(codable == Self.samples)
    }
  }

  @Test(arguments: styles) func aValueThatCannotBeEncodedNamesItsRecordAndPath(_ style: Style) throws {
    let samples = [LinesSample(1, 0.5), LinesSample(2, 3), LinesSample(3, .nan), LinesSample(4, 1)]
    try withDirectory { (directory: URL) throws in
      let file = directory.appending(path: "samples.jsonl")
      #expect {
        try style.writer.write(samples, to: file)
      } throws: { error in
        (error as? JSONLinesWriteError)?.description == style.failure
      }
      // The records before it are written in full, nothing of it.
      #expect(
        String(decoding: try Data(contentsOf: file), as: UTF8.self)
          == "{\"id\":1,\"stats\":{\"mean\":0.5}}\n{\"id\":2,\"stats\":{\"mean\":3}}\n")
    }
  }

  @Test func aRecordNestedPastTheDepthLimitIsAnErrorNotANull() throws {
    // 600 arrays, one inside the other: the writer's output stops at 512 levels.
    let deep = (0..<600).reduce(JSON.number(1)) { inner, _ in .array([inner]) }
    let writer = JSONLinesWriter<JSON>(chunkSize: 40)
    try withDirectory { (directory: URL) throws in
      let file = directory.appending(path: "deep.jsonl")
      #expect {
        try writer.write([JSON.number(1), deep], to: file)
      } throws: { error in
        let description = "\((error as? JSONLinesWriteError).map { "\($0)" } ?? "\(error)")"
        return description.contains("record 1") && description.contains("512")
      }
      #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self) == "1\n")
    }
  }

  @Test func anAsyncConsumerGetsChunksOfWholeLines() async throws {
    var chunks: [String] = []
    let count = try await JSONLinesWriter<LinesSample>(chunkSize: 40).write(Self.samples) { chunk in
      chunks.append(String(decoding: chunk, as: UTF8.self))
    }
    #expect(count == 3)
    #expect(
      chunks == [
        "{\"id\":1,\"stats\":{\"mean\":0.5}}\n{\"id\":2,\"stats\":{\"mean\":3}}\n",
        "{\"id\":3,\"stats\":{\"mean\":-1.25}}\n",
      ])
  }

  @Test func anAsyncSequenceOfValuesGoesToAnAsyncStream() async throws {
    let values = AsyncStream<LinesSample> { continuation in
      for sample in Self.samples { continuation.yield(sample) }
      continuation.finish()
    }
    let (lines, continuation) = AsyncStream<[UInt8]>.makeStream()
    let writer = JSONLinesWriter(encoder: sampleCodec.encode, chunkSize: 1)
    let count = try await writer.write(values) { chunk in continuation.yield(chunk) }
    continuation.finish()
    var read: [LinesSample] = []
    for try await sample in AsyncJSONStream(chunks: lines).records(decodedBy: sampleCodec.decode) {
      read.append(sample)
    }
    #expect(count == 3)
    #expect(read == Self.samples)
  }

  @Test func aHandleThatCannotBeWrittenNamesTheFirstRecordNotWritten() throws {
    try withDirectory { (directory: URL) throws in
      let file = directory.appending(path: "samples.jsonl")
      try Data().write(to: file)
      let handle = try FileHandle(forReadingFrom: file)
      defer { try? handle.close() }
      #expect {
        try JSONLinesWriter<LinesSample>(chunkSize: 1).write(Self.samples, to: handle)
      } throws: { error in
        let error = error as? JSONLinesWriteError
        return error?.description == "cannot write the file handle: Bad file descriptor" && error?.record == 0
          && error?.offset == 0
      }
    }
  }

  @Test func aFileHandleIsWrittenAtItsPosition() throws {
    try withDirectory { (directory: URL) throws in
      let file = directory.appending(path: "samples.jsonl")
      try Data("# header\n".utf8).write(to: file)
      let handle = try FileHandle(forWritingTo: file)
      try handle.seekToEnd()
      try JSONLinesWriter<LinesSample>().write(Self.samples, to: handle)
      try handle.close()
      #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self) == "# header\n" + Self.text)
    }
  }

  struct FailureCase: Sendable, CustomTestStringConvertible {
    let name: String
    let writer: JSONLinesWriter<LinesSample>
    let path: String
    let expected: String
    var testDescription: String { name }
  }

  static let failureCases = [
    FailureCase(
      name: "an encoder that writes nothing", writer: JSONLinesWriter(encoder: { _, _ in }),
      path: "samples.jsonl", expected: "record 0 (line 1, byte 0): the encoder wrote nothing"),
    FailureCase(
      name: "raw text with a line break",
      writer: JSONLinesWriter(encoder: { _, output in output.write(rawJSON: "[1,\n2]") }),
      path: "samples.jsonl", expected: "record 0 (line 1, byte 0): the value's text holds a line break"),
    FailureCase(
      name: "a file that cannot be created", writer: JSONLinesWriter(),
      path: "missing/samples.jsonl", expected: "cannot write DIRECTORY/missing/samples.jsonl: No such file or directory"
    ),
  ]

  @Test(arguments: failureCases) func failuresSayWhatWentWrong(_ test: FailureCase) throws {
    try withDirectory { (directory: URL) throws in
      let path = directory.appending(path: test.path).path
      #expect {
        try test.writer.write(Self.samples, toFile: path)
      } throws: { error in
        "\(error)".replacingOccurrences(of: directory.path, with: "DIRECTORY") == test.expected
      }
    }
  }
}
