import Decoding

// The decoder runs `T.init(from:)` wherever it is called, so `T`'s conformance must not be
// isolated to an actor: Swift 6.2 says so with `SendableMetatype`, which earlier compilers
// do not have.

#if compiler(>=6.2)
  /// A decoder for a `Swift.Decodable` type, run on the JSON value by Decoding's own
  /// `Swift.Decoder`: `required("price", codable(Money.self))`.
  ///
  /// Use it for a Codable type that is not ``/Decoding/Decodable`` (a model of another module,
  /// a Foundation type); for your own types, ``Decoding/DecodableViaCodable`` gives them a
  /// `decode(_:)` that works in both styles. Pass a ``Decoding/CodableDecoder`` for the
  /// options the type's `init(from:)` expects, such as a date strategy. Failures keep their
  /// paths: `price.currency: missing key`.
  public func codable<T: Swift.Decodable & SendableMetatype>(
    _ type: T.Type, using decoder: CodableDecoder = CodableDecoder()
  ) -> DecodeFunction<T> {
    { json in decoder.decoded(T.self, from: json) }
  }
#else
  /// A decoder for a `Swift.Decodable` type, run on the JSON value by Decoding's own
  /// `Swift.Decoder`: `required("price", codable(Money.self))`.
  public func codable<T: Swift.Decodable>(
    _ type: T.Type, using decoder: CodableDecoder = CodableDecoder()
  ) -> DecodeFunction<T> {
    { json in decoder.decoded(T.self, from: json) }
  }
#endif
