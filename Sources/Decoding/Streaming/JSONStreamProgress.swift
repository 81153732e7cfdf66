import Synchronization

/// How far a stream has got: bytes read, records decoded, records skipped and why.
///
/// A stream updates it as it runs, and any thread may read it meanwhile, for a progress
/// bar. With ``JSONStreamOptions/FailurePolicy/skip`` it keeps the errors of the first
/// 1,000 skipped records (and counts all of them).
public final class JSONStreamProgress: Sendable {
  private struct State {
    var bytesRead = 0
    var recordsDecoded = 0
    var recordsSkipped = 0
    var skipped: [JSONStreamError] = []
    var isFinished = false
  }

  private let state = Mutex(State())

  /// The most skipped records whose errors are kept.
  public static let keptErrorLimit = 1000

  /// A progress with every count at zero.
  public init() {}

  /// The bytes read from the source so far.
  public var bytesRead: Int { state.withLock { $0.bytesRead } }
  /// The records decoded and delivered so far.
  public var recordsDecoded: Int { state.withLock { $0.recordsDecoded } }
  /// The records skipped so far (with the skip policy).
  public var recordsSkipped: Int { state.withLock { $0.recordsSkipped } }
  /// The errors of the first ``keptErrorLimit`` skipped records, in stream order.
  public var skipped: [JSONStreamError] { state.withLock { $0.skipped } }
  /// Whether the stream has ended, by reaching its end or by an error.
  public var isFinished: Bool { state.withLock { $0.isFinished } }

  func reset() {
    state.withLock { $0 = State() }
  }

  func update(bytesRead: Int) {
    state.withLock { $0.bytesRead = bytesRead }
  }

  func recordDecoded() {
    state.withLock { $0.recordsDecoded += 1 }
  }

  func recordSkipped(_ error: JSONStreamError) {
    state.withLock {
      $0.recordsSkipped += 1
      if $0.skipped.count < Self.keptErrorLimit { $0.skipped.append(error) }
    }
  }

  func finish() {
    state.withLock { $0.isFinished = true }
  }
}
