/// A value the compiler is told is `Sendable` without checking.
///
/// Used only by the declarations the Swift 5 language mode sees instead of the `@Sendable`
/// ones (`@available(swift, obsoleted: 6)`): that mode infers no sendability for a closure
/// stored in a local constant and checks none, so demanding it there would only warn.
struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
