import Decoding

// Primitives are decoders by themselves. Each one is its type's `decode`, so a
// pipeline field and an operator-style field accept the same values and fail
// with the same messages.

/// Decodes a JSON string.
public let string: DecodeFunction<String> = { String.decode($0) }

/// Decodes an integer number within `Int`'s range; a fraction or an overflow is a failure.
public let int: DecodeFunction<Int> = { Int.decode($0) }

/// Decodes an integer number, or a string of decimal digits, within `Int64`'s range.
public let int64: DecodeFunction<Int64> = { Int64.decode($0) }

/// Decodes a non-negative integer number, or a string of decimal digits, within `UInt64`'s range.
public let uint64: DecodeFunction<UInt64> = { UInt64.decode($0) }

/// Decodes a number to the correctly rounded `Double`; a number beyond its range is a failure.
public let double: DecodeFunction<Double> = { Double.decode($0) }

/// Decodes a number to the nearest `Float`; a number beyond its range is a failure.
public let float: DecodeFunction<Float> = { Float.decode($0) }

/// Decodes `true` or `false`, and the numbers `1` and `0`.
public let bool: DecodeFunction<Bool> = { Bool.decode($0) }

/// Succeeds with the JSON value itself, to keep a member as it is.
public let json: DecodeFunction<JSON> = { JSON.decode($0) }
