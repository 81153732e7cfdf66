/// Names the structs of a document, breadth first from the root, so that the shallowest
/// place a name fits gets it, and decides which places share a type.
///
/// Each object with fields is named after its key (made singular for array elements and
/// map values). When a name was already proposed for another place, the two places get one
/// type if their keys are alike (at least half of all their keys in common: the `user` of
/// a status and of a retweeted status); otherwise the newcomer is named after its parent
/// too (`UserEntities` next to `Entities`).
///
/// Places named differently share a type too when their objects have the same shape: the
/// same keys, with values of the same kinds (the `user`, `assignee` and `creator` of an
/// issue); the first one named gives the name. `--merge User=assignee,creator` names the
/// type and the keys whose objects share it, whatever their keys. Merging never makes a
/// struct contain itself other than through an array or a dictionary, which Swift could
/// not compile.
final class TypeNamer {
  /// One place waiting for a name.
  private struct Entry {
    let shape: Shape
    /// The name its key suggests.
    let proposal: String
    /// The struct whose member leads here, or `nil` below the root.
    let owner: Shape?
    /// Whether the member is this object itself, not an array or map of them.
    let isDirectMember: Bool
    let path: String
    /// Whether `--merge` names its key, so that it joins the type of its ``proposal``
    /// whatever its keys.
    var isNamedMerge = false
  }

  private var queue: [Entry] = []
  private var names: [ObjectIdentifier: String] = [:]
  private var aliases: [ObjectIdentifier: Shape] = [:]
  private var seen: Set<ObjectIdentifier> = []
  private var proposals: [String: [Shape]] = [:]
  private var takenNames: Set<String> = []
  /// Named shapes, in the order they were named.
  private(set) var namedShapes: [Shape] = []
  private var paths: [ObjectIdentifier: [String]] = [:]
  /// The type name `--merge` gives each of its keys.
  private let mergeNames: [String: String]
  private let mergesByShape: Bool
  /// The root's shape when it is a struct, which no other place merges into by shape.
  private let rootStruct: Shape?
  /// The keys of `--merge` that named a place of the document.
  private(set) var mergedKeys: Set<String> = []

  /// Names every struct of the document whose root has the shape `root`, merging places
  /// as `merges` say and, with `mergesByShape`, places whose objects have the same shape.
  init(root: Shape, rootName: String, merges: [TypeMerge] = [], mergesByShape: Bool = true) {
    var mergeNames: [String: String] = [:]
    for merge in merges {
      for key in merge.keys { mergeNames[key] = merge.name }
    }
    self.mergeNames = mergeNames
    self.mergesByShape = mergesByShape
    rootStruct = root.kind == .fields ? root : nil
    takenNames.insert(rootName)
    if root.kind == .fields {
      seen.insert(ObjectIdentifier(root))
      assign(rootName, to: root, proposal: rootName, path: "")
    } else if let (model, suffix) = Self.model(below: root) {
      enqueue(
        Entry(
          shape: model, proposal: SwiftName.elementType(ofRoot: rootName), owner: nil, isDirectMember: false,
          path: suffix))
    }
    var next = 0
    while next < queue.count {
      name(queue[next])
      next += 1
    }
  }

  /// The shape that holds the data of `shape`'s type: itself, or the one it was merged into.
  func canonical(_ shape: Shape) -> Shape {
    aliases[ObjectIdentifier(shape)] ?? shape
  }

  /// The name of the struct for `shape`, or `nil` if it has none.
  func name(of shape: Shape) -> String? {
    names[ObjectIdentifier(canonical(shape))]
  }

  /// The places a named shape's values were found, such as `statuses[].user`.
  func paths(of shape: Shape) -> [String] {
    paths[ObjectIdentifier(canonical(shape))] ?? []
  }

  private func name(_ entry: Entry) {
    var holdsOwner: [ObjectIdentifier: Bool] = [:]
    let byName = (proposals[entry.proposal] ?? []).first {
      (entry.isNamedMerge || Self.keysAreAlike($0, entry.shape)) && canMerge(entry, into: $0, holdsOwner: &holdsOwner)
    }
    let byShape =
      byName != nil || entry.isNamedMerge || !mergesByShape
      ? nil
      : namedShapes.first {
        $0 !== rootStruct && Self.haveTheSameShape($0, entry.shape)
          && canMerge(entry, into: $0, holdsOwner: &holdsOwner)
      }
    if let candidate = byName ?? byShape {
      candidate.absorb(entry.shape)
      aliases[ObjectIdentifier(entry.shape)] = candidate
      paths[ObjectIdentifier(candidate), default: []].append(entry.path)
      var visited: Set<ObjectIdentifier> = []
      enqueueUnnamedMembers(below: candidate, visited: &visited)
      return
    }
    var name = entry.proposal
    if takenNames.contains(name) || SwiftName.reservedTypeNames.contains(name) {
      if let owner = entry.owner, let ownerName = self.name(of: owner) { name = ownerName + name }
      let base = name
      var number = 2
      while takenNames.contains(name) || SwiftName.reservedTypeNames.contains(name) {
        name = base + String(number)
        number += 1
      }
    }
    assign(name, to: entry.shape, proposal: entry.proposal, path: entry.path)
  }

