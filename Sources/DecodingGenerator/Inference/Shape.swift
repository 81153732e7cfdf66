import Decoding

/// Everything the samples showed at one place of a document: how many values were there,
/// of which kinds, and for objects and arrays, the shapes of their members and elements.
///
/// A class, because naming (``TypeNamer``) merges the shapes of places that get one type
/// and needs to know which shapes it has already named.
final class Shape {
  /// Values seen here, `null`s included. For a member, the number of objects that had it.
  private(set) var count = 0
  /// `null`s seen here.
  private(set) var nullCount = 0
  /// `true`s and `false`s seen here.
  private(set) var boolCount = 0
  /// The numbers seen here.
  private(set) var numbers = NumberSummary()
  /// The strings seen here.
  private(set) var strings = StringSummary()
  /// Arrays seen here.
  private(set) var arrayCount = 0
  /// The shape of every element of every array seen here, or `nil` before the first element.
  private(set) var element: Shape?
  /// Objects seen here.
  private(set) var objectCount = 0
  /// The keys of the objects seen here, in the order first seen (``orderedMembers(of:)``).
  private(set) var keys: [String] = []
  /// The shape of each key's values.
  private(set) var members: [String: Shape] = [:]
  /// For objects that are maps (``foldMaps()``): the shape of all their values.
  private(set) var mapValue: Shape?
  /// Whether some objects here were folded into a map and others were not, when two shapes
  /// were merged; such objects are decoded as `JSON`.
  private(set) var hasConflictingObjects = false

  /// The shape of `values`, every one seen at the same place (the roots of several samples).
  convenience init(of values: [JSON]) {
    self.init()
    for value in values { add(value) }
  }

  /// Records one value seen here.
  func add(_ value: JSON) {
    count += 1
    switch value {
    case .null: nullCount += 1
    case .bool: boolCount += 1
    case .number(let number): numbers.add(number)
    case .string(let text): strings.add(text)
    case .array(let elements):
      arrayCount += 1
      for element in elements {
        elementShape().add(element)
      }
    case .object:
      objectCount += 1
      for (key, member) in orderedMembers(of: value) {
        memberShape(key).add(member)
      }
    }
  }

  /// Records everything `other` recorded, as if its values had been seen here too. Shapes
  /// of `other`'s members and elements that this shape lacks are taken over, not copied.
  func absorb(_ other: Shape) {
    guard other !== self else { return }
    count += other.count
    nullCount += other.nullCount
    boolCount += other.boolCount
    numbers.add(other.numbers)
    strings.add(other.strings)
    arrayCount += other.arrayCount
    if let otherElement = other.element {
      if let element { element.absorb(otherElement) } else { element = otherElement }
    }
    if other.objectCount > 0 {
      absorbObjects(of: other)
    }
  }

  private func absorbObjects(of other: Shape) {
    let wasMap = mapValue != nil
    let hadFields = !keys.isEmpty
    objectCount += other.objectCount
    hasConflictingObjects = hasConflictingObjects || other.hasConflictingObjects
    if (wasMap && !other.keys.isEmpty) || (hadFields && other.mapValue != nil) {
      hasConflictingObjects = true
    }
    for key in other.keys {
      let otherMember = other.members[key]!
      if let member = members[key] { member.absorb(otherMember) } else { setMember(key, otherMember) }
    }
    if let otherValue = other.mapValue {
      if let mapValue { mapValue.absorb(otherValue) } else { mapValue = otherValue }
    }
  }

  /// Turns the objects here, and below, whose keys all look like ids into maps: their
  /// members are merged into one ``mapValue``. Runs once, after every sample was added.
  func foldMaps() {
    if objectCount > 0, mapValue == nil, MapKeys.areMapKeys(keys) {
      let value = Shape()
      for key in keys { value.absorb(members[key]!) }
      keys = []
      members = [:]
      mapValue = value
    }
    element?.foldMaps()
    mapValue?.foldMaps()
    for key in keys { members[key]!.foldMaps() }
  }

  private func elementShape() -> Shape {
    if let element { return element }
    let shape = Shape()
    element = shape
    return shape
  }

  private func memberShape(_ key: String) -> Shape {
    if let member = members[key] { return member }
    let shape = Shape()
    setMember(key, shape)
    return shape
  }

  private func setMember(_ key: String, _ shape: Shape) {
    keys.append(key)
    members[key] = shape
  }
}

extension Shape {
  /// What kind of value was seen here, `null`s aside.
  enum Kind: Equatable {
    /// Nothing but `null`s, or nothing at all.
    case none
    /// Values of more than one kind (numbers and strings, say), or objects that are maps
    /// in one place and not in another.
    case mixed
    case bool
    case number
    case string
    case array
    /// Objects with fields: a struct.
    case fields
    /// Objects that are maps from ids to values, or that never had a key.
    case map
  }

  /// The one kind of non-null value seen here.
  var kind: Kind {
    let kinds = [boolCount, numbers.count, strings.count, arrayCount, objectCount].filter { $0 > 0 }.count
    if kinds == 0 { return .none }
    if kinds > 1 { return .mixed }
    if boolCount > 0 { return .bool }
    if numbers.count > 0 { return .number }
    if strings.count > 0 { return .string }
    if arrayCount > 0 { return .array }
    if hasConflictingObjects { return .mixed }
    return keys.isEmpty ? .map : .fields
  }

  /// Whether a `null` was seen here.
  var hasNull: Bool { nullCount > 0 }

  /// The member shapes, in the order of ``keys``.
  var orderedMemberShapes: [(key: String, shape: Shape)] {
    keys.map { ($0, members[$0]!) }
  }
}
