/// The result of decoding: a value, or a ``DecodeError`` that says what went wrong and where.
///
/// This is Argo's `Decoded`, with the same cases and API, so Argo code that
/// switches on `.success`/`.failure` or calls `value`, `error`, `map`,
/// `flatMap`, `apply`, `or(_:)` and `dematerialize()` keeps working.
public enum Decoded<T> {
  /// Decoding succeeded with this value.
  case success(T)
  /// Decoding failed; the error lists every failure with its path.
  case failure(DecodeError)
}

extension Decoded: Sendable where T: Sendable {}
extension Decoded: Equatable where T: Equatable {}
extension Decoded: Hashable where T: Hashable {}

extension Decoded {
  /// The decoded value, or `nil` after a failure.
  @inlinable
  public var value: T? {
    if case .success(let value) = self { return value }
    return nil
  }

  /// The error, or `nil` after a success.
  @inlinable
  public var error: DecodeError? {
    if case .failure(let error) = self { return error }
    return nil
  }

  /// The value, or the error thrown: the way from `Decoded` into `try`.
  @inlinable
  public func dematerialize() throws -> T {
    switch self {
    case .success(let value): return value
    case .failure(let error): throw error
    }
  }

  /// This result with `component` put in front of the paths of its failures.
  @inlinable
  consuming func prefixingFailures(with component: JSONPath.Component) -> Decoded {
    // Consumed, so that a success moves through rather than being copied.
    switch consume self {
    case .failure(let error): .failure(error.prefixed(with: component))
    case let success: success
    }
  }
}

/// Runs a throwing function and captures its outcome as a `Decoded`: the value, the
/// thrown ``DecodeError`` as it is, or any other error as a custom failure.
@inlinable
public func materialize<T>(_ body: () throws -> T) -> Decoded<T> {
  do {
    return .success(try body())
  } catch let error as DecodeError {
    return .failure(error)
  } catch {
    return .failure(.custom("\(error)"))
  }
}

extension Decoded {
  /// A failure for a value of the wrong type; `actual` is described with `String(describing:)`.
  @inlinable
  public static func typeMismatch<Actual>(expected: String, actual: Actual) -> Decoded {
    .failure(.typeMismatch(expected: expected, actual: String(describing: actual)))
  }

  /// A failure for a missing key.
  @inlinable
  public static func missingKey(_ name: String) -> Decoded {
    .failure(.missingKey(name))
  }

  /// A failure with your own message.
  @inlinable
  public static func customError(_ message: String) -> Decoded {
    .failure(.custom(message))
  }

  /// A failure made of several errors.
  @inlinable
  public static func multipleErrors(errors: [DecodeError]) -> Decoded {
    .failure(.multiple(errors))
  }

  /// Turns an absent value into `nil`: a failure that is only the missing key being
  /// looked up becomes `.success(nil)`.
  ///
  /// A key missing deeper inside a value that is present stays a failure, so a
  /// broken nested object is reported instead of silently dropped.
  @inlinable
  public static func optional(_ decoded: Decoded<T>) -> Decoded<T?> {
    decoded.absentAsNil()
  }

  /// Turns an absent value into `nil`, as `Decoded<T>.optional(_:)` does, for a value
  /// of any type: the implicit member `<*> .optional(json <| "updated_at" >>- toDate)`.
  ///
  /// There the base is the step's own type, `Decoded<Date?>`, so only a function with a
  /// type parameter of its own turns the `Decoded<Date>` it is given into that type, as
  /// Argo 4's did.
  @inlinable
  public static func optional<Wrapped>(_ decoded: Decoded<Wrapped>) -> Decoded<Wrapped?> {
    decoded.absentAsNil()
  }

  /// `.success(nil)` for a failure that is only missing keys at most one level below where
  /// the decode started; any other result as it is.
  @inlinable
  func absentAsNil() -> Decoded<T?> {
    switch self {
    case .success(let value):
      return .success(value)
    case .failure(let error):
      let onlyMissing = error.failures.allSatisfy { failure in
        if case .missingKey = failure.reason { return failure.path.components.count <= 1 }
        return false
      }
      return onlyMissing ? .success(nil) : .failure(error)
    }
  }

  /// `.success` for a value; for `nil`, a type mismatch that reads `expected Int, found nil`.
  @inlinable
  public static func fromOptional(_ value: T?) -> Decoded<T> {
    if let value { return .success(value) }
    return .failure(.typeMismatch(expected: "\(T.self)", actual: "nil"))
  }
}

extension Decoded: CustomStringConvertible {
  /// `success(value)` or `failure(error)`, the way Swift prints an enum's cases.
  ///
  /// Argo 4 printed `Success(…)` and `Failure(…)`, its Swift 2 case names; with errors that
  /// now read `path: reason` instead of Argo's `TypeMismatch(…)`, no description of Argo's
  /// could be kept anyway, so this one follows Swift's spelling of the cases.
  public var description: String {
    switch self {
    case .success(let value): return "success(\(value))"
    case .failure(let error): return "failure(\(error))"
    }
  }
}
