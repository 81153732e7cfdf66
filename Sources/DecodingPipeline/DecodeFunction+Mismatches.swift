import Decoding

// A field whose decoder gives another type than the parameter it fills: `required("id", string)`
// for an `Int`. In `decode(User.init, required("id", string), …)` the type checker can blame
// either side, and with only the overloads that compile it blames `User.init`, on the call's
// first line, whatever field is wrong. These overloads fit such a field, with its result's type
// free, so the first error is their message, on the field's own line.
//
// A codec's fields have no such overloads: with them, a one-call codec of key paths through
// subscripts (`\[Int].[0]`) no longer type-checked in reasonable time. A codec field's mismatch
// is reported on its line anyway, as a conversion of its decoder.
//
// Swift skips unavailable overloads while it type-checks code that compiles (the decoders of
// Benchmarks/Scripts/compile-time.sh type-check in the same time with them), and considers them
// only once no solution exists.

/// Unavailable: the field's decoder gives another type than the parameter it fills.
@_documentation(visibility: private)
@available(*, unavailable, message: "this field's decoder gives another type than the parameter it fills")
public func required<A, B>(_ key: String, _ decoder: @escaping DecodeFunction<B>) -> DecodeFunction<A> {
  fatalError("unavailable")
}

/// Unavailable: the field's decoder gives another type than the parameter it fills.
@_documentation(visibility: private)
@available(*, unavailable, message: "this field's decoder gives another type than the parameter it fills")
public func requiredAt<A, B>(_ path: [String], _ decoder: @escaping DecodeFunction<B>) -> DecodeFunction<A> {
  fatalError("unavailable")
}

/// Unavailable: the field's decoder gives another type than the parameter it fills.
@_documentation(visibility: private)
@available(*, unavailable, message: "this field's decoder gives another type than the parameter it fills")
public func optional<A, B>(_ key: String, _ decoder: @escaping DecodeFunction<B>) -> DecodeFunction<A?> {
  fatalError("unavailable")
}

/// Unavailable: the field's decoder gives another type than the parameter it fills.
@_documentation(visibility: private)
@available(*, unavailable, message: "this field's decoder gives another type than the parameter it fills")
public func optionalAt<A, B>(_ path: [String], _ decoder: @escaping DecodeFunction<B>) -> DecodeFunction<A?> {
  fatalError("unavailable")
}
