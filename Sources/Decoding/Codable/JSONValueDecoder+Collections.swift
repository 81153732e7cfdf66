// Arrays, sets and string-keyed dictionaries are decoded by the decoder itself rather than by
// their own `init(from:)`, with the same results.
//
// Speed. The standard library's `init(from:)` of a collection is generic code that is
// not specialized for the element type: it looks up the collection's type metadata at
// run time on every call and grows its storage element by element. Here, arrays of the
// common scalars are built by code specialized for them (read straight from the document's
// slots when every element fits: strings, `Int`, `Int64`, `Double` and arrays of `Double`),
// and other arrays and dictionaries reserve their storage once and decode their elements
// without a container in between.
//
// Dictionary keys as they are. As in `JSONDecoder`, a key decoding strategy converts member
// names for types' coding keys, not the keys of a `[String: T]`.

import Synchronization

/// What the decoder knows of a type: a collection it builds itself, or another type.
///
/// `@unchecked Sendable`: it holds only metatypes, which never change.
enum CollectionShape: @unchecked Sendable {
  case array(any DecodableArray.Type)
  case dictionary(any DecodableStringDictionary.Type)
  case other
}

/// A collection the decoder builds from a JSON array: an array, a contiguous array or a set.
protocol DecodableArray {
  static func decodeElements(of value: JSON, with decoder: JSONValueDecoder) throws -> Self
}

/// A `[String: T]` the decoder builds from a JSON object, keys as they are.
protocol DecodableStringDictionary {
  static func decodeMembers(of value: JSON, with decoder: JSONValueDecoder) throws -> Self
}

extension Array: DecodableArray where Element: Swift.Decodable {
  static func decodeElements(of value: JSON, with decoder: JSONValueDecoder) throws -> [Element] {
    guard case .array(let elements) = value else { throw decoder.notAnArray(value) }
    // A line's points, a polygon's rings: read straight from the numbers' text, as an
    // array of `Double` is (``JSONValueDecoder/doubles(_:)``); element by element otherwise.
    // unsafeBitCast, not `as!`: a cast between array types converts element by element (canada.json: 6% more instructions a decode, `Benchmarks/Scripts/decode-instructions.sh canada`).
    if Element.self == [Double].self, let arrays = elements.doubleArraysInRange() {
      return unsafeBitCast(arrays, to: [Element].self)
    }
    var result: [Element] = []
    result.reserveCapacity(elements.count)
    let depth = decoder.path.count
    for index in elements.indices {
      do {
        result.append(try decoder.decodeElement(Element.self, from: elements[index], index: index, depth: depth))
      } catch {
        throw decoder.everyFailure(ofElements: Element.self, in: elements, after: index, firstError: error)
      }
    }
    return result
  }
}

// Sets and contiguous arrays are built here too, not by their own `init(from:)`, so that a
// bad element is followed by the others' failures without decoding any element twice
// (JSONValueDecoder+Recovery.swift). The results are those of their own `init(from:)`: the
// elements in order, a set keeping the first of equal elements.

extension ContiguousArray: DecodableArray where Element: Swift.Decodable {
  static func decodeElements(of value: JSON, with decoder: JSONValueDecoder) throws -> ContiguousArray<Element> {
    guard case .array(let elements) = value else { throw decoder.notAnArray(value) }
    var result = ContiguousArray<Element>()
    result.reserveCapacity(elements.count)
    let depth = decoder.path.count
    for index in elements.indices {
      do {
        result.append(try decoder.decodeElement(Element.self, from: elements[index], index: index, depth: depth))
      } catch {
        throw decoder.everyFailure(ofElements: Element.self, in: elements, after: index, firstError: error)
      }
    }
    return result
  }
}

extension Set: DecodableArray where Element: Swift.Decodable {
  static func decodeElements(of value: JSON, with decoder: JSONValueDecoder) throws -> Set<Element> {
    guard case .array(let elements) = value else { throw decoder.notAnArray(value) }
    var result = Set<Element>(minimumCapacity: elements.count)
    let depth = decoder.path.count
    for index in elements.indices {
      do {
        result.insert(try decoder.decodeElement(Element.self, from: elements[index], index: index, depth: depth))
      } catch {
        throw decoder.everyFailure(ofElements: Element.self, in: elements, after: index, firstError: error)
      }
    }
    return result
  }
}

extension Dictionary: DecodableStringDictionary where Key == String, Value: Swift.Decodable {
  static func decodeMembers(of value: JSON, with decoder: JSONValueDecoder) throws -> [String: Value] {
    guard case .object(let members) = value else {
      throw decoder.mismatch(
        value, [String: Any].self, expected: "object", isRightKind: false, depth: decoder.path.count, entry: nil)
    }
    let depth = decoder.path.count
    var result = [String: Value](minimumCapacity: members.count)
    var iterator = members.makeIterator()
    while let (key, member) = iterator.next() {
      let entry = CodingPathEntry.key(JSONCodingKey(name: key))
      do {
        let value = try decoder.decode(Value.self, from: member, depth: depth, entry: entry)
        // Two keys of the document that a Swift `String` calls equal: said, not merged.
        if result.updateValue(value, forKey: key) != nil, let earlier = result.index(forKey: key) {
          throw decoder.failure(
            .dataCorrupted, .canonicalKeyCollision(with: result[earlier].key), depth: depth, entry: entry)
        }
      } catch {
        throw decoder.everyFailure(
          ofMembers: Value.self, after: key, remaining: iterator, decoded: result, firstError: error)
      }
    }
    return result
  }
}

