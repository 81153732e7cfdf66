import BenchmarkSupport
import Decoding
import DecodingPipeline
import Foundation
import Synchronization

/// `decode-benchmark --stream [--megabytes N]`: streaming figures (Docs/Streaming.md), side by side.
///
/// Writes a JSON Lines file and a top-level array of N MB (1,000 by default) of twitter.json's
/// statuses into a temporary directory (deleted afterwards), then decodes them into `Status`
/// models in a fresh child process per approach, so that each peak resident set is that
/// approach's alone: streamed in both styles, sequential and parallel; the same records
/// from one in-memory document (a smaller one, the first records); and each line with
/// `JSONDecoder`; and the JSON Lines again as async chunks of 1 MiB (`AsyncJSONStream`),
/// sequential and parallel. Every approach reports its records and a checksum of their values,
/// which must agree.
enum StreamBenchmark {
  /// The first argument of a child run: `decode-benchmark --stream-probe APPROACH FILE`.
  static let probeFlag = "--stream-probe"
  /// The size of the in-memory documents the baselines decode, in bytes.
  static let baselineBytes = 100_000_000

  /// What one child measured.
  struct Measurement {
    var records = 0
    var checksum: UInt64 = 0
    var bytes = 0
    var seconds = 0.0
    var peakBytes = 0

    var throughput: Double { Double(bytes) / 1e6 / seconds }

    mutating func add(_ status: Status) {
      records += 1
      checksum =
        checksum &* 31 &+ UInt64(bitPattern: status.id) &+ UInt64(status.text.utf8.count)
        &+ UInt64(status.hashtags.count) &+ UInt64(status.user.followersCount)
    }
  }

  /// The approaches, in the order of the table.
  static let approaches = [
    "lines, operators", "lines, pipeline", "array, operators", "array, pipeline",
    "lines, operators, parallel", "lines, pipeline, parallel", "array, operators, parallel",
    "array, pipeline, parallel", "lines, operators, parallel, for loop", "lines, pipeline, parallel, for loop",
    "in-memory array, operators", "in-memory array, pipeline", "JSONDecoder per line", "lines, operators, async",
    "lines, operators, parallel, async", "lines, pipeline, parallel, async", "array, operators, parallel, async",
  ]

  /// The statuses of twitter.json, each compact on one line.
  static func statusLines(_ twitter: Data) throws -> [[UInt8]] {
    guard case .array(let statuses)? = try JSON(parsing: twitter)["statuses"] else {
      throw BenchmarkDocument.Mismatch(description: "twitter.json has no statuses")
    }
    return try statuses.map { Array(try $0.formattedData(.compact)) }
  }

  /// Writes `lines` over and over until `size` bytes, as JSON Lines or as one array.
  static func write(_ lines: [[UInt8]], size: Int, array: Bool, to path: String) throws {
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    defer { try? handle.close() }
    var chunk: [UInt8] = array ? [UInt8(ascii: "[")] : []
    var written = 0
    var index = 0
    while written + chunk.count < size || index == 0 {
      if array && index > 0 { chunk.append(UInt8(ascii: ",")) }
      chunk += lines[index % lines.count]
      if !array { chunk.append(0x0A) }
      index += 1
      if chunk.count >= 1 << 20 {
        try handle.write(contentsOf: chunk)
        written += chunk.count
        chunk.removeAll(keepingCapacity: true)
      }
    }
    if array { chunk.append(UInt8(ascii: "]")) }
    try handle.write(contentsOf: chunk)
  }

