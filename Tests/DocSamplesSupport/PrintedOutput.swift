import Foundation

/// What the documentation samples of the running test printed and no check has taken yet.
///
/// Every generated sample file shadows `print` with a private function that calls
/// ``print(_:separator:terminator:)``, so samples print exactly as a reader's code would
/// and each output block can compare what its sample printed.
public final class PrintedOutput: @unchecked Sendable {
  /// The buffer of the running test, if it captures output.
  @TaskLocal public static var current: PrintedOutput?

  private let lock = NSLock()
  private var text = ""

  /// Runs `body` with a fresh buffer as ``current``.
  public static func capture(_ body: (PrintedOutput) async throws -> Void) async throws {
    let output = PrintedOutput()
    try await $current.withValue(output) { try await body(output) }
  }

  /// Writes `items` as `Swift.print` would: to ``current`` inside a capturing test,
  /// otherwise to standard output.
  public static func print(_ items: [Any], separator: String, terminator: String) {
    let text = items.map { String(describing: $0) }.joined(separator: separator) + terminator
    if let output = current {
      output.write(text)
    } else {
      Swift.print(text, terminator: "")
    }
  }

  /// Appends `string` to the buffer.
  public func write(_ string: String) {
    lock.withLock { text += string }
  }

  /// What was written since the last call, emptying the buffer.
  public func take() -> String {
    lock.withLock {
      defer { text = "" }
      return text
    }
  }
}
