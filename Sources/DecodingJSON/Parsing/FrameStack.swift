/// The open containers of a document being parsed, innermost last.
///
/// A plain growable buffer rather than an `Array`: a document of many small containers
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

  private var base: UnsafeMutablePointer<Frame>
  private var capacity = 64
  /// How many containers are open.
  private(set) var count = 0

  init() {
    base = .mallocated(capacity: capacity)
  }

  deinit {
    base.freeMallocated()
  }

  /// The innermost open container, if any.
  var last: Frame? {
    count > 0 ? base[count &- 1] : nil
  }

  /// Opens a container. Inlined, with the growth out of line: as a call, it was 4% of a
  /// parse of canada.json, which opens an array for every pair of coordinates
  /// (`Benchmarks/Scripts/decode-instructions.sh canada`, the parser's column).
  @inline(__always)
  mutating func append(_ frame: Frame) {
    if count == capacity { grow() }
    (base + count).initialize(to: frame)
    count &+= 1
  }

  /// Doubles the room for open containers.
  @inline(never)
  private mutating func grow() {
    let grown = UnsafeMutablePointer<Frame>.mallocated(capacity: 2 * capacity)
    grown.moveInitialize(from: base, count: count)
    base.freeMallocated()
    base = grown
    capacity *= 2
  }

  /// Closes the innermost container; there must be one.
  mutating func removeLast() {
    precondition(count > 0, "no open container to close")
    count &-= 1
  }
}
