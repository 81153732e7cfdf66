#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// On Linux, the standard library's `allocate(capacity:)` gets its memory from
// `posix_memalign`, which costs about a hundred instructions more than `malloc` for each
// buffer. A parse makes a handful of buffers whatever the document's size (its input's copy,
// its stacks, the repeated-key tables, the lookup hints), and so does every write: for a
// 300-byte document that was a tenth of its parse (`Benchmarks/Scripts/decode-instructions.sh
// response_300b`). `malloc`'s memory is aligned for any type whose alignment is at most 16,
// which holds for every type that these buffers hold.

extension UnsafeMutablePointer where Pointee: ~Copyable {
  /// Uninitialized memory for `capacity` values, from `malloc`: give it back with
  /// ``freeMallocated()``, never with `deallocate()`.
  @inline(__always)
  static func mallocated(capacity: Int) -> UnsafeMutablePointer<Pointee> {
    precondition(MemoryLayout<Pointee>.alignment <= 16, "malloc aligns memory to 16 bytes at most")
    // At least one byte, since `malloc(0)` may return nil.
    guard let memory = malloc(Swift.max(capacity * MemoryLayout<Pointee>.stride, 1)) else {
      fatalError("out of memory: cannot allocate \(capacity) values of \(Pointee.self)")
    }
    return memory.bindMemory(to: Pointee.self, capacity: capacity)
  }

  /// The block moved, with `realloc`, to one of `capacity` values (in place when it can be):
  /// only for values that are plain bits, in memory from ``mallocated(capacity:)``.
  @inline(__always)
  func reallocated(capacity: Int) -> UnsafeMutablePointer<Pointee> {
    guard let memory = realloc(self, Swift.max(capacity * MemoryLayout<Pointee>.stride, 1)) else {
      fatalError("out of memory: cannot allocate \(capacity) values of \(Pointee.self)")
    }
    return memory.assumingMemoryBound(to: Pointee.self)
  }

  /// Frees memory that ``mallocated(capacity:)`` gave; its values must be deinitialized first
  /// where they need it.
  @inline(__always)
  func freeMallocated() {
    free(self)
  }

  /// Memory for `capacity` values whose bits are all zero, in pages of its own mapped from
  /// the system: a page takes memory only once written, so a table that a process fills
  /// sparsely, or not at all, costs it little. Give it back with
  /// ``freeZeroedPages(capacity:)``.
  ///
  /// Only for types whose value of all-zero bits is a valid one, as `Atomic<UInt>(0)`.
  static func zeroedPages(capacity: Int) -> UnsafeMutablePointer<Pointee> {
    let size = Swift.max(capacity * MemoryLayout<Pointee>.stride, 1)
    let memory = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
    guard let memory, memory != MAP_FAILED else {
      fatalError("out of memory: cannot map \(capacity) values of \(Pointee.self)")
    }
    return memory.bindMemory(to: Pointee.self, capacity: capacity)
  }

  /// Unmaps memory that ``zeroedPages(capacity:)`` gave for `capacity` values.
  func freeZeroedPages(capacity: Int) {
    munmap(UnsafeMutableRawPointer(self), Swift.max(capacity * MemoryLayout<Pointee>.stride, 1))
  }
}