  private func assign(_ name: String, to shape: Shape, proposal: String, path: String) {
    names[ObjectIdentifier(shape)] = name
    takenNames.insert(name)
    namedShapes.append(shape)
    proposals[proposal, default: []].append(shape)
    paths[ObjectIdentifier(shape)] = path.isEmpty ? [] : [path]
    enqueueMembers(of: shape, path: path)
  }

  private func enqueueMembers(of shape: Shape, path: String) {
    for (key, member) in shape.orderedMemberShapes {
      guard let (model, suffix) = Self.model(below: member), !seen.contains(ObjectIdentifier(canonical(model))) else {
        continue
      }
      let isDirect = model === member
      let mergeName = mergeNames[key]
      if mergeName != nil { mergedKeys.insert(key) }
      enqueue(
        Entry(
          shape: model, proposal: mergeName ?? SwiftName.type(for: key, singular: !isDirect), owner: shape,
          isDirectMember: isDirect, path: (path.isEmpty ? key : path + "." + key) + suffix,
          isNamedMerge: mergeName != nil))
    }
  }

  /// After a merge, queues the members the merged type took over, at every depth.
  private func enqueueUnnamedMembers(below shape: Shape, visited: inout Set<ObjectIdentifier>) {
    guard visited.insert(ObjectIdentifier(shape)).inserted else { return }
    enqueueMembers(of: shape, path: paths(of: shape).first ?? "")
    for (_, member) in shape.orderedMemberShapes {
      if let (model, _) = Self.model(below: member), name(of: model) != nil {
        enqueueUnnamedMembers(below: canonical(model), visited: &visited)
      }
    }
  }

  private func enqueue(_ entry: Entry) {
    seen.insert(ObjectIdentifier(entry.shape))
    queue.append(entry)
  }

  /// Whether `entry` can share `candidate`'s type: both are structs, and the merge would
  /// not make a struct hold itself directly. `holdsOwner` remembers, for the entry's owner,
  /// which shapes hold it, so that checking every candidate of an entry costs one walk.
  private func canMerge(_ entry: Entry, into candidate: Shape, holdsOwner: inout [ObjectIdentifier: Bool]) -> Bool {
    guard candidate.kind == .fields, entry.shape.kind == .fields else { return false }
    guard entry.isDirectMember, let owner = entry.owner else { return true }
    return !holds(candidate, canonical(owner), known: &holdsOwner)
  }

  /// Whether at least half of all the keys of `shape` and `other` are keys of both.
  private static func keysAreAlike(_ shape: Shape, _ other: Shape) -> Bool {
    let keys = Set(shape.keys)
    let otherKeys = Set(other.keys)
    return 2 * keys.intersection(otherKeys).count >= keys.union(otherKeys).count
  }

  /// Whether `shape` and `other` are objects with the same keys, at least two, each key's
  /// values of the same kind in both (or only `null` in one of them). One key in common is
  /// too little to tell that two things are one: `{"name": …}` names a person and an event.
  private static func haveTheSameShape(_ shape: Shape, _ other: Shape) -> Bool {
    guard shape.kind == .fields, other.kind == .fields, shape.keys.count >= 2, Set(shape.keys) == Set(other.keys)
    else { return false }
    return shape.orderedMemberShapes.allSatisfy { key, member in
      let otherKind = other.members[key]!.kind
      return member.kind == otherKind || member.kind == .none || otherKind == .none
    }
  }

  /// Whether a value of `shape`'s struct contains one of `target`'s, or is one, through
  /// members that are structs or optional structs (never through arrays or dictionaries,
  /// which may hold their own type). `known` memoizes the answer per shape.
  private func holds(_ shape: Shape, _ target: Shape, known: inout [ObjectIdentifier: Bool]) -> Bool {
    if shape === target { return true }
    if let answer = known[ObjectIdentifier(shape)] { return answer }
    // No struct holds itself, so the walk ends; marking the shape first guards it anyway.
    known[ObjectIdentifier(shape)] = false
    for (_, member) in shape.orderedMemberShapes where member.kind == .fields {
      if holds(canonical(member), target, known: &known) {
        known[ObjectIdentifier(shape)] = true
        return true
      }
    }
    return false
  }

  /// The object with fields that `shape` is, or holds through arrays and maps, with the
  /// path from `shape` to it (`[]` per array, `.*` per map); `nil` when there is none.
  static func model(below shape: Shape) -> (Shape, String)? {
    var current = shape
    var suffix = ""
    while true {
      switch current.kind {
      case .fields: return (current, suffix)
      case .array:
        guard let element = current.element else { return nil }
        current = element
        suffix += "[]"
      case .map:
        guard let value = current.mapValue else { return nil }
        current = value
        suffix += ".*"
      default: return nil
      }
    }
  }
}
