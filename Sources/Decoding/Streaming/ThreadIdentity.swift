#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which thread is running: the parallel mode frees each chunk's models on the thread that
/// made them.
struct ThreadIdentity: Equatable, @unchecked Sendable {
  private let thread: pthread_t

  /// The calling thread.
  static var current: ThreadIdentity { ThreadIdentity(thread: pthread_self()) }

  /// Lets another thread run on this core: for a short wait on another thread's work.
  static func yield() {
    sched_yield()
  }

  static func == (left: ThreadIdentity, right: ThreadIdentity) -> Bool {
    pthread_equal(left.thread, right.thread) != 0
  }
}
