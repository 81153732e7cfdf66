import DecodingPipeline
import Foundation
import Synchronization
import Testing

@testable import Decoding

// Every encoder of the library throws, with the path, for a value nested deeper than the
// decoders accept (512 levels of arrays and objects), instead of recursing until the stack
// overflows: on a thread of 512 KiB in an optimized build.

/// A linked list that encodes itself in every way: `{"next":{"next":{}}}`.
private final class Link: Swift.Encodable, JSONEncodable, Sendable {
  let next: Link?

  init(next: Link?) {
    self.next = next
  }

  /// `levels` links, each the `next` of the one before.
  static func chain(levels: Int) -> Link {
    var link = Link(next: nil)
    for _ in 1..<levels { link = Link(next: link) }
    return link
  }

  func encode() -> JSON {
    next.map { ["next": $0.encode()] } ?? [:]
  }

  func encode(to output: inout JSONOutput) throws {
    try output.writeObject { object in try object.member("next", next) }
  }

  /// `Link` as a pipeline encoder.
  static let encoder: EncodeFunction<Link> = Encode.object([
    .optional("next", \.next, { link, output in try Link.encoder(link, &output) })
  ])
}

@Suite struct EncodingDepthTests {
  /// A JSON value of `levels` arrays, one in another, around `1`.
  static func arrays(levels: Int) -> JSON {
    var json: JSON = 1
    for _ in 0..<levels { json = .array([json]) }
    return json
  }

  /// The stack of the thread the encodes run on: 512 KiB, the default of Darwin's secondary
  /// threads, in an optimized build. A debug build takes several times the stack a level, and
  /// the encoders go 512 levels down before they throw, so there the thread gets 4 MiB.
  static let stackSize: Int = {
    #if DEBUG
      4 << 20
    #else
      512 << 10
    #endif
  }()

  /// Runs `body` on a new thread with a stack of ``stackSize`` and gives back what it returned.
  static func onSmallStack(_ body: @escaping @Sendable () -> String) -> String {
    let outcome = Mutex<String?>(nil)
    let finished = DispatchSemaphore(value: 0)
    let thread = Thread {
      let result = body()
      outcome.withLock { $0 = result }
      finished.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    finished.wait()
    return outcome.withLock { $0 } ?? "no outcome"
  }

  /// What `body` throws: the path, as a ``JSONPath`` reads, and the reason.
  static func thrown(_ body: () throws -> Void) -> String {
    do {
      try body()
      return "no error"
    } catch let error as JSONEncodingError {
      return "\(error.path): \(error.reason)"
    } catch EncodingError.invalidValue(_, let context) {
      return "\(JSONPath(codingPath: context.codingPath)): \(context.debugDescription)"
    } catch {
      return "\(error)"
    }
  }

  /// The path of the first container too deep: 512 steps.
  static let indices = String(repeating: "[0]", count: 512)
  static let keys = Array(repeating: "next", count: 512).joined(separator: ".")

  static let reason = "nesting deeper than 512 levels of arrays and objects"

  @Test func theDeepestValueTheDecodersAcceptIsWritten() throws {
    let json = Self.arrays(levels: 512)
    let outcome = Self.onSmallStack {
      do {
        let codable = try JSON(parsing: try CodableEncoder().encode(json)) == json
        let formatted = try JSON(parsing: try json.formatted()) == json
        let encodable = try JSON(parsing: try json.encodedData()) == json
        let list = try JSON(parsing: try Link.chain(levels: 512).encodedData())
        let pipeline = try JSON(parsing: try Encode.data(Link.chain(levels: 512), Link.encoder))
        return "\(codable) \(formatted) \(encodable) \(list == pipeline)"
      } catch {
        return "\(error)"
      }
    }
    #expect(outcome == "true true true true")
  }

  @Test(arguments: [513, 600])
  func aDeeperValueIsAnErrorWithItsPath(levels: Int) {
    let json = Self.arrays(levels: levels)
    let link = Link.chain(levels: levels)
    let outcome = Self.onSmallStack {
      [
        Self.thrown { _ = try CodableEncoder().encode(json) },
        Self.thrown { _ = try CodableEncoder().encode(link) },
        Self.thrown { _ = try json.formatted() },
        Self.thrown { _ = try json.encodedData() },
        Self.thrown { _ = try link.encodedData() },
        Self.thrown { _ = try Encode.data(link, Link.encoder) },
      ].joined(separator: "\n")
    }
    let expected = [
      "\(Self.indices): \(Self.reason)",
      "\(Self.keys): \(Self.reason)",
      "\(Self.indices): \(Self.reason)",
      "\(Self.indices): \(Self.reason)",
      "\(Self.keys): \(Self.reason)",
      "\(Self.keys): \(Self.reason)",
    ]
    #expect(outcome == expected.joined(separator: "\n"))
  }
}
