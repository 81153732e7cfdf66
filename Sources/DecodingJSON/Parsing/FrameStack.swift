/// The open containers of a document being parsed, innermost last.
///
/// A ``HeapBuffer`` rather than an `Array`: a document of many small containers
/// (GeoJSON's `[x, y]` pairs, a hundred thousand of them) opens and closes a container for
/// every few values, and an array's uniqueness and capacity checks on each `append` and
/// `removeLast` cost more than the parsing they bracket.
struct FrameStack: ~Copyable {
  /// An open container: whether it is an object, and where its values start on the
  /// parser's stack of slots, in one word.
  struct Frame {
    private let bits: UInt64

    init(isObject: Bool, stackStart: Int) {
      bits = UInt64(truncatingIfNeeded: stackStart) &<< 1 | (isObject ? 1 : 0)
    }

    var isObject: Bool { bits & 1 != 0 }

    /// Where this container's slots start on the stack.
    var stackStart: Int { Int(truncatingIfNeeded: bits &>> 1) }
  }

  private var frames = HeapBuffer<Frame>(capacity: 64)

  /// How many containers are open.
  var count: Int { frames.count }

  /// The innermost open container, if any.
  var last: Frame? { frames.last }

  /// Opens a container. Inlined, as ``HeapBuffer/append(_:)`` is, with the growth out of
  /// line: as a call, it was 4% of a parse of canada.json, which opens an array for every
  /// pair of coordinates (`Benchmarks/Scripts/decode-instructions.sh canada`, the parser's
  /// column).
  @inline(__always)
  mutating func append(_ frame: Frame) {
    frames.append(frame)
  }

  /// Closes the innermost container; there must be one.
  mutating func removeLast() {
    frames.removeLast()
  }
}
