import Decoding

/// Defers building a decoder until it runs, for recursive types.
///
/// A decoder that refers to itself builds its inner decoder only when a value needs it:
///
/// ```swift
/// let decodeComment: DecodeFunction<Comment> =
///   decode(Comment.init)
///     |> required("text", string)
///     |> required("replies", array(lazy { decodeComment }))
/// ```
///
/// Without `lazy`, `decodeComment` would be read while it is being initialised.
@inlinable
public func lazy<A>(_ makeDecoder: @escaping @Sendable () -> DecodeFunction<A>) -> DecodeFunction<A> {
  { json in makeDecoder()(json) }
}
