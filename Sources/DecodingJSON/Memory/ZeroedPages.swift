/// A table of `count` values whose bits start all zero, in pages of its own mapped from the
/// system, and unmapped when the table goes.
///
/// A page takes memory only once written, so a table that a process fills sparsely, or not
/// at all, costs it little. Only for types whose value of all-zero bits is a valid one, as
/// `Atomic<UInt64>(0)`.
struct ZeroedPages<Element: ~Copyable>: ~Copyable {
  private let base: UnsafeMutablePointer<Element>
  /// How many values the table holds.
  let count: Int

  /// A table of `count` values of all-zero bits.
  init(count: Int) {
    self.count = count
    base = .zeroedPages(capacity: count)
  }

  deinit {
    base.freeZeroedPages(capacity: count)
  }

  /// The value at `index`, in place: a table's values are atomics, used where they are.
  subscript(index: Int) -> Element {
    @inline(__always) unsafeAddress { UnsafePointer(base + index) }
  }
}
