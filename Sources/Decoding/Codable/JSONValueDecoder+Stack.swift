// The stack. The decoder recurses with the document, through types' own `init(from:)`, so a
// document nested deep enough overflows the thread's stack, which kills the process. The
// parser's depth limit (512 by default) keeps optimized builds safe on any thread, but a
// debug build takes two to three times the stack per level, and a model's own `init(from:)`
// can take much more: a recursive model 510 levels deep overflowed a 512 KiB thread in a
// debug build. So, past a depth no ordinary document reaches, the decoder looks at how much
// stack is left before each nested value, and fails with an error naming the path when one
// more level might not fit. How much one level takes it measures as it goes down, so the
// check does not depend on the build, the model or the thread.

/// A failure thrown where the stack runs low: only the path, so that nothing more is put
/// on the stack there; ``JSONValueDecoder/decodeRoot(_:)`` makes it a `DecodingError`.
struct StackExhausted: Error {
  let path: [CodingPathEntry]
}

extension JSONValueDecoder {
  /// Below this many steps from the root, the decoder never looks at the stack.
  static let stackCheckDepth = 64

  /// Throws ``StackExhausted`` when what is left of the thread's stack might not hold one
  /// more level of decoding: less than twice the most one level has taken so far, plus room
  /// to throw.
  @inline(never)
  func checkStack() throws {
    var marker: UInt8 = 0
    let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    let lowest = ThreadStack.limits().lowest
    let depth = path.count
    if stack.depth < depth, stack.address > here {
      stack.largestLevel = max(stack.largestLevel, (stack.address - here) / UInt(depth - stack.depth))
    }
    stack.depth = depth
    stack.address = here
    // Its own reserve, not the operators': a level here is measured, and an optimized build
    // decodes the default 512 levels of a one-member model on a 512 KiB thread only with
    // little more than that level kept.
    if here &- lowest < 2 * stack.largestLevel + 8 << 10 { throw StackExhausted(path: path) }
  }

  /// The `DecodingError` for a ``StackExhausted``, at its path.
  func stackFailure(_ exhausted: StackExhausted) -> DecodingError {
    let error = DecodeError(
      .custom("\(ThreadStack.exhaustedMessage) (\(exhausted.path.count) levels)"),
      at: JSONPath(exhausted.path.map(\.pathComponent)))
    return .dataCorrupted(
      DecodingError.Context(
        codingPath: exhausted.path.map(\.codingKey), debugDescription: error.description, underlyingError: error))
  }
}

/// What a decoder has learnt of the stack of the thread it runs on.
struct StackProbe {
  /// The depth and stack address of the last check.
  var depth = 0
  var address: UInt = 0
  /// The most stack one step of the path has taken.
  var largestLevel: UInt = 0
}
