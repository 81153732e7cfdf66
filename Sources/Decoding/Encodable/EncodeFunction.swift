/// An encoder as a value: writes a `T` into a ``JSONOutput``.
///
/// The pipeline style's encoders (`Encode.string`, `Encode.object([…])`, a codec's
/// `encode`) have this type, as its decoders have ``DecodeFunction``. It is `@Sendable`, so
/// an encoder can live in a global constant under Swift 6's strict concurrency checking.
/// Throws a ``JSONEncodingError`` for a value JSON cannot hold.
public typealias EncodeFunction<T> = @Sendable (T, inout JSONOutput) throws -> Void
