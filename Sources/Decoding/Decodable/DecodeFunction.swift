/// A decoder as a value: a function from ``JSON`` to a ``Decoded`` result.
///
/// This is the shape of every pipeline decoder (`string`, `array(decodeUser)`,
/// `decode(User.init) |> required("name", string)`) and of every Argo-style
/// `decode`: `User.decode` *is* a `DecodeFunction<User>`, usable anywhere a
/// pipeline decoder is. It is `@Sendable`, so a decoder can live in a global
/// constant under Swift 6's strict concurrency checking.
///
/// It is not named `Decoder`: that name belongs to Swift's protocol behind `Codable`.
public typealias DecodeFunction<T> = @Sendable (JSON) -> Decoded<T>
