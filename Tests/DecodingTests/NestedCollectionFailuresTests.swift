import Curry
import Decoding
import DecodingPipeline
import Foundation
import Synchronization
import Testing

// Collections nested in collections, every level with a bad element, in every decoder: each
// element is decoded once (counted by the models themselves, not timed), and every bad
// element is reported. A decoder that decoded the elements of a failed collection again,
// and the nested collections' elements with them, did 2^depth decodes: seconds at depth 22.

/// How many times the models below were decoded: one per element, in whatever style.
private final class DecodeCounter: Sendable {
  private let count = Atomic(0)

  var value: Int { count.load(ordering: .relaxed) }

  func increment() {
    count.add(1, ordering: .relaxed)
  }

  /// The counter of the decode running on this thread.
  @TaskLocal static var current: DecodeCounter?
}

/// An array of itself: `[[[1], 1], 1]`, decoded from a single value as `[SelfArray]`.
private struct SelfArray: Swift.Decodable, Decoding.Decodable, Hashable {
  let nested: [SelfArray]

  init(nested: [SelfArray]) {
    self.nested = nested
  }

  init(from decoder: any Decoder) throws {
    DecodeCounter.current?.increment()
    nested = try decoder.singleValueContainer().decode([SelfArray].self)
  }

  static func decode(_ json: JSON) -> Decoded<SelfArray> {
    DecodeCounter.current?.increment()
    return SelfArray.init <^> [SelfArray].decode(json)
  }
}

/// `SelfArray` as a pipeline.
private func pipelineSelfArray(_ json: JSON) -> Decoded<SelfArray> {
  DecodeCounter.current?.increment()
  return array(pipelineSelfArray)(json).map(SelfArray.init)
}

/// A node whose member `a` is a collection of nodes, in each of the kinds the decoder builds.
private struct Node<Children: Swift.Decodable & Hashable>: Swift.Decodable, Hashable {
  let a: Children

  enum CodingKeys: CodingKey {
    case a
  }

  init(from decoder: any Decoder) throws {
    DecodeCounter.current?.increment()
    a = try decoder.container(keyedBy: CodingKeys.self).decode(Children.self, forKey: .a)
  }
}

private typealias ArrayNode = Node<[ArrayNodeBox]>
/// A level of `ArrayNode`s: Swift cannot name the recursive generic type directly.
private struct ArrayNodeBox: Swift.Decodable, Hashable {
  let node: Node<[ArrayNodeBox]>
  init(from decoder: any Decoder) throws { node = try Node(from: decoder) }
}
private struct SetNodeBox: Swift.Decodable, Hashable {
  let node: Node<Set<SetNodeBox>>
  init(from decoder: any Decoder) throws { node = try Node(from: decoder) }
}
private struct ContiguousNodeBox: Swift.Decodable, Hashable {
  let node: Node<ContiguousArray<ContiguousNodeBox>>
  init(from decoder: any Decoder) throws { node = try Node(from: decoder) }
}
private struct DictionaryNodeBox: Swift.Decodable, Hashable {
  let node: Node<[String: DictionaryNodeBox]>
  init(from decoder: any Decoder) throws { node = try Node(from: decoder) }
}

@Suite struct NestedCollectionFailuresTests {
  /// `depth` arrays, each holding the next and a bad `1`: `[[[1],1],1]` for 3.
  static func nests(depth: Int) -> String {
    String(repeating: "[", count: depth) + "1" + String(repeating: "],1", count: depth - 1) + "]"
  }

  /// `levels` nodes, each one's `a` holding the next and a bad `1` (as `"y"` in an object).
  static func nodes(levels: Int, object: Bool) -> String {
    let open = object ? #"{"a":{"x":"# : #"{"a":["#
    let close = object ? #","y":1}}"# : ",1]}"
    let innermost = object ? #"{"a":{"y":1}}"# : #"{"a":[1]}"#
    return String(repeating: open, count: levels - 1) + innermost + String(repeating: close, count: levels - 1)
  }

  /// Runs `body` with a new counter, on a thread with room for 512 levels in a debug build;
  /// gives back what it returned and the count.
  static func counting(_ body: @escaping @Sendable () -> String) -> (String, Int) {
    let outcome = Mutex<(String, Int)?>(nil)
    let finished = DispatchSemaphore(value: 0)
    let thread = Thread {
      let counter = DecodeCounter()
      let result = DecodeCounter.$current.withValue(counter) { body() }
      outcome.withLock { $0 = (result, counter.value) }
      finished.signal()
    }
    thread.stackSize = 4 << 20
    thread.start()
    finished.wait()
    return outcome.withLock { $0 } ?? ("no outcome", 0)
  }

