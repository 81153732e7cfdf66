import Curry
import Decoding
import DecodingPipeline
import Foundation
import Synchronization
import Testing

// The deepest document the default parsing options allow (512 levels of objects), decoded by
// a recursive model in both styles and through `CodableDecoder`, on a thread with a small
// stack: 512 KiB, the default of Darwin's secondary threads, in an optimized build. A debug
// build takes two to three times the stack per level (every temporary has a slot of its
// own, nothing is inlined), so there the thread gets 2 MiB; Docs/Parsing.md has the figures.

/// A reply that holds the next one, decoded in the operator style.
private final class Reply: Decoding.Decodable, Sendable {
  let next: Reply?

  init(next: Reply?) {
    self.next = next
  }

  static func decode(_ json: JSON) -> Decoded<Reply> {
    curry(Reply.init) <^> json <|? "next"
  }

  /// How many replies, this one included.
  var count: Int {
    var count = 1
    var reply = self
    while let next = reply.next {
      count += 1
      reply = next
    }
    return count
  }
}

/// `Reply` in the pipeline style.
private func pipelineReply(_ json: JSON) -> Decoded<Reply> {
  (decode(Reply.init) |> optional("next", pipelineReply))(json)
}

/// A Codable model that holds another of itself, as a keyed member.
private final class Node: Swift.Decodable, Sendable {
  let next: Node?

  var count: Int {
    var count = 1
    var node = self
    while let next = node.next {
      count += 1
      node = next
    }
    return count
  }
}

/// A recursive Codable class through an array: `{"c":[{"c":[]}]}`, two levels a node.
private final class Chain: Swift.Decodable, Sendable {
  let c: [Chain]

  var count: Int {
    var count = 1
    var chain = self
    while let next = chain.c.first {
      count += 1
      chain = next
    }
    return count
  }
}

/// A recursive Codable enum: each `node` is two objects, `{"node": {"_0": …}}`.
private indirect enum Tree: Swift.Decodable, Sendable {
  case leaf
  case node(Tree)

  var count: Int {
    var count = 1
    var tree = self
    while case .node(let next) = tree {
      count += 1
      tree = next
    }
    return count
  }
}

@Suite struct NestingDepthTests {
  /// The stack of the thread the decodes run on.
  static let stackSize: Int = {
    #if DEBUG
      2 << 20
    #else
      512 << 10
    #endif
  }()

  /// The deepest nesting the default options accept.
  static let depth = JSONParsingOptions.default.maximumDepth

  /// `depth` objects, each the member `next` of the one around it.
  static func replies(depth: Int) -> String {
    String(repeating: #"{"next":"#, count: depth - 1) + "{}" + String(repeating: "}", count: depth - 1)
  }

  /// `depth` objects (an even number) of a `Tree`: nodes around a leaf.
  static func tree(depth: Int) -> String {
    let nodes = depth / 2 - 1
    return String(repeating: #"{"node":{"_0":"#, count: nodes) + #"{"leaf":{}}"#
      + String(repeating: "}}", count: nodes)
  }

  /// Runs `body` on a new thread of `stackSize` bytes and gives back what it returned.
  static func onSmallStack(stackSize: Int = Self.stackSize, _ body: @escaping @Sendable () -> String) -> String {
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

  @Test func theDeepestAllowedDocumentDecodesOnASmallStack() throws {
    let replies = Data(Self.replies(depth: Self.depth).utf8)
    let tree = Data(Self.tree(depth: Self.depth).utf8)
    let outcome = Self.onSmallStack {
      do {
        let json = try JSON(parsing: replies)
        let operators = Reply.decode(json).value?.count ?? 0
        let pipeline = pipelineReply(json).value?.count ?? 0
        let codable = try CodableDecoder().decode(Node.self, from: replies).count
        let enumeration = try CodableDecoder().decode(Tree.self, from: tree).count
        return "\(operators) \(pipeline) \(codable) \(enumeration)"
      } catch {
        return "\(error)"
      }
    }
    #expect(outcome == "512 512 512 256")
  }

  /// `depth` levels of `Chain`: objects and arrays in turn, an object innermost.
  static func chain(depth: Int) -> String {
    let nodes = depth / 2
    return String(repeating: #"{"c":["#, count: nodes - 1) + #"{"c":[]}"# + String(repeating: "]}", count: nodes - 1)
  }

  /// What `CodableDecoder` makes of `data` as `T`: the count, or the error's description.
  static func codableOutcome<T: Swift.Decodable>(_ type: T.Type, _ data: Data, count: (T) -> Int) -> String {
    do {
      return "\(count(try CodableDecoder().decode(type, from: data)))"
    } catch DecodingError.dataCorrupted(let context) {
      return context.debugDescription
    } catch {
      return "\(error)"
    }
  }

  /// On a 512 KiB thread, whatever the build, `CodableDecoder` decodes the deepest document
  /// the default options allow, or fails where the stack runs low, naming the path: a debug
  /// build takes more than 512 KiB for 512 levels of these models, and overflowed the stack.
  @Test func codableDecoderNeverOverflowsA512KiBThread() throws {
    let nodes = Data(Self.replies(depth: Self.depth).utf8)
    let chains = Data(Self.chain(depth: Self.depth).utf8)
    let outcome = Self.onSmallStack(stackSize: 512 << 10) {
      [
        Self.codableOutcome(Node.self, nodes) { $0.count },
        Self.codableOutcome(Chain.self, chains) { $0.count },
      ].joined(separator: "\n")
    }
    let lines = outcome.split(separator: "\n").map(String.init)
    #expect(lines.count == 2, "\(outcome.prefix(200))")
    for (line, decoded) in zip(lines, ["512", "256"]) {
      let fails = line.hasPrefix("next.next.") || line.hasPrefix("c[0].c[0].")
      let ok = line == decoded || (fails && line.contains(": nesting too deep for this thread's stack ("))
      #expect(ok, "\(line.prefix(100)) … \(line.suffix(100))")
    }
    #if !DEBUG
      // An optimized build has room to spare.
      #expect(lines == ["512", "256"])
    #endif
  }

  @Test func oneLevelMoreIsAnError() throws {
    let replies = Data(Self.replies(depth: Self.depth + 1).utf8)
    let message = "invalid JSON: line 1, column 4097: nesting deeper than 512 levels of arrays and objects"
    do {
      _ = try CodableDecoder().decode(Node.self, from: replies)
      Issue.record("decoded a document deeper than the limit")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.debugDescription == message)
    }
  }
}
