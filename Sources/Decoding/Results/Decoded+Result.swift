extension Decoded {
  /// Creates a `Decoded` from Swift's `Result`.
  @inlinable
  public init(_ result: Swift.Result<T, DecodeError>) {
    switch result {
    case .success(let value): self = .success(value)
    case .failure(let error): self = .failure(error)
    }
  }

  /// This outcome as Swift's `Result`.
  @inlinable
  public var result: Swift.Result<T, DecodeError> {
    switch self {
    case .success(let value): return .success(value)
    case .failure(let error): return .failure(error)
    }
  }
}

extension Swift.Result where Failure == DecodeError {
  /// Creates a `Result` from a `Decoded`.
  @inlinable
  public init(_ decoded: Decoded<Success>) {
    self = decoded.result
  }
}
