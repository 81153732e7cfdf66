/// A decoding result that a dependent step can follow: a ``Decoded``, or the
/// `DecodedMember` a decode operator gives right before `>>-`.
///
/// Curry's `>>-` for a step whose value the curried function takes as an optional takes
/// any `DecodedResult`, which makes it less specific than the overloads for `Decoded` and
/// for `DecodedMember`: Swift weighs it only where neither fits.
public protocol DecodedResult<Value> {
  /// The type of the decoded value.
  associatedtype Value

  /// Continues with a decode that depends on the value; a failure stops here.
  func flatMap<U>(_ transform: (Value) throws -> Decoded<U>) rethrows -> Decoded<U>
}
