import Foundation

/// A signal from a test to the server's thread: the server waits at a gate until the test
/// opens it, or ten seconds have passed, and the gate records which it was, so a test can
/// show that something happened before the server went on, without measuring any time.
final class Gate: @unchecked Sendable {
  private let semaphore = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private var passes: [Bool] = []

  /// Lets one waiting (or the next) `wait()` through.
  func open() {
    semaphore.signal()
  }

  /// Waits until the gate is opened, or ten seconds.
  func wait() {
    let opened = semaphore.wait(timeout: .now() + 10) == .success
    lock.withLock { passes.append(opened) }
  }

  /// For each `wait()` so far, whether the gate was opened (`false`: it gave up after ten seconds).
  var openings: [Bool] {
    lock.withLock { passes }
  }
}
