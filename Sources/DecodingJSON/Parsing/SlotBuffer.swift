/// A growable buffer of slots, whose finished block is cut to its size (in place, for a
/// large buffer) and handed to a ``JSONDocument``.
///
/// Slots are plain 64-bit values: they are copied, never retained or released, so a whole
/// container's slots move with one `memcpy`.
struct SlotBuffer: ~Copyable {
  private var slots: HeapBuffer<JSONSlot>

  /// How many slots the buffer holds.
  var count: Int { slots.count }

  /// A buffer with room for `capacity` slots (at least 16) before it grows.
  init(capacity: Int) {
    slots = HeapBuffer(capacity: max(capacity, 16))
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
      slots = HeapBuffer(adopting: block, bytes: bytes)
    } else {
      slots = HeapBuffer(capacity: wanted)
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

  @inline(__always)
  mutating func append(_ slot: JSONSlot) {
    slots.append(slot)
  }

  /// Appends the slots of `other` from `start` to its end; returns where they start here.
  @inline(__always)
  mutating func append(_ other: borrowing SlotBuffer, from start: Int) -> Int {
    let first = count
    slots.append(copying: other.slots.base + start, count: other.count - start)
    return first
  }

  @inline(__always)
  subscript(position: Int) -> JSONSlot {
    slots[position]
  }

  /// A pointer to the slot at `position`, to change slots in place: lent, valid until the
  /// buffer next grows.
  func pointer(at position: Int) -> UnsafeMutablePointer<JSONSlot> {
    slots.base + position
  }

  /// Forgets the last `length` slots.
  @inline(__always)
  mutating func removeLast(_ length: Int) {
    slots.removeLast(length)
  }

  /// The most unused memory ``take(trailing:)`` leaves in a buffer rather than cut it off.
  static let keptSlack = 4096

  /// Hands the slots over, in a block with room for `trailing` more after them, cut to size
  /// unless fewer than ``keptSlack`` bytes are unused; this buffer is left without a block.
  mutating func take(trailing: Int) -> HeapBuffer<JSONSlot> {
    // Cutting a small buffer splits its block in two, and the next parse's buffer of the
    // same size then misses malloc's per-thread cache: a 300-byte document spent more on
    // that than the slack is worth. A buffer without room for `trailing` grows (by exactly
    // that) through the same `realloc`.
    let count = slots.count
    if count + trailing > slots.capacity
      || (slots.capacity - count - trailing) * MemoryLayout<JSONSlot>.stride >= Self.keptSlack
    {
      slots.resize(to: max(count + trailing, 1))
    }
    return slots.take()
  }
}
