#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A growable buffer of slots, allocated with `malloc` so that the finished buffer can be
/// cut to its size with `realloc` (in place, for a large buffer) and handed to a
/// ``JSONDocument``.
///
/// Slots are plain 64-bit values: they are copied, never retained or released, so a whole
/// container's slots move with one `memcpy`.
struct SlotBuffer: ~Copyable {
  private var base: UnsafeMutablePointer<JSONSlot>
  private var capacity: Int
  private(set) var count = 0
  /// Whether ``take()`` gave the buffer away, so that `deinit` must not free it.
  private var isTaken = false

  /// A buffer with room for `capacity` slots (at least 16) before it grows.
  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    base = Self.allocate(self.capacity)
  }

  /// A buffer for a document's slots, about `capacity` of them: the block a finished
  /// document gave back to `recycled` (``RecycledBlocks/slots`` unless told) when one is
  /// kept, even if a little smaller, since the buffer grows when it must and documents
  /// parsed one after another tend to be alike.
  @inline(__always)
  init(documentCapacity capacity: Int, recycled: RecycledBlocks? = nil) {
    let wanted = max(capacity, 16)
    let wantedBytes = wanted * MemoryLayout<JSONSlot>.stride
    if RecycledBlocks.mayKeep(atLeast: wantedBytes / 4, atMost: 2 * wantedBytes),
      let (block, bytes) = Self.recycledBlock(wantedBytes, from: recycled)
    {
      self.capacity = bytes / MemoryLayout<JSONSlot>.stride
      base = block.bindMemory(to: JSONSlot.self, capacity: self.capacity)
    } else {
      self.capacity = wanted
      base = Self.allocate(wanted)
    }
  }

  /// The block kept by `recycled`, or by ``RecycledBlocks/slots``, for a buffer that wants
  /// `wantedBytes`: out of the parse's way, which for most documents never comes here.
  @inline(never)
  private static func recycledBlock(
    _ wantedBytes: Int, from recycled: RecycledBlocks?
  ) -> (block: UnsafeMutableRawPointer, bytes: Int)? {
    (recycled ?? .slots).take(atLeast: wantedBytes / 4, atMost: 2 * wantedBytes)
  }

  deinit {
    if !isTaken { free(base) }
  }

  private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<JSONSlot> {
    guard let memory = malloc(capacity * MemoryLayout<JSONSlot>.stride) else {
      fatalError("out of memory: cannot allocate \(capacity) slots")
    }
    return memory.assumingMemoryBound(to: JSONSlot.self)
  }

  /// Makes room for `additional` more slots, at least doubling the capacity.
  private mutating func reserve(_ additional: Int) {
    guard count + additional > capacity else { return }
    let newCapacity = max(capacity * 2, count + additional)
    guard let memory = realloc(base, newCapacity * MemoryLayout<JSONSlot>.stride) else {
      fatalError("out of memory: cannot allocate \(newCapacity) slots")
    }
    base = memory.assumingMemoryBound(to: JSONSlot.self)
    capacity = newCapacity
  }

  @inline(__always)
  mutating func append(_ slot: JSONSlot) {
    if count == capacity { reserve(1) }
    (base + count).initialize(to: slot)
    // Never past `capacity`, an allocation's count: no overflow to check.
    count &+= 1
  }

  /// Appends the slots of `other` from `start` to its end; returns where they start here.
  mutating func append(_ other: borrowing SlotBuffer, from start: Int) -> Int {
    let length = other.count - start
    reserve(length)
    let first = count
    (base + count).initialize(from: other.base + start, count: length)
    count += length
    return first
  }

  @inline(__always)
  subscript(position: Int) -> JSONSlot {
    base[position]
  }

  /// A pointer to the slot at `position`, to change slots in place.
  func pointer(at position: Int) -> UnsafeMutablePointer<JSONSlot> {
    base + position
  }

  /// Forgets the last `length` slots.
  @inline(__always)
  mutating func removeLast(_ length: Int) {
    precondition(length >= 0 && length <= count, "removing more slots than the buffer holds")
    count -= length
  }

  /// The size of the buffer's block in bytes, after ``take(trailing:)`` as before.
  var blockBytes: Int { capacity * MemoryLayout<JSONSlot>.stride }

  /// The most unused memory ``take()`` leaves in a buffer rather than cut it off.
  static let keptSlack = 4096

  /// Gives the slots away with room for `trailing` more words after them, cut to size
  /// unless fewer than ``keptSlack`` bytes are unused: the caller must `free` them, or give
  /// them to ``RecycledBlocks`` (their block's size is then ``blockBytes``).
  mutating func take(trailing: Int) -> (slots: UnsafeMutablePointer<JSONSlot>, count: Int) {
    precondition(!isTaken, "the slots were already taken")
    isTaken = true
    // Cutting a small buffer splits its block in two, and the next parse's buffer of the
    // same size then misses malloc's per-thread cache: a 300-byte document spent more on
    // that than the slack is worth. A buffer without room for `trailing` grows (by exactly
    // that) through the same `realloc`.
    if count + trailing > capacity || (capacity - count - trailing) * MemoryLayout<JSONSlot>.stride >= Self.keptSlack {
      let size = max(count + trailing, 1) * MemoryLayout<JSONSlot>.stride
      if let resized = realloc(base, size) {
        base = resized.assumingMemoryBound(to: JSONSlot.self)
        capacity = max(count + trailing, 1)
      } else if count + trailing > capacity {
        fatalError("out of memory: cannot allocate \(count + trailing) slots")
      }
    }
    return (base, count)
  }
}
