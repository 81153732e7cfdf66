#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// Decoders recurse with the document: a model's `decode` decodes its members, which decode
// theirs. The parser's depth limit (512 by default) keeps an optimized build safe on a
// 512 KiB thread, but a debug build takes two to three times the stack a level, and a
// user's own decoder may take much more. So in a document that nests 64 levels or more
// (the parser notes it), before a decoder goes into a nested object or array it asks
// whether the thread's stack still has room for one more level, and fails with an error at
// that path where it might not, rather than overflow the stack, which kills the process.
// Shallower documents, nearly all, pay a load and a comparison per nested value.

/// The current thread's stack: where it ends, and whether decoding may go one level deeper.
@usableFromInline
package enum ThreadStack {
  /// The message of the failure where the stack runs low.
  package static let exhaustedMessage = "nesting too deep for this thread's stack"

  /// Whether less of the current thread's stack is left than one more level of decoding may
  /// take: the reserve, a sixteenth of the stack between 16 and 64 KiB (32 KiB of a 512 KiB
  /// thread). A level of a wide model in a debug build takes a few KiB.
  ///
  /// The thread's lowest address and its reserve are looked up once per thread and kept in a
  /// thread-specific value (the address rounded up to 4 KiB, the reserve in KiB in the
  /// low bits), so the check is a load and a comparison.
  @usableFromInline
  @inline(never)
  package static func isRunningLow() -> Bool {
    var marker: UInt8 = 0
    let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    let (lowest, reserve) = limits()
    // Below the lowest address is not this thread's stack (a signal's own stack): no answer.
    return here &- lowest < reserve
  }

  /// The current thread's lowest stack address and the reserve kept above it, looked up
  /// once per thread.
  @inline(__always)
  package static func limits() -> (lowest: UInt, reserve: UInt) {
    var limits = UInt(bitPattern: pthread_getspecific(limitsKey))
    if limits == 0 {
      limits = currentLimits()
      pthread_setspecific(limitsKey, UnsafeRawPointer(bitPattern: limits))
    }
    return (limits & ~0xFFF, (limits & 0xFFF) << 10)
  }

  /// The key of each thread's limits (``isRunningLow()``), 0 until looked up.
  private static let limitsKey: pthread_key_t = {
    var key = pthread_key_t()
    precondition(pthread_key_create(&key, nil) == 0, "no thread-specific key left for the stack check")
    return key
  }()

  /// The current thread's limits as ``isRunningLow()`` keeps them; a reserve of 1 KiB above
  /// address 0, which nothing reaches, where the system does not say.
  private static func currentLimits() -> UInt {
    guard let (lowest, size) = bounds() else { return 1 }
    let reserve = min(max(size / 16, 16 << 10), 64 << 10)
    return ((lowest + 0xFFF) & ~0xFFF) | UInt(reserve >> 10)
  }

  /// The lowest address of the current thread's stack, and its size.
  private static func bounds() -> (lowest: UInt, size: Int)? {
    #if canImport(Darwin)
      let thread = pthread_self()
      let size = pthread_get_stacksize_np(thread)
      return (UInt(bitPattern: pthread_get_stackaddr_np(thread)) - UInt(size), size)
    #elseif canImport(Glibc) || canImport(Musl)
      // Not in the C library's headers as Swift imports them (it needs `_GNU_SOURCE`).
      guard let getAttributes = getThreadAttributes else { return nil }
      var attributes = pthread_attr_t()
      guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
      defer { pthread_attr_destroy(&attributes) }
      var address: UnsafeMutableRawPointer?
      var size = 0
      guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else { return nil }
      return (UInt(bitPattern: address), size)
    #else
      return nil
    #endif
  }

  #if !canImport(Darwin) && (canImport(Glibc) || canImport(Musl))
    /// `pthread_getattr_np`, which gives the attributes of a running thread, its stack among them.
    /// (unsafeBitCast, since `as!` cannot make a raw pointer a C function.)
    private static let getThreadAttributes:
      (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32)? =
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np").map {
          unsafeBitCast($0, to: (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32).self)
        }
  #endif
}

extension JSON {
  /// Whether decoding this value would go one level deeper than the current thread's stack
  /// has room for. Only an object of a deep document (``JSONObject/mayNestDeep``) is looked
  /// at: an array's elements are decoded through ``Swift/Array/decodeElements(of:with:)``,
  /// which looks before it goes in, and a scalar does not nest.
  @inlinable
  package var nestsTooDeep: Bool {
    if case .object(let members) = self, members.mayNestDeep { ThreadStack.isRunningLow() } else { false }
  }
}

extension DecodeError {
  /// The failure where the thread's stack has no room for one more level of nesting.
  @usableFromInline
  package static var stackExhausted: DecodeError { .custom(ThreadStack.exhaustedMessage) }
}