extension JSONValueDecoder {
  /// Whether `type` is an array or a string-keyed dictionary, which the decoder builds itself.
  ///
  /// Asking the runtime whether a type conforms costs more than the decoding it saves, so
  /// the answer for each of the first few types met is kept for the rest of the decode.
  @inline(__always)
  func shape<T>(of type: T.Type) -> CollectionShape {
    let id = ObjectIdentifier(type)
    for known in shapes where known.type == id {
      return known.shape
    }
    let shape = Self.processShape(of: type, id: id)
    if shapes.isEmpty {
      // Room for a small model's types at once: grown from one, the list was copied three times a decode.
      shapes.reserveCapacity(8)
    }
    if shapes.count < Self.shapesKept { shapes.append((id, shape)) }
    return shape
  }

  /// How many types' shapes a decode keeps; a model rarely has more.
  private static let shapesKept = 32

  /// The shapes of the types any decode in this process has met: a small response's decode
  /// met every type for the first time, and asked the runtime about each (about 1,400
  /// instructions of a 300-byte decode of 26,000, `Benchmarks/Scripts/decode-instructions.sh response_300b`).
  private static let processShapes = Mutex<[ObjectIdentifier: CollectionShape]>([:])
  /// How many types' shapes the process keeps.
  private static let processShapesKept = 1_024

  /// `type`'s shape, from what the process knows, or from the runtime.
  @inline(never)
  private static func processShape<T>(of type: T.Type, id: ObjectIdentifier) -> CollectionShape {
    if let known = processShapes.withLock({ $0[id] }) { return known }
    let shape: CollectionShape
    if let array = type as? any DecodableArray.Type {
      shape = .array(array)
    } else if let dictionary = type as? any DecodableStringDictionary.Type {
      shape = .dictionary(dictionary)
    } else {
      shape = .other
    }
    processShapes.withLock { shapes in
      if shapes.count < processShapesKept { shapes[id] = shape }
    }
    return shape
  }

  /// Decodes an array of `Array`'s type (which is `T`).
  // unsafeBitCast, not `as!`: a cast between array types converts element by element (canada.json: 6% more instructions a decode, `Benchmarks/Scripts/decode-instructions.sh canada`).
  func decodeArray<T, Array: DecodableArray>(_ value: JSON, as type: Array.Type, returning: T.Type) throws -> T {
    unsafeBitCast(try Array.decodeElements(of: value, with: self), to: T.self)
  }

  /// Decodes a dictionary of `Dictionary`'s type (which is `T`).
  // unsafeBitCast, not `as!`: a cast between dictionary types converts member by member.
  func decodeDictionary<T, Dictionary: DecodableStringDictionary>(
    _ value: JSON, as type: Dictionary.Type, returning: T.Type
  ) throws -> T {
    unsafeBitCast(try Dictionary.decodeMembers(of: value, with: self), to: T.self)
  }

  func strings(_ value: JSON) throws -> [String] {
    if case .array(let elements) = value, let strings = elements.stringsFromSlots() { return strings }
    return try elements(of: value) { try string($0, depth: $1, entry: $2) }
  }

  func integers<Integer: FixedWidthInteger>(_ value: JSON, as type: Integer.Type) throws -> [Integer] {
    // unsafeBitCast, not `as!`: a cast between array types converts element by element (canada.json: 6% more instructions a decode, `Benchmarks/Scripts/decode-instructions.sh canada`).
    if Integer.self == Int.self, case .array(let elements) = value, let integers = elements.intsFromSlots() {
      return unsafeBitCast(integers, to: [Integer].self)
    }
    if Integer.self == Int64.self, case .array(let elements) = value, let integers = elements.int64sFromSlots() {
      return unsafeBitCast(integers, to: [Integer].self)
    }
    return try elements(of: value) { try integer($0, as: Integer.self, depth: $1, entry: $2) }
  }

  func doubles(_ value: JSON) throws -> [Double] {
    // Straight from the numbers' text when every element is a number in range; element by
    // element otherwise, for the failure's path.
    if case .array(let elements) = value, let doubles = elements.doublesInRange() { return doubles }
    return try elements(of: value) { try floatingPoint($0, as: Double.self, depth: $1, entry: $2) }
  }

  func bools(_ value: JSON) throws -> [Bool] {
    try elements(of: value) { try bool($0, depth: $1, entry: $2) }
  }

  /// The elements of the array `value`, each read by `read(element, depth, step)`.
  @inline(__always)
  private func elements<Element>(
    of value: JSON, _ read: (JSON, Int, CodingPathEntry) throws -> Element
  ) throws -> [Element] {
    guard case .array(let elements) = value else { throw notAnArray(value) }
    var result: [Element] = []
    result.reserveCapacity(elements.count)
    let depth = path.count
    for index in elements.indices {
      do {
        result.append(try read(elements[index], depth, .index(index)))
      } catch {
        throw everyFailure(in: elements, after: index, firstError: error) { element, index, depth in
          _ = try read(element, depth, .index(index))
        }
      }
    }
    return result
  }

  /// The failure for `value` where an array was needed, at the current path.
  func notAnArray(_ value: JSON) -> DecodingError {
    mismatch(value, [Any].self, expected: "array", isRightKind: false, depth: path.count, entry: nil)
  }
}
