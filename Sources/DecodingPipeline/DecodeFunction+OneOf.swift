import Decoding

/// Tries each decoder in turn and gives the first success: `oneOf([int, string |> map { Int($0) ?? 0 }])`.
///
/// When all fail, the error lists the failures of every alternative, in order,
/// as `<|>` does, so the message shows everything that was tried.
@available(swift 6)
@inlinable
public func oneOf<A>(_ decoders: [DecodeFunction<A>]) -> DecodeFunction<A> {
  { json in
    var failure: DecodeError?
    for decoder in decoders {
      switch decoder(json) {
      case .success(let value): return .success(value)
      case .failure(let error): failure = failure.map { $0.merged(with: error) } ?? error
      }
    }
    return .failure(failure ?? .custom("oneOf: no decoders to try"))
  }
}

/// `oneOf(_:)` in the Swift 5 language mode, where `User.decode` is not `@Sendable`.
@_documentation(visibility: private)
@available(swift, obsoleted: 6)
@inlinable
public func oneOf<A>(_ decoders: [(JSON) -> Decoded<A>]) -> DecodeFunction<A> {
  oneOf(decoders.map(uncheckedDecoder))
}
