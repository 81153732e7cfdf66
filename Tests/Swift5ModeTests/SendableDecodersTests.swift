// The `@Sendable` values a Swift 5 app gets from the library (a pipeline, a one-call decoder,
// a codec's `decode` and `encode`, `Encode.object`) and its own `Type.decode`, passed to every
// entry point that takes a decoder or an encoder, caught in every common way. In Swift 5 each
// of them once met two declarations that both fit (`ambiguous use of 'records(decodedBy:)'`).

import Decoding
import DecodingHTTP
import DecodingPipeline
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

struct Point: Equatable {
  let x: Int
  let y: Int
}

extension Point: Decodable {
  static func decode(_ json: JSON) -> Decoded<Point> {
    decodePoint(json)
  }
}

/// A curried pipeline, started in Swift 5 by the start's Swift 5 twin.
let decodePoint = decode(Point.init) |> required("x", int) |> required("y", int)

/// A start kept on its own: a global `let` of a decoder that a `@preconcurrency` function
/// returned crashed when called (Swift 6.3.1), so the Swift 5 mode has twins instead.
let startPoint = decode(Point.init)

/// The one-call pipeline of the same model.
let decodePointInOneCall = decode(Point.init, required("x", int), required("y", int))

/// A codec of `|>` steps and one of one call.
let pointCodec = codec(Point.init) |> required("x", \.x, int) |> required("y", \.y, int)
let pointCodecInOneCall = codec(Point.init, required("x", \.x, int), required("y", \.y, int))

/// The pipeline's own encoder of the model.
let encodePoint: EncodeFunction<Point> = Encode.object([
  .required("x", \.x, Encode.int), .required("y", \.y, Encode.int),
])

/// A model whose fields take the decoders above, in both pipeline forms.
struct Segment: Equatable {
  let from: Point
  let to: Point
  let via: [Point]
}

let decodeSegment =
  decode(Segment.init)
  |> required("from", decodePointInOneCall)
  |> required("to", pointCodec.decode)
  |> required("via", array(Point.decode))

let decodeSegmentInOneCall = decode(
  Segment.init, required("from", decodePoint), required("to", pointCodecInOneCall.decode),
  required("via", decodePoint |> array))

let segmentCodec = codec(
  Segment.init,
  required("from", \.from, pointCodec.decode, pointCodec.encode),
  required("to", \.to, Point.decode, encodePoint),
  required("via", \.via, array(decodePointInOneCall), Encode.array(pointCodecInOneCall.encode)))

/// A request whose decoders are the pipeline's values.
struct PointRequest: Request {
  typealias ResponseObject = Point
  typealias ErrorObject = Point

  var decodeResponse: DecodeFunction<Point> { decodePoint }
  var decodeErrorBody: DecodeFunction<Point>? { pointCodec.decode }

  func build() throws -> URLRequest {
    URLRequest(url: URL(string: "https://example.com/point")!)
  }
}

@Suite struct SendableDecodersTests {
  static let lines = "{\"x\": 1, \"y\": 2}\n{\"x\": 3, \"y\": 4}\n"
  static let badLines = "{\"x\": 1, \"y\": 2}\n{\"x\": \"3\", \"y\": 4}\n"
  static let points = [Point(x: 1, y: 2), Point(x: 3, y: 4)]

  /// The `@Sendable` decoders a Swift 5 app may hand to `records(decodedBy:)`, by name. (In
  /// Swift 5 the one-call `decode(Point.init, …)` is not known to be `@Sendable`: an array of
  /// `DecodeFunction` cannot hold it without a warning, so each test passes it on its own.)
  static let decoders: [(String, DecodeFunction<Point>)] = [
    ("a curried pipeline", decodePoint),
    ("a codec's decode", pointCodec.decode),
    ("a one-call codec's decode", pointCodecInOneCall.decode),
  ]

