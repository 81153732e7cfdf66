import Decoding
import Foundation

// Entry points that run a pipeline decoder on JSON in the forms an app receives
// it. Parsing and conversion failures come back as `Decoded` failures too, so one
// `switch` handles every way the input can be wrong.

/// Parses UTF-8 JSON text and decodes it with `decoder`: `decodeJSON(data, with: array(decodeUser))`.
///
/// Text that is not JSON is a failure whose ``Decoding/DecodeError/syntaxError`` gives the
/// line and column (`invalid JSON: line 3, column 17: …`).
public func decodeJSON<T>(_ data: Data, with decoder: (JSON) -> Decoded<T>) -> Decoded<T> {
  JSON.parsed(data).flatMap(decoder)
}

/// Parses JSON text held in a string and decodes it with `decoder`.
public func decodeJSON<T>(_ text: String, with decoder: (JSON) -> Decoded<T>) -> Decoded<T> {
  JSON.parsed(text).flatMap(decoder)
}

// The optional overloads exist because an implicitly unwrapped `String!` or `Data!`
// (as in `let data: String!`) otherwise matches the `Any` overload, which would
// take the text itself for a JSON string instead of parsing it.

/// Parses UTF-8 JSON text that may be absent; `nil` is a failure, `expected JSON text, found nil`.
public func decodeJSON<T>(_ data: Data?, with decoder: (JSON) -> Decoded<T>) -> Decoded<T> {
  guard let data else { return .failure(.typeMismatch(expected: "JSON text", actual: "nil")) }
  return decodeJSON(data, with: decoder)
}

/// Parses JSON text held in a string that may be absent; `nil` is a failure, `expected JSON text, found nil`.
public func decodeJSON<T>(_ text: String?, with decoder: (JSON) -> Decoded<T>) -> Decoded<T> {
  guard let text else { return .failure(.typeMismatch(expected: "JSON text", actual: "nil")) }
  return decodeJSON(text, with: decoder)
}

/// Decodes a `JSONSerialization`-style value (what Alamofire's `responseJSON` gives) with `decoder`.
///
/// `Data` is parsed as JSON text; any other value is converted with
/// ``Decoding/JSON/init(validating:)``, so a value with no JSON form is a failure naming
/// where it is, never a silent `null`. A `String` is a JSON string here, not text to parse.
public func decodeJSON<T>(_ object: Any, with decoder: (JSON) -> Decoded<T>) -> Decoded<T> {
  JSON.decoding(object).flatMap(decoder)
}
