import Decoding

// `|>` has exactly two overloads, both specialised to decoders. A fully generic
// `(T, (T) -> U) -> U` makes a 20-step pipeline fail to type-check in reasonable
// time; with these two, the type checker settles each step from its operand types.
//
// The Swift 5 language mode sees two others instead, which take decoders it does not know to
// be `@Sendable`: the `@preconcurrency` starts (`decode(User.init)`) return such a decoder
// there, and `User.decode` is one. An operator's argument keeps its `@Sendable` requirement even
// when the operator is `@preconcurrency`, so these have to be declarations of their own.

/// Adds a field to a pipeline: `decode(User.init) |> required("name", string)`.
///
/// The pipeline decodes the function that still waits for this field, the field
/// decoder decodes the field, and the function is applied. When both fail, the
/// failures of both are kept, earlier fields first, so every bad field is reported.
/// Fields are read in the pipeline's order, which is usually the document's: a
/// parsed object finds each next key right after the one before.
///
/// `Decoder (a -> b) -> Decoder a -> Decoder b`.
@available(swift 6)
@inlinable
public func |> <A, B>(
  pipeline: @escaping DecodeFunction<(A) -> B>,
  field: @escaping DecodeFunction<A>
) -> DecodeFunction<B> {
  { json in
    let function = pipeline(json)
    return field(json).apply(function)
  }
}

/// Passes a decoder to a modifier: `decodeUser |> array`, `string |> map { $0.lowercased() }`.
///
/// `Decoder a -> (Decoder a -> Decoder b) -> Decoder b`.
@available(swift 6)
@inlinable
public func |> <A, B>(
  decoder: @escaping DecodeFunction<A>,
  modifier: (@escaping DecodeFunction<A>) -> DecodeFunction<B>
) -> DecodeFunction<B> {
  modifier(decoder)
}

/// Passes a decoder to a modifier in the Swift 5 language mode, where `User.decode |> array`
/// has a `User.decode` that is not `@Sendable`.
@_documentation(visibility: private)
@available(swift, obsoleted: 6)
@inlinable
public func |> <A, B>(
  decoder: @escaping (JSON) -> Decoded<A>,
  modifier: (@escaping DecodeFunction<A>) -> DecodeFunction<B>
) -> DecodeFunction<B> {
  modifier(uncheckedDecoder(decoder))
}

/// Adds a field to a pipeline in the Swift 5 language mode, where the start's decoder is not
/// known to be `@Sendable`.
@_documentation(visibility: private)
@available(swift, obsoleted: 6)
@inlinable
public func |> <A, B>(
  pipeline: @escaping (JSON) -> Decoded<(A) -> B>,
  field: @escaping DecodeFunction<A>
) -> DecodeFunction<B> {
  uncheckedDecoder(pipeline) |> field
}