  @Test func recordsDecodedByEveryKindOfDecoder() throws {
    let data = Data(Self.lines.utf8)
    var read: [[Point]] = []
    for (_, decoder) in Self.decoders {
      read.append(try JSONStream(data).records(decodedBy: decoder).map { try $0.get() })
    }
    read.append(try JSONStream(data).records(decodedBy: decodePointInOneCall).map { try $0.get() })
    read.append(try JSONStream(data).records(decodedBy: Point.decode).map { try $0.get() })
    read.append(
      try JSONStream(data).records(decodedBy: decode(Point.init) |> required("x", int) |> required("y", int))
        .map { try $0.get() })
    read.append(
      try JSONStream(data).records(decodedBy: decode(Point.init, required("x", int), required("y", int)))
        .map { try $0.get() })
    #expect(read == Array(repeating: Self.points, count: 7))
  }

  @Test func aBadRecordIsCaughtEveryWay() {
    let records = JSONStream(Data(Self.badLines.utf8)).records(decodedBy: pointCodec.decode)
    var read: [Point] = []
    do {
      try records.forEachRecord { read.append($0) }
      Issue.record("no error")
    } catch let error as JSONStreamError {
      #expect(error.description == "record 1 (line 2, byte 17): x: expected Int, found \"3\"")
    } catch {
      Issue.record("unexpected \(error)")
    }
    #expect(read == [Point(x: 1, y: 2)])
    do {
      try records.forEachRecord { _ in }
    } catch {
      #expect("\(error)" == "record 1 (line 2, byte 17): x: expected Int, found \"3\"")
    }
    #expect((try? records.forEachRecord { _ in }) == nil)
    #expect((try? Result { try records.forEachRecord { _ in } }.get()) == nil)
  }

  @Test func asyncRecordsDecodedByEveryKindOfDecoder() async throws {
    for (name, decoder) in Self.decoders {
      var read: [Point] = []
      for try await point in AsyncJSONStream(Self.bytes(Self.lines)).records(decodedBy: decoder) {
        read.append(point)
      }
      #expect(read == Self.points, "\(name)")
    }
    var read: [Point] = []
    for try await point in AsyncJSONStream(Self.bytes(Self.lines)).records(decodedBy: Point.decode) {
      read.append(point)
    }
    for try await point in AsyncJSONStream(Self.bytes(Self.lines)).records(decodedBy: decodePointInOneCall) {
      read.append(point)
    }
    #expect(read == Self.points + Self.points)
  }

  @Test func aBadAsyncRecordIsCaughtEveryWay() async {
    let records = AsyncJSONStream(Self.bytes(Self.badLines)).records(decodedBy: decodePointInOneCall)
    do {
      for try await _ in records {}
      Issue.record("no error")
    } catch let error as JSONStreamError {
      #expect(error.record == 1 && error.line == 2)
    } catch {
      Issue.record("unexpected \(error)")
    }
    // A fresh stream: the one above is single-pass, and its bad record already read.
    let again = AsyncJSONStream(Self.bytes(Self.badLines)).records(decodedBy: decodePointInOneCall)
    let all = try? await Self.collect(again)
    #expect(all == nil)
  }

  @Test func linesWrittenByEveryKindOfEncoder() async throws {
    let encoders: [EncodeFunction<Point>] = [encodePoint, pointCodec.encode, pointCodecInOneCall.encode]
    for encoder in encoders {
      var text = ""
      let count = try await JSONLinesWriter(encoder: encoder).write(Self.points) { chunk in
        text += String(decoding: chunk, as: UTF8.self)
      }
      #expect(count == 2)
      #expect(text == "{\"x\":1,\"y\":2}\n{\"x\":3,\"y\":4}\n")
    }
  }

