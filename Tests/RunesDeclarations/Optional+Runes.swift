// What an app uses Runes for besides Argo: its operators on `Optional`. Written for these
// tests with Runes' signatures, so that a file importing this module has Runes' functions
// as well as its declarations.

/// Maps `transform` over an optional: `nil` stays `nil`.
public func <^> <T, U>(transform: (T) -> U, value: T?) -> U? {
  value.map(transform)
}

/// Applies an optional function to an optional value: `nil` when either is `nil`.
public func <*> <T, U>(transform: ((T) -> U)?, value: T?) -> U? {
  guard let transform, let value else { return nil }
  return transform(value)
}

/// Chains an optional value into a function that may give `nil`.
public func >>- <T, U>(value: T?, transform: (T) -> U?) -> U? {
  value.flatMap(transform)
}

/// The left value when it is not `nil`, otherwise the right one.
public func <|> <T>(lhs: T?, rhs: @autoclosure () -> T?) -> T? {
  lhs ?? rhs()
}

/// A value in the minimal context of `Optional`.
public func pure<T>(_ value: T) -> T? {
  value
}