  /// The first lines of a failure's description and its number of failures.
  static func summary(_ error: DecodeError?) -> String {
    guard let error else { return "no error" }
    let lines = error.failures.prefix(2).map(\.description).joined(separator: "; ")
    return "\(error.failures.count + error.omittedFailureCount) failures: \(lines)"
  }

  /// The failures of a thrown `DecodingError`, from its underlying `DecodeError`.
  static func summary(thrown body: () throws -> Void) -> String {
    do {
      try body()
      return "no error"
    } catch let error as DecodingError {
      switch error {
      case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
        return summary(context.underlyingError as? DecodeError)
      case .keyNotFound(_, let context):
        return summary(context.underlyingError as? DecodeError)
      @unknown default:
        return "\(error)"
      }
    } catch {
      return "\(error)"
    }
  }

  @Test(arguments: [16, 22, 500])
  func anArrayOfItselfIsDecodedOncePerElementInEveryStyle(depth: Int) throws {
    let text = Self.nests(depth: depth)
    let json = try JSON(parsing: text)
    // Every level holds two elements, each decoded once; the innermost holds one.
    let decodes = 2 * depth
    let expected =
      "\(depth) failures: \(String(repeating: "[0]", count: depth)): expected array, found 1; "
      + String(repeating: "[0]", count: depth - 2) + "[1]: expected array, found 1"

    let operators = Self.counting { Self.summary(SelfArray.decode(json).error) }
    #expect(operators.0 == expected)
    #expect(operators.1 == decodes)

    let pipeline = Self.counting { Self.summary(pipelineSelfArray(json).error) }
    #expect(pipeline.0 == expected)
    #expect(pipeline.1 == decodes)

    let codable = Self.counting {
      Self.summary { _ = try CodableDecoder().decode(SelfArray.self, from: Data(text.utf8)) }
    }
    #expect(codable.0 == expected)
    #expect(codable.1 == decodes)
  }

  /// A tower of `depth` arrays whose innermost holds `width` bad `1`s: every failure is
  /// carried out through every level. Each level puts its step in front of each failure's path
  /// without copying the path (JSONPath shares its steps), so the decode takes time in
  /// proportion to failures times depth; it took seconds on this 3.5 KB document when every
  /// level copied every path.
  @Test func aTowerOfFailuresKeepsEveryPathInEveryStyle() throws {
    let depth = 500
    let width = 1000
    let text =
      String(repeating: "[", count: depth) + Array(repeating: "1", count: width).joined(separator: ",")
      + String(repeating: "]", count: depth)
    let json = try JSON(parsing: text)
    let outer = String(repeating: "[0]", count: depth - 1)
    let expected = "\(width) failures: \(outer)[0]: expected array, found 1; \(outer)[1]: expected array, found 1"
    #expect(Self.counting { Self.summary(SelfArray.decode(json).error) }.0 == expected)
    #expect(Self.counting { Self.summary(pipelineSelfArray(json).error) }.0 == expected)
    let codable = Self.counting {
      Self.summary { _ = try CodableDecoder().decode(SelfArray.self, from: Data(text.utf8)) }
    }
    #expect(codable.0 == expected)
    let last = Self.counting { SelfArray.decode(json).error?.failures.last?.path.description ?? "" }.0
    #expect(last == "\(outer)[\(width - 1)]")
  }

  @Test(arguments: [16, 22, 250])
  func everyCollectionTheDecoderBuildsDecodesEachElementOnce(levels: Int) throws {
    let decodes = 2 * levels
    let arrays = Data(Self.nodes(levels: levels, object: false).utf8)
    let objects = Data(Self.nodes(levels: levels, object: true).utf8)
    let arrayPath = String(repeating: ".a[0]", count: levels - 1).dropFirst() + ".a[0]"
    let objectPath = String(repeating: ".a.x", count: levels - 1).dropFirst() + ".a.y"
    let outcomes = [
      Self.counting { Self.summary { _ = try CodableDecoder().decode(ArrayNodeBox.self, from: arrays) } },
      Self.counting { Self.summary { _ = try CodableDecoder().decode(SetNodeBox.self, from: arrays) } },
      Self.counting { Self.summary { _ = try CodableDecoder().decode(ContiguousNodeBox.self, from: arrays) } },
    ]
    for outcome in outcomes {
      #expect(outcome.0.hasPrefix("\(levels) failures: \(arrayPath): expected object, found 1; "))
      #expect(outcome.1 == decodes)
    }
    let dictionary = Self.counting {
      Self.summary { _ = try CodableDecoder().decode(DictionaryNodeBox.self, from: objects) }
    }
    #expect(dictionary.0.hasPrefix("\(levels) failures: \(objectPath): expected object, found 1; "))
    #expect(dictionary.1 == decodes)
  }
}
