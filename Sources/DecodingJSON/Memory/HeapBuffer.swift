#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A growable run of values in a block of memory that the buffer owns: the first ``count``
/// of ``capacity`` places are initialized, and when the buffer goes they are destroyed and
/// the block is freed, or given back to the recycler it came from.
///
/// The parser's stacks and slots, a document's input copy, the writer's bytes and a stream
/// chunk's results are all such runs, on paths where `Array`'s uniqueness and capacity checks
/// cost more than the work they bracket (`FrameStack`, `SlotBuffer` and `JSONByteBuffer` say
/// how much). Each of those blocks is held by one of these, so one `deinit` frees them all:
/// the types built on it keep no pointer of their own to free.
///
/// ``base`` is lent, never owned: it is valid until the buffer grows, hands its block over
/// with ``take()``, or goes.
package struct HeapBuffer<Element>: ~Copyable {
  /// The block's first place.
  package private(set) var base: UnsafeMutablePointer<Element>
  /// How many values the block has room for; 0 when the buffer owns no block.
  package private(set) var capacity: Int
  /// How many values are initialized, from ``base`` on.
  package private(set) var count = 0
  /// Where the block goes when the buffer goes, instead of `free`: retained by the buffer.
  /// Unmanaged, so that the buffer's fields stay plain bits, with nothing to release or copy
  /// for the buffers that have none: as a reference, it cost a 300-byte document's parse 123
  /// more instructions, 2% (`Benchmarks/Scripts/decode-instructions.sh response_300b`).
  private var recycler: Unmanaged<RecycledBlocks>?

  /// An empty buffer with room for `capacity` values (at least one) before it grows.
  @inline(__always)
  package init(capacity: Int) {
    self.capacity = Swift.max(capacity, 1)
    base = .mallocated(capacity: self.capacity)
  }

  /// An empty buffer in `block`, a block of `bytes` bytes from `malloc` that it now owns,
  /// given back to `recycler` when the buffer goes (or freed, without one).
  init(adopting block: UnsafeMutableRawPointer, bytes: Int, recycler: RecycledBlocks? = nil) {
    capacity = bytes / MemoryLayout<Element>.stride
    precondition(capacity > 0, "a block too small for one value")
    base = block.bindMemory(to: Element.self, capacity: capacity)
    self.recycler = recycler.map { Unmanaged.passRetained($0) }
  }

  /// A buffer that owns no block: what ``take()`` leaves.
  @inline(__always)
  init() {
    base = UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!
    capacity = 0
  }

  deinit {
    guard capacity > 0 else { return }
    base.deinitialize(count: count)
    giveBlockBack()
  }

  /// The size of the block in bytes.
  package var blockBytes: Int { capacity * MemoryLayout<Element>.stride }

  /// Whether no value is initialized.
  package var isEmpty: Bool { count == 0 }

  /// The initialized values, to read or change in place: lent, as ``base`` is.
  package var elements: UnsafeMutableBufferPointer<Element> {
    UnsafeMutableBufferPointer(start: base, count: count)
  }

  /// The value at `position`, which must be initialized.
  package subscript(position: Int) -> Element {
    @inline(__always) get { base[position] }
  }

  /// The last value, if any.
  package var last: Element? {
    count > 0 ? base[count &- 1] : nil
  }

  /// Appends `element`, growing the block when it is full. Inlined, with the growth out of
  /// line, as `Array.append` cannot be in the parser's loop.
  @inline(__always)
  package mutating func append(_ element: consuming Element) {
    if count == capacity { grow(toHold: 1) }
    (base + count).initialize(to: element)
    // Never past `capacity`, an allocation's count: no overflow to check.
    count &+= 1
  }

  /// Appends copies of the `added` values at `source`, which must not be in this buffer.
  @inline(__always)
  package mutating func append(copying source: UnsafePointer<Element>, count added: Int) {
    guard added > 0 else { return }
    if capacity &- count < added { grow(toHold: added) }
    (base + count).initialize(from: source, count: added)
    count &+= added
  }

  /// Appends `added` copies of `element`.
  package mutating func append(repeating element: Element, count added: Int) {
    guard added > 0 else { return }
    if capacity &- count < added { grow(toHold: added) }
    (base + count).initialize(repeating: element, count: added)
    count &+= added
  }

  /// Makes room for `additional` more values, at least doubling the capacity.
  package mutating func reserve(_ additional: Int) {
    if capacity &- count < additional { grow(toHold: additional) }
  }

  /// Moves the values to a block with room for `added` more, at least twice as large.
  @inline(never)
  mutating func grow(toHold added: Int) {
    resize(to: Swift.max(capacity * 2, count + added, 1))
  }

  /// Moves the values to a block of `newCapacity` places, at least ``count``: for values that
  /// are plain bits, with `realloc`, which extends or cuts a large block in place.
  mutating func resize(to newCapacity: Int) {
    precondition(newCapacity >= count && newCapacity > 0, "a block too small for the buffer's values")
    if _isPOD(Element.self), capacity > 0, recycler == nil {
      base = base.reallocated(capacity: newCapacity)
    } else {
      let moved = UnsafeMutablePointer<Element>.mallocated(capacity: newCapacity)
      moved.moveInitialize(from: base, count: count)
      if capacity > 0 { giveBlockBack() }
      base = moved
      recycler = nil
    }
    capacity = newCapacity
  }

  /// Destroys the last `removed` values.
  @inline(__always)
  package mutating func removeLast(_ removed: Int = 1) {
    precondition(removed >= 0 && removed <= count, "removing more values than the buffer holds")
    count &-= removed
    (base + count).deinitialize(count: removed)
  }

  /// Destroys every value, keeping the block for the next ones.
  package mutating func removeAll() {
    base.deinitialize(count: count)
    count = 0
  }

  /// The buffer with its block and values, leaving this one empty and without a block.
  @inline(__always)
  package mutating func take() -> HeapBuffer<Element> {
    var taken = HeapBuffer()
    swap(&self, &taken)
    return taken
  }

  /// From now on, gives the block back to `recycler` when the buffer goes.
  mutating func recycle(with recycler: RecycledBlocks) {
    self.recycler?.release()
    self.recycler = Unmanaged.passRetained(recycler)
  }

  /// Gives the block, whose values are destroyed or moved, to its recycler or to `free`.
  private func giveBlockBack() {
    if let recycler {
      recycler.takeUnretainedValue().give(UnsafeMutableRawPointer(base), bytes: blockBytes)
      recycler.release()
    } else {
      base.freeMallocated()
    }
  }
}
