/// A growable stack whose elements are moved, never copied, into the containers
/// built from them.
///
/// The parser pushes every value of every open array and object onto one stack,
/// then moves a closed container's elements out in one step. Moving instead of
/// copying avoids a retain and a release per element, and one shared buffer
/// avoids a temporary array per container.
struct MoveStack<Element>: ~Copyable {
  private var base: UnsafeMutablePointer<Element>
  private var capacity: Int
  private(set) var count = 0

  init(capacity: Int = 64) {
    self.capacity = capacity
    base = .allocate(capacity: capacity)
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  @inline(__always)
  mutating func push(_ element: consuming Element) {
    if count == capacity { grow() }
    (base + count).initialize(to: element)
    count += 1
  }

  private mutating func grow() {
    let newCapacity = capacity * 2
    let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
    newBase.moveInitialize(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }

  /// Moves the elements from `start` to the top into a new array, emptying that part of the stack.
  @inline(__always)
  mutating func popArray(from start: Int) -> [Element] {
    let length = count - start
    let source = base + start
    // `reserveCapacity` allocates through code specialized for `Element`. The initializers
    // that take a count, `Array(unsafeUninitializedCapacity:)` and `Array(repeating:count:)`,
    // call the standard library's unspecialized allocation, which looks up the array's
    // type metadata every time: measured at a quarter of the time to parse canada.json.
    var array: [Element] = []
    array.reserveCapacity(length)
    for offset in 0..<length {
      array.append((source + offset).move())
    }
    count = start
    return array
  }

  /// Moves the element at `index` out; the caller must then drop it with ``discard(from:)``.
  @inline(__always)
  mutating func move(at index: Int) -> Element {
    (base + index).move()
  }

  /// Forgets the elements from `start` to the top after they were all moved out.
  @inline(__always)
  mutating func discard(from start: Int) {
    count = start
  }
}