  @Test func fieldsTakeEveryKindOfDecoderAndEncoder() throws {
    let json: JSON = ["from": ["x": 1, "y": 2], "to": ["x": 3, "y": 4], "via": [["x": 5, "y": 6]]]
    let segment = Segment(from: Point(x: 1, y: 2), to: Point(x: 3, y: 4), via: [Point(x: 5, y: 6)])
    #expect(decodeSegment(json) == .success(segment))
    #expect(decodeSegmentInOneCall(json) == .success(segment))
    #expect(segmentCodec.decode(json) == .success(segment))
    #expect(
      String(decoding: try segmentCodec.encodedData(segment), as: UTF8.self)
        == #"{"from":{"x":1,"y":2},"to":{"x":3,"y":4},"via":[{"x":5,"y":6}]}"#)
    #expect(try Encode.text(segment.from, pointCodec.encode) == #"{"x":1,"y":2}"#)
  }

  @Test func globalDecodersMadeByTheStartsAndTheOneCallFormsCanBeCalled() {
    #expect(startPoint(.null).value.map { $0(1)(2) } == Point(x: 1, y: 2))
    let json: JSON = ["x": 1, "y": 2]
    for _ in 0..<3 {
      #expect(decodePointInOneCall(json) == .success(Point(x: 1, y: 2)))
      #expect(decodeJSON(#"{"x": 1, "y": 2}"#, with: decodePointInOneCall).value == Point(x: 1, y: 2))
    }
  }

  @Test func entryPointsTakeEveryKindOfDecoder() throws {
    let text = #"{"x": 1, "y": "2"}"#
    for (name, decoder) in Self.decoders {
      #expect(decodeJSON(text, with: decoder).error?.description == "y: expected Int, found \"2\"", "\(name)")
      do {
        _ = try JSON(parsing: text).decode(with: decoder)
        Issue.record("no error")
      } catch let error as DecodeError {
        #expect(error.failures.first?.path == ["y"])
      } catch {
        Issue.record("unexpected \(error)")
      }
      #expect((try? JSON(parsing: text).decode(with: decoder)) == nil)
    }
    #expect(decodeJSON(text, with: decodePointInOneCall).error?.description == "y: expected Int, found \"2\"")
    #expect(throws: DecodeError.self) { try JSON(parsing: text).decode(with: decodePointInOneCall) }
    let listing = try CodableDecoder().decode(PointBox.self, from: Data(#"{"point": {"x": 1, "y": 2}}"#.utf8))
    #expect(listing.point == Point(x: 1, y: 2))
  }

  @Test func aRequestWithPipelineDecoders() {
    let response = HTTPResponse(statusCode: 409, body: Data(#"{"x": 7, "y": 8}"#.utf8))
    do {
      _ = try PointRequest().responseObject(from: response)
      Issue.record("no error")
    } catch let error as HTTPError<Point> {
      if case .unacceptableStatus(let status, _, let point) = error {
        #expect(status == 409 && point == Point(x: 7, y: 8))
      } else {
        Issue.record("unexpected \(error)")
      }
    } catch {
      Issue.record("unexpected \(error)")
    }
    let ok = HTTPResponse(statusCode: 200, body: Data(#"{"x": 1, "y": 2}"#.utf8))
    #expect((try? PointRequest().responseObject(from: ok)) == Point(x: 1, y: 2))
  }

  static func bytes(_ text: String) -> AsyncStream<UInt8> {
    AsyncStream { continuation in
      for byte in text.utf8 { continuation.yield(byte) }
      continuation.finish()
    }
  }

  static func collect(_ records: AsyncJSONRecords<AsyncStream<UInt8>, Point>) async throws -> [Point] {
    var all: [Point] = []
    for try await point in records { all.append(point) }
    return all
  }
}

/// A Codable model with a pipeline field, decoded by `Decoder.decode(with:)`.
struct PointBox: Swift.Decodable {
  let point: Point

  enum CodingKeys: String, CodingKey { case point }

  init(from decoder: Decoder) throws {
    let object = try decoder.decode(with: decode(PointBox.Make.init) |> required("point", pointCodec.decode))
    point = object.point
  }

  /// What the pipeline builds before `init(from:)` copies it.
  struct Make {
    let point: Point
  }
}
