/// The elements of a JSON array: what `case .array(let elements)` binds.
///
/// It is a random-access, mutable collection of ``JSON``, so code written against the
/// `[JSON]` of Argo's `JSON` keeps working: `elements[0]`, `elements.count`,
/// `elements.map(…)`, `for element in elements`, `Array(elements)`.
///
/// An array of a parsed document is a view over the document's index: element `i` is
/// found in constant time and made only when it is read. An array built from a literal or
/// a Swift array, or changed, holds its elements itself. Either way, two arrays are equal
/// when their elements are.
public struct JSONArray: Sendable {
  @usableFromInline
  enum Storage: Sendable {
    /// A view over a parsed document.
    case indexed(JSONDocument, JSONSlot)
    /// Elements held by the array itself.
    case elements([JSON])
  }

  @usableFromInline
  var storage: Storage

  init(document: JSONDocument, slot: JSONSlot) {
    storage = .indexed(document, slot)
  }

  /// An array of the given elements.
  public init(_ elements: [JSON]) {
    storage = .elements(elements)
  }

  /// The elements as a Swift array.
  public var elements: [JSON] {
    switch storage {
    case .indexed: return Array(self)
    case .elements(let elements): return elements
    }
  }
}

extension JSONArray {
  /// Whether decoding these elements may recurse deep enough that a decoder should look at
  /// the stack left first: for an array of a document that nests 64 levels or more, and for
  /// one built in memory, whose depth nothing recorded.
  @inlinable
  package var mayNestDeep: Bool {
    switch storage {
    case .indexed(let document, _): document.isDeep
    case .elements: true
    }
  }
}

extension JSONArray: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
  /// An empty array.
  public init() {
    storage = .elements([])
  }

  /// Always zero.
  public var startIndex: Int { 0 }

  /// The number of elements.
  public var endIndex: Int {
    switch storage {
    case .indexed(let document, let slot): return document.count(of: slot)
    case .elements(let elements): return elements.count
    }
  }

  /// The element at `position`, which must be a valid index.
  public subscript(position: Int) -> JSON {
    get {
      switch storage {
      case .indexed(let document, let slot):
        precondition(position >= 0 && position < document.count(of: slot), "JSONArray index out of range")
        return document.value(of: document.slot(at: slot.firstChild + position))
      case .elements(let elements):
        return elements[position]
      }
    }
    set {
      var elements = self.elements
      elements[position] = newValue
      storage = .elements(elements)
    }
  }

  /// Replaces the elements in `subrange` with `newElements`.
  public mutating func replaceSubrange(_ subrange: Range<Int>, with newElements: some Collection<JSON>) {
    var elements = self.elements
    elements.replaceSubrange(subrange, with: newElements)
    storage = .elements(elements)
  }
}

extension JSONArray: ExpressibleByArrayLiteral {
  /// An array from a literal.
  public init(arrayLiteral elements: JSON...) {
    storage = .elements(elements)
  }
}

extension JSONArray: Hashable {
  /// Whether two arrays have equal elements in the same order.
  public static func == (lhs: JSONArray, rhs: JSONArray) -> Bool {
    JSONComparison.areEqual(.array(lhs), .array(rhs))
  }

  /// Hashes the elements in order, consistently with `==`.
  public func hash(into hasher: inout Hasher) {
    JSONComparison.hash(.array(self), into: &hasher)
  }

  /// Whether both are views of the same array of the same parsed document.
  func isSameView(as other: JSONArray) -> Bool {
    guard case .indexed(let document, let slot) = storage,
      case .indexed(let otherDocument, let otherSlot) = other.storage
    else { return false }
    return document === otherDocument && slot == otherSlot
  }
}
