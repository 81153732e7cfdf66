/// Equality and hashing of ``JSON`` values by value, without recursion.
///
/// A parsed value can be nested up to ``JSONParsingOptions/depthCeiling`` levels; walking
/// it with an explicit list of pending values instead of recursive calls keeps comparing
/// and hashing it within any thread's stack. Objects compare and hash by their members in
/// any order (hashing visits them in key order), numbers by their value (see ``JSONNumber``).
enum JSONComparison {
  static func areEqual(_ lhs: JSON, _ rhs: JSON) -> Bool {
    var pending = [(lhs, rhs)]
    while let (left, right) = pending.popLast() {
      switch (left, right) {
      case (.null, .null):
        continue
      case (.bool(let first), .bool(let second)):
        guard first == second else { return false }
      case (.number(let first), .number(let second)):
        guard first == second else { return false }
      case (.string(let first), .string(let second)):
        guard first == second else { return false }
      case (.array(let first), .array(let second)):
        if first.isSameView(as: second) { continue }
        guard first.count == second.count else { return false }
        for position in first.indices { pending.append((first[position], second[position])) }
      case (.object(let first), .object(let second)):
        if first.isSameView(as: second) { continue }
        guard first.count == second.count else { return false }
        // A lookup costs about one comparison in any order (a large object is indexed),
        // so comparing stays linear.
        for (key, value) in first {
          guard let other = second[key] else { return false }
          pending.append((value, other))
        }
      default:
        return false
      }
    }
    return true
  }

  static func hash(_ value: JSON, into hasher: inout Hasher) {
    var pending = [value]
    while let next = pending.popLast() {
      switch next {
      case .null:
        hasher.combine(0 as UInt8)
      case .bool(let flag):
        hasher.combine(1 as UInt8)
        hasher.combine(flag)
      case .number(let number):
        hasher.combine(2 as UInt8)
        hasher.combine(number)
      case .string(let text):
        hasher.combine(3 as UInt8)
        hasher.combine(text)
      case .array(let elements):
        hasher.combine(4 as UInt8)
        hasher.combine(elements.count)
        pending.append(contentsOf: elements.reversed())
      case .object(let members):
        hasher.combine(5 as UInt8)
        hasher.combine(members.count)
        // Pending values are taken from the end: push each member's value, then its key.
        for member in members.sorted(by: { $0.key > $1.key }) {
          pending.append(member.value)
          pending.append(.string(member.key))
        }
      }
    }
  }
}

extension JSON {
  /// Whether two values hold the same JSON, whatever backs them; see ``JSONNumber`` for numbers.
  public static func == (lhs: JSON, rhs: JSON) -> Bool {
    JSONComparison.areEqual(lhs, rhs)
  }

  /// Hashes the value consistently with `==`.
  public func hash(into hasher: inout Hasher) {
    JSONComparison.hash(self, into: &hasher)
  }
}
