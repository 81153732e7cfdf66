extension Decoded {
  /// This result if it succeeded, otherwise `other`.
  ///
  /// When both fail, the error lists the failures of both attempts, so the
  /// message shows every alternative that was tried. (Argo 4 kept only `other`'s, so a
  /// document that matched neither was reported against the last alternative alone.)
  @inlinable
  public func or(_ other: @autoclosure () -> Decoded<T>) -> Decoded<T> {
    guard case .failure(let first) = self else { return self }
    let second = other()
    guard case .failure(let error) = second else { return second }
    return .failure(first.merged(with: error))
  }
}
