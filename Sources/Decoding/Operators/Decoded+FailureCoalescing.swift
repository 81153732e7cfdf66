/// The decoded value, or `defaultValue` after a failure.
///
/// `Decoded a -> a -> a`.
@inlinable
public func ?? <T>(decoded: Decoded<T>, defaultValue: @autoclosure () throws -> T) rethrows -> T {
  switch decoded {
  case .success(let value): return value
  case .failure: return try defaultValue()
  }
}
