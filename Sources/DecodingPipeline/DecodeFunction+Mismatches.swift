import Decoding

// A field whose decoder gives another type than the parameter it fills: `required("id", string)`
// for an `Int`. In `decode(User.init, required("id", string), …)` the type checker can blame
// either side, and with only the overloads that compile it blames `User.init`, on the call's
// first line, whatever field is wrong. These overloads fit such a field, with its result's type
// free, so the first error is their message, on the field's own line.
//
// A codec's fields need none: their key path fixes the field's type, so a mismatched decoder is
// already reported on its own line, as a conversion of that decoder.
//
// Swift considers unavailable overloads only once no solution exists, but they still cost the
// type checker something on code that compiles. Warm type-check of one decoder, ms, three runs
// each, with these overloads / without (2026-12-06, at b739627, against the debug modules, under
// a concurrent build): 20-field `pipeline` 56.4 60.4 61.5 / 54.1 54.6 60.6; 20-field
// `pipeline-lift` 24.4 24.8 24.8 / 21.0 21.3 22.4; 100-field `pipeline-lift` 376 378 382 / 264 268
// 281. Measured with `compile-time-lab model STYLE N --twice` and
// `swiftc -typecheck -Xfrontend -debug-time-function-bodies` (Benchmarks/Scripts/compile-time.sh).

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
