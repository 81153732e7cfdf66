import Curry
import Decoding
import DecodingPipeline
import Foundation
import Synchronization
import Testing

// The deepest document the default parsing options allow (512 levels of objects), decoded by
// a recursive model in both styles and through `CodableDecoder`, on a thread with a small
// stack: 512 KiB, the default of Darwin's secondary threads. An optimized build decodes it;
// a debug build takes two to three times the stack per level (every temporary has a slot of
// its own, nothing is inlined), and there the decoders fail where the stack runs low, at
// that path, rather than overflow it. Docs/Parsing.md has the figures.

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

/// `Reply` in the one-call operator style.
private func oneCallReply(_ json: JSON) -> Decoded<Reply> {
  Decoded(Reply.init, json <|? "next")
}

/// A list that decodes itself as an array of lists, in the operator style: `[[[]]]`.
private struct ListOfLists: Decoding.Decodable, Sendable {
  let inner: [ListOfLists]

  static func decode(_ json: JSON) -> Decoded<ListOfLists> {
    [ListOfLists].decode(json).map(ListOfLists.init)
  }
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
  static func onSmallStack(stackSize: Int, _ body: @escaping @Sendable () -> String) -> String {
    let outcome = Mutex<String?>(nil)
    let finished = DispatchSemaphore(value: 0)
    let thread = Thread {
      // Swift Testing takes a backtrace wherever an error is thrown, and the first time, it
      // instantiates type metadata there, which takes more stack than a decoder keeps to
      // throw with: so that this is not where `CodableDecoder` throws, it happens here.
      do { throw CancellationError() } catch {}
      let result = body()
      outcome.withLock { $0 = result }
      finished.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    finished.wait()
    return outcome.withLock { $0 } ?? "no outcome"
  }

  /// What a style makes of a document: the count, or the failure's text.
  fileprivate static func outcome(_ decoded: Decoded<Reply>) -> String {
    switch decoded {
    case .success(let reply): "\(reply.count)"
    case .failure(let error): error.description
    }
  }

  /// What each style makes of the deepest document the default options allow, on a thread
  /// of `stackSize` bytes: the operators, the pipeline, the one-call form, `CodableDecoder`
  /// and a recursive Codable enum, one line each.
  static func deepestAllowedOutcomes(stackSize: Int) -> [String] {
    let replies = Data(Self.replies(depth: Self.depth).utf8)
    let tree = Data(Self.tree(depth: Self.depth).utf8)
    let outcome = Self.onSmallStack(stackSize: stackSize) {
      do {
        let json = try JSON(parsing: replies)
        return [
          Self.outcome(Reply.decode(json)),
          Self.outcome(pipelineReply(json)),
          Self.outcome(oneCallReply(json)),
          Self.codableOutcome(Node.self, replies) { $0.count },
          Self.codableOutcome(Tree.self, tree) { $0.count },
        ].joined(separator: "\n")
      } catch {
        return "\(error)"
      }
    }
    return outcome.split(separator: "\n").map(String.init)
  }

  /// On a 512 KiB thread, whatever the build, both styles and `CodableDecoder` decode the
  /// deepest document the default options allow, or fail where the stack runs low, naming
  /// the path: a debug build takes more than 512 KiB for 512 levels, and overflowed the stack.
  @Test func theDeepestAllowedDocumentNeverOverflowsA512KiBThread() throws {
    let lines = Self.deepestAllowedOutcomes(stackSize: 512 << 10)
    #expect(lines.count == 5, "\(lines.joined().prefix(200))")
    for (line, decoded) in zip(lines, ["512", "512", "512", "512", "256"]) {
      let fails = line.hasPrefix("next.next.") || line.hasPrefix("node._0.node._0.")
      let ok = line == decoded || (fails && line.contains(": nesting too deep for this thread's stack"))
      #expect(ok, "\(line.prefix(100)) … \(line.suffix(100))")
    }
    #if !DEBUG
      // An optimized build has room to spare.
      #expect(lines == ["512", "512", "512", "512", "256"])
    #endif
  }

  /// On a thread with the stack to spare, every style decodes the deepest allowed document.
  @Test func theDeepestAllowedDocumentDecodesWithStackToSpare() throws {
    #expect(Self.deepestAllowedOutcomes(stackSize: 4 << 20) == ["512", "512", "512", "512", "256"])
  }

  /// A recursive model nested deeper than any thread holds, in a document parsed with a
  /// higher limit: each style fails with the stack error at the path where it stopped.
  @Test(arguments: ["operators", "pipeline", "one call"])
  func nestingPastTheStackIsAnErrorAtItsPath(style: String) throws {
    let replies = Self.replies(depth: 10_000)
    let outcome = Self.onSmallStack(stackSize: 512 << 10) {
      do {
        let json = try JSON(parsing: replies, options: JSONParsingOptions(maximumDepth: 10_000))
        let decoded =
          switch style {
          case "operators": Reply.decode(json)
          case "pipeline": pipelineReply(json)
          default: oneCallReply(json)
          }
        return Self.outcome(decoded)
      } catch {
        return "\(error)"
      }
    }
    #expect(outcome.hasPrefix("next.next.next."), "\(outcome.prefix(100))")
    #expect(outcome.hasSuffix(".next: nesting too deep for this thread's stack"), "\(outcome.suffix(100))")
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

  /// Arrays of arrays, nested deeper than any thread holds: the array decoder looks at the
  /// stack before each level too.
  @Test func arraysPastTheStackAreAnErrorAtTheirPath() throws {
    let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    let outcome = Self.onSmallStack(stackSize: 512 << 10) {
      do {
        let json = try JSON(parsing: text, options: JSONParsingOptions(maximumDepth: 10_000))
        switch ListOfLists.decode(json) {
        case .success: return "decoded"
        case .failure(let error): return error.description
        }
      } catch {
        return "\(error)"
      }
    }
    #expect(outcome.hasPrefix("[0][0][0]"), "\(outcome.prefix(100))")
    #expect(outcome.hasSuffix("[0]: nesting too deep for this thread's stack"), "\(outcome.suffix(100))")
  }

  /// A value built in memory has no recorded depth, so the decoders look at the stack at
  /// every level of it; one nested deeper than the thread holds fails, in both styles.
  @Test func aValueBuiltInMemoryPastTheStackIsAnError() throws {
    // Built and released on a large stack: releasing a deep value built in memory recurses.
    let outcome = Self.onSmallStack(stackSize: 64 << 20) {
      var value: JSON = [:]
      for _ in 0..<20_000 { value = ["next": value] }
      // Handed over in a box the small thread empties: its closure may be released after
      // this thread is done, and must not hold the value then.
      let handover = Handover(value)
      return withExtendedLifetime(value) {
        Self.onSmallStack(stackSize: 512 << 10) {
          guard let json = handover.take() else { return "no value" }
          return [Self.outcome(Reply.decode(json)), Self.outcome(pipelineReply(json))].joined(separator: "\n")
        }
      }
    }
    let lines = outcome.split(separator: "\n")
    #expect(lines.count == 2)
    for line in lines {
      #expect(line.hasPrefix("next.next.next."), "\(line.prefix(100))")
      #expect(line.hasSuffix(".next: nesting too deep for this thread's stack"), "\(line.suffix(100))")
    }
  }

  /// A value passed to another thread and taken out there, so that the closure that took
  /// it holds nothing once it has run.
  final class Handover: Sendable {
    private let slot: Mutex<JSON?>

    init(_ value: JSON) {
      slot = Mutex(value)
    }

    /// The value, once; `nil` after.
    func take() -> JSON? {
      slot.withLock { value in
        defer { value = nil }
        return value
      }
    }
  }

  /// A document shallower than 64 levels is not deep: decoders pay no stack check in it.
  @Test(arguments: [(63, false), (64, true), (512, true)])
  func documentsFrom64LevelsAreDeep(depth: Int, deep: Bool) throws {
    let json = try JSON(parsing: Self.replies(depth: depth))
    guard case .object(let members) = json else {
      Issue.record("not an object")
      return
    }
    #expect(members.mayNestDeep == deep)
    let array = try JSON(parsing: String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
    guard case .array(let elements) = array else {
      Issue.record("not an array")
      return
    }
    #expect(elements.mayNestDeep == deep)
    let built: JSON = ["a": [1]]
    guard case .object(let builtMembers) = built else { return }
    #expect(builtMembers.mayNestDeep)
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
