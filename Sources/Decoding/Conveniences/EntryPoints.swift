import Foundation

/// Decodes a `JSONSerialization`-style value (or `Data` holding JSON text) into `T`,
/// as Argo's `decode(_:)`: `let user: Decoded<User> = decode(object)`.
///
/// Works for arrays too, `let users: Decoded<[User]> = decode(object)`, since
/// arrays of decodable values are themselves `Decodable`.
public func decode<T: Decodable>(_ object: Any) -> Decoded<T> where T == T.DecodedType {
  JSON.decoding(object).flatMap { T.decode($0) }
}

/// Decodes a `JSONSerialization`-style value into `T`, or `nil` on failure:
/// `let user: User? = decode(object)`.
public func decode<T: Decodable>(_ object: Any) -> T? where T == T.DecodedType {
  let decoded: Decoded<T> = decode(object)
  return decoded.value
}

/// Decodes the value under `rootKey` of a dictionary: `decode(dict, rootKey: "user")`.
public func decode<T: Decodable>(_ dict: [String: Any], rootKey: String) -> Decoded<T> where T == T.DecodedType {
  JSON.decoding(dict).flatMap { $0 <| rootKey }
}

/// Decodes the value under `rootKey` of a dictionary, or `nil` on failure.
public func decode<T: Decodable>(_ dict: [String: Any], rootKey: String) -> T? where T == T.DecodedType {
  let decoded: Decoded<T> = decode(dict, rootKey: rootKey)
  return decoded.value
}

/// Parses UTF-8 JSON text and decodes it in one call.
///
/// Invalid JSON fails with a ``DecodeError`` whose ``DecodeError/syntaxError``
/// gives the line and column.
public func decode<T: Decodable>(parsing data: Data) -> Decoded<T> where T == T.DecodedType {
  JSON.parsed(data).flatMap { T.decode($0) }
}

/// Parses JSON text held in a string and decodes it in one call.
public func decode<T: Decodable>(parsing text: String) -> Decoded<T> where T == T.DecodedType {
  JSON.parsed(text).flatMap { T.decode($0) }
}

extension JSON {
  /// Parses `data`, turning a syntax error into a failure.
  package static func parsed(_ data: Data) -> Decoded<JSON> {
    do {
      return .success(try JSON.parse(data, options: .default))
    } catch {
      return .failure(.syntax(error))
    }
  }

  /// Parses `text`, turning a syntax error into a failure.
  package static func parsed(_ text: String) -> Decoded<JSON> {
    do {
      return .success(try JSON.parse(text, options: .default))
    } catch {
      return .failure(.syntax(error))
    }
  }

  /// Converts an `Any`: `Data` is parsed as JSON text, anything else converted as
  /// `JSONSerialization` output; values with no JSON form are failures.
  package static func decoding(_ object: Any) -> Decoded<JSON> {
    if let data = object as? Data { return parsed(data) }
    do {
      return .success(try JSON.convert(object, lenient: false))
    } catch {
      return .failure(error)
    }
  }
}

/// Decodes a JSON array of `T`, as Argo's `decodeArray`.
@inlinable
public func decodeArray<T: Decodable>(_ json: JSON) -> Decoded<[T]> where T == T.DecodedType {
  [T].decode(json)
}

/// Decodes a JSON object of `T` values, as Argo's `decodeObject`.
@inlinable
public func decodeObject<T: Decodable>(_ json: JSON) -> Decoded<[String: T]> where T == T.DecodedType {
  [String: T].decode(json)
}