  /// The parent: writes the files, runs a child per approach and prints the table.
  static func run(megabytes: Int) throws {
    print("Streaming twitter.json's statuses, \(megabytes) MB per file, each approach in a child process.")
    print("load before: \(uptime())")
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("stream-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let twitter = try Data(
      contentsOf: URL(fileURLWithPath: BenchmarkFile.documentsPath(fromSourceFile: #filePath) + "/twitter.json"))
    let lines = try statusLines(twitter)
    let size = megabytes * 1_000_000
    let files = [
      "lines": directory.appendingPathComponent("statuses.jsonl").path,
      "array": directory.appendingPathComponent("statuses.json").path,
      "in-memory array": directory.appendingPathComponent("baseline.json").path,
      "JSONDecoder": directory.appendingPathComponent("baseline.jsonl").path,
    ]
    try write(lines, size: size, array: false, to: files["lines"]!)
    try write(lines, size: size, array: true, to: files["array"]!)
    let baseline = min(size, baselineBytes)
    try write(lines, size: baseline, array: true, to: files["in-memory array"]!)
    try write(lines, size: baseline, array: false, to: files["JSONDecoder"]!)

    var results: [String: Measurement] = [:]
    var table = TextTable(header: ["approach", "records", "MB/s", "peak RSS", "checksum"])
    for approach in approaches {
      let file = files.first { approach.hasPrefix($0.key) }!.value
      let measurement = try child(approach, file)
      results[approach] = measurement
      table.append([
        approach, "\(measurement.records)", Formatting.fixed(measurement.throughput, decimals: 1),
        Formatting.bytes(measurement.peakBytes), String(measurement.checksum, radix: 16),
      ])
    }
    print(table.render())
    print("load after: \(uptime())")

    func ratio(_ a: String, _ b: String) -> String {
      Formatting.ratio(results[a]!.throughput / results[b]!.throughput)
    }
    print(
      "streamed ÷ the same records from one in-memory document: lines "
        + "\(ratio("lines, operators", "in-memory array, operators")) (operators), "
        + "\(ratio("lines, pipeline", "in-memory array, pipeline")) (pipeline); array "
        + "\(ratio("array, operators", "in-memory array, operators")) (operators), "
        + "\(ratio("array, pipeline", "in-memory array, pipeline")) (pipeline)")
    print(
      "streamed ÷ JSONDecoder per line: \(ratio("lines, operators", "JSONDecoder per line")) (operators), "
        + "\(ratio("lines, pipeline", "JSONDecoder per line")) (pipeline)")
    print(
      "parallel ÷ one core, \(ProcessInfo.processInfo.activeProcessorCount) cores: lines "
        + "\(ratio("lines, operators, parallel", "lines, operators")) (operators), "
        + "\(ratio("lines, pipeline, parallel", "lines, pipeline")) (pipeline); array "
        + "\(ratio("array, operators, parallel", "array, operators")) (operators), "
        + "\(ratio("array, pipeline, parallel", "array, pipeline")) (pipeline); lines by a for loop "
        + "\(ratio("lines, operators, parallel, for loop", "lines, operators")) (operators), "
        + "\(ratio("lines, pipeline, parallel, for loop", "lines, pipeline")) (pipeline); async lines "
        + "\(ratio("lines, operators, parallel, async", "lines, operators, async")) (operators)")
    let streamed = approaches.filter { !$0.hasPrefix("in-memory") && !$0.hasPrefix("JSONDecoder") }
    let lineResults = Set(streamed.filter { $0.hasPrefix("lines") }.map { results[$0]!.checksum })
    let arrayResults = Set(streamed.filter { $0.hasPrefix("array") }.map { results[$0]!.checksum })
    print(
      "same results: \(lineResults.count == 1 ? "yes" : "NO") (lines, every approach), "
        + "\(arrayResults.count == 1 ? "yes" : "NO") (array, every approach)")
  }

  /// `uptime`'s load averages.
  static func uptime() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3)
      .joined(separator: " ") ?? "unknown"
  }

  /// Runs `approach` on `file` in a child process.
  static func child(_ approach: String, _ file: String) throws -> Measurement {
    let process = Process()
    process.executableURL = URL(
      fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        ?? CommandLine.arguments[0])
    process.arguments = [probeFlag, approach, file]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let fields = text.split(whereSeparator: \.isWhitespace).map(String.init)
    guard process.terminationStatus == 0, fields.count == 5, let records = Int(fields[0]),
      let checksum = UInt64(fields[1], radix: 16), let bytes = Int(fields[2]), let seconds = Double(fields[3]),
      let peak = Int(fields[4])
    else {
      throw BenchmarkDocument.Mismatch(description: "\(approach) failed: \(text)")
    }
    return Measurement(records: records, checksum: checksum, bytes: bytes, seconds: seconds, peakBytes: peak)
  }

  /// In a child: decodes `file` with `approach`, prints `records checksum bytes seconds peak`, exits.
  static func runProbeIfRequested() {
    let arguments = CommandLine.arguments
    guard arguments.count == 4, arguments[1] == probeFlag else { return }
    do {
      let measurement = try probe(arguments[2], arguments[3])
      print(
        "\(measurement.records) \(String(measurement.checksum, radix: 16)) \(measurement.bytes) \(measurement.seconds) \(PeakMemory.currentPeak() ?? 0)"
      )
      exit(0)
    } catch {
      FileHandle.standardError.write(Data("\(arguments[2]): \(error)\n".utf8))
      exit(1)
    }
  }

  static func probe(_ approach: String, _ file: String) throws -> Measurement {
    var measurement = Measurement()
    let clock = ContinuousClock()
    let bytes = try FileManager.default.attributesOfItem(atPath: file)[.size] as! Int
    measurement.bytes = bytes
    if approach.hasPrefix("in-memory") {
      let data = try Data(contentsOf: URL(fileURLWithPath: file))
      let start = clock.now
      let statuses: [Status]
      if approach.hasSuffix("operators") {
        let decoded: Decoded<[Status]> = decode(parsing: data)
        statuses = try decoded.dematerialize()
      } else {
        statuses = try decodeJSON(data, with: array(decodeStatus)).dematerialize()
      }
      for status in statuses { measurement.add(status) }
      measurement.seconds = (clock.now - start).seconds
      return measurement
    }
    if approach.hasPrefix("JSONDecoder") {
      let data = try Data(contentsOf: URL(fileURLWithPath: file))
      let start = clock.now
      let decoder = JSONDecoder()
      var lineStart = data.startIndex
      while let newline = data[lineStart...].firstIndex(of: 0x0A) {
        measurement.add(try decoder.decode(Status.self, from: data[lineStart..<newline]))
        lineStart = newline + 1
      }
      measurement.seconds = (clock.now - start).seconds
      return measurement
    }
    let options = JSONStreamOptions(
      format: approach.hasPrefix("lines") ? .lines : .array, isParallel: approach.contains("parallel"))
    if approach.hasSuffix("async") {
      return try probeAsync(approach, file, options: options, measurement: measurement)
    }
    let stream = try JSONStream(contentsOfFile: file, options: options)
    let start = clock.now
    if approach.hasSuffix("for loop") {
      // Each record moved out to the loop, which frees it here, rather than lent.
      if approach.contains("operators") {
        for status in stream.records(of: Status.self) { measurement.add(try status.get()) }
      } else {
        for status in stream.records(decodedBy: decodeStatus) { measurement.add(try status.get()) }
      }
    } else if approach.contains("operators") {
      try stream.records(of: Status.self).forEachRecord { measurement.add($0) }
    } else {
      try stream.records(decodedBy: decodeStatus).forEachRecord { measurement.add($0) }
    }
    measurement.seconds = (clock.now - start).seconds
    return measurement
  }

  /// A file's bytes as an async sequence of chunks of 1 MiB, as a download would arrive.
  struct FileChunks: AsyncSequence, Sendable {
    let path: String

    struct AsyncIterator: AsyncIteratorProtocol {
      let handle: FileHandle

      mutating func next() async throws -> Data? {
        guard let data = try handle.read(upToCount: 1 << 20), !data.isEmpty else { return nil }
        return data
      }
    }

    func makeAsyncIterator() -> AsyncIterator {
      AsyncIterator(handle: FileHandle(forReadingAtPath: path)!)
    }
  }

  /// An `async` approach: the records of `file` by `for try await`, in a task, which the main
  /// thread (not one of the tasks' threads) waits for.
  static func probeAsync(
    _ approach: String, _ file: String, options: JSONStreamOptions, measurement: Measurement
  ) throws -> Measurement {
    let outcome = Mutex<Result<Measurement, any Error>?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task {
      var measurement = measurement
      let clock = ContinuousClock()
      let stream = AsyncJSONStream(chunks: FileChunks(path: file), options: options)
      let start = clock.now
      do {
        if approach.contains("operators") {
          for try await status in stream.records(of: Status.self) { measurement.add(status) }
        } else {
          for try await status in stream.records(decodedBy: decodeStatus) { measurement.add(status) }
        }
        measurement.seconds = (clock.now - start).seconds
        outcome.withLock { $0 = .success(measurement) }
      } catch {
        outcome.withLock { $0 = .failure(error) }
      }
      done.signal()
    }
    done.wait()
    return try outcome.withLock { $0! }.get()
  }
}
