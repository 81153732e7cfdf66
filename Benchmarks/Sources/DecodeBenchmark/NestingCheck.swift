import Curry
import Decoding
import DecodingPipeline
import Foundation
import Synchronization

/// The deepest document the default options allow, decoded on a 512 KiB thread (the default
/// stack of Darwin's secondary threads) by a recursive model in both styles and through
/// `CodableDecoder`. It runs here, in the optimized build CI makes of this package, because
/// the library's own tests run in a debug build, whose frames are two to three times as
/// large (Docs/Parsing.md has the figures).
enum NestingCheck {
  /// What each decoder made of 512 levels of replies (and 256 nodes of an enum), in order:
  /// operators, pipeline, `CodableDecoder` on a keyed model, `CodableDecoder` on an enum.
  static func run() throws -> String {
    let depth = JSONParsingOptions.default.maximumDepth
    let replies = Data(
      (String(repeating: #"{"next":"#, count: depth - 1) + "{}" + String(repeating: "}", count: depth - 1)).utf8)
    let nodes = depth / 2 - 1
    let tree = Data(
      (String(repeating: #"{"node":{"_0":"#, count: nodes) + #"{"leaf":{}}"# + String(repeating: "}}", count: nodes))
        .utf8)
    let outcome = onSmallStack {
      do {
        let json = try JSON(parsing: replies)
        let operators = Reply.decode(json).value?.length ?? 0
        let pipeline = decodeJSON(json, with: Reply.pipeline).value?.length ?? 0
        let codable = try CodableDecoder().decode(Reply.self, from: replies).length
        let enumeration = try CodableDecoder().decode(Tree.self, from: tree).length
        return "\(operators) \(pipeline) \(codable) \(enumeration)"
      } catch {
        return "\(error)"
      }
    }
    let expected = "\(depth) \(depth) \(depth) \(depth / 2)"
    guard outcome == expected else {
      throw CheckFailure(message: "512 levels on a 512 KiB stack gave \(outcome), not \(expected)")
    }
    return "\(depth) levels in both styles and through CodableDecoder on a 512 KiB thread"
  }

  /// Why the check failed.
  struct CheckFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
  }

  /// Runs `body` on a new thread with a 512 KiB stack and gives back what it returned.
  private static func onSmallStack(_ body: @escaping @Sendable () -> String) -> String {
    let outcome = Mutex<String?>(nil)
    let finished = DispatchSemaphore(value: 0)
    let thread = Thread {
      let result = body()
      outcome.withLock { $0 = result }
      finished.signal()
    }
    thread.stackSize = 512 << 10
    thread.start()
    finished.wait()
    return outcome.withLock { $0 } ?? "no outcome"
  }

  /// A reply that holds the next one, in both styles and as a Codable model.
  private final class Reply: Decoding.Decodable, Swift.Decodable, Sendable {
    let next: Reply?

    init(next: Reply?) {
      self.next = next
    }

    static func decode(_ json: JSON) -> Decoded<Reply> {
      curry(Reply.init) <^> json <|? "next"
    }

    static let pipeline: @Sendable (JSON) -> Decoded<Reply> = { json in
      (decode(Reply.init) |> optional("next", Reply.pipeline))(json)
    }

    /// How many replies, this one included.
    var length: Int {
      var length = 1
      var reply = self
      while let next = reply.next {
        length += 1
        reply = next
      }
      return length
    }
  }

  /// A recursive Codable enum: each `node` is two objects, `{"node": {"_0": …}}`.
  private indirect enum Tree: Swift.Decodable, Sendable {
    case leaf
    case node(Tree)

    var length: Int {
      var length = 1
      var tree = self
      while case .node(let next) = tree {
        length += 1
        tree = next
      }
      return length
    }
  }
}
