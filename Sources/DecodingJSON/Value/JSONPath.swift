/// Where a value sits in a document: the keys and indices from the root to it.
///
/// Its description is the path as you would write it in code:
/// `posts[2].author.email`. A key that is not a plain identifier is quoted,
/// `meta["next-cursor"]`; the root itself is the empty path, described as `""`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible, ExpressibleByArrayLiteral {
  /// One step of a path.
  public enum Component: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    /// A member of an object.
    case key(String)
    /// An element of an array.
    case index(Int)

    /// A key step from a string literal.
    public init(stringLiteral key: String) {
      self = .key(key)
    }

    /// An index step from an integer literal.
    public init(integerLiteral index: Int) {
      self = .index(index)
    }
  }

  /// The steps from the root, outermost first, as a list whose nodes paths share: a decoder
  /// puts a step in front of each failure's path on the way out of every member and element,
  /// and with an array each of those steps copied the whole path, so a failure 500 levels deep
  /// cost 500 copies of up to 500 steps.
  private var head: JSONPathNode?

  /// The steps from the root, outermost first.
  public var components: [Component] {
    get {
      var components: [Component] = []
      var node = head
      while let current = node {
        components.append(current.component)
        node = current.next
      }
      return components
    }
    set {
      head = Self.list(newValue, before: nil)
    }
  }

  /// Creates a path from its steps, outermost first.
  public init(_ components: [Component] = []) {
    head = Self.list(components, before: nil)
  }

  /// Creates a path from a literal such as `["posts", 2, "author"]`.
  public init(arrayLiteral components: Component...) {
    head = Self.list(components, before: nil)
  }

  private init(head: JSONPathNode?) {
    self.head = head
  }

  /// The empty path: the document's root.
  public static let root = JSONPath()

  /// Whether this is the root.
  public var isRoot: Bool { head == nil }

  /// The outermost step, or `nil` for the root, without building ``components``.
  package var first: Component? { head?.component }

  /// This path followed by `component`.
  public func appending(_ component: Component) -> JSONPath {
    JSONPath(components + [component])
  }

  /// `component` followed by this path; the path's own steps are shared, not copied.
  public func prepending(_ component: Component) -> JSONPath {
    JSONPath(head: JSONPathNode(component, next: head))
  }

  /// `path` followed by this path; this path's steps are shared, not copied.
  package func prepending(_ path: JSONPath) -> JSONPath {
    JSONPath(head: Self.list(path.components, before: head))
  }

  /// The nodes of `components`, in order, followed by `rest`.
  private static func list(_ components: [Component], before rest: JSONPathNode?) -> JSONPathNode? {
    var head = rest
    for component in components.reversed() {
      head = JSONPathNode(component, next: head)
    }
    return head
  }

  /// Whether both paths have the same steps.
  public static func == (lhs: JSONPath, rhs: JSONPath) -> Bool {
    var left = lhs.head
    var right = rhs.head
    while let l = left, let r = right {
      if l === r { return true }
      if l.component != r.component { return false }
      left = l.next
      right = r.next
    }
    return left == nil && right == nil
  }

  /// Hashes the steps in order.
  public func hash(into hasher: inout Hasher) {
    var node = head
    var count = 0
    while let current = node {
      hasher.combine(current.component)
      count += 1
      node = current.next
    }
    hasher.combine(count)
  }

  /// The path as code would write it, e.g. `posts[2].author.email`.
  public var description: String {
    var text = ""
    var node = head
    while let current = node {
      let component = current.component
      node = current.next
      switch component {
      case .index(let index):
        text += "[\(index)]"
      case .key(let key) where Self.isIdentifier(key):
        text += text.isEmpty ? key : "." + key
      case .key(let key):
        text += "[\(JSON.quoted(key))]"
      }
    }
    return text
  }

  private static func isIdentifier(_ key: String) -> Bool {
    guard let first = key.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
      return false
    }
    return key.utf8.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
        return true
      default:
        return false
      }
    }
  }
}

/// One step of a ``JSONPath`` and the steps after it. Immutable once made, so paths share
/// their tails across tasks.
final class JSONPathNode: @unchecked Sendable {
  /// This step.
  let component: JSONPath.Component
  /// The steps after it; changed only by `deinit`, which takes the rest of the list apart one
  /// node at a time, where releasing it node by node would recurse once a step, as deep as the path.
  private(set) var next: JSONPathNode?

  init(_ component: JSONPath.Component, next: JSONPathNode?) {
    self.component = component
    self.next = next
  }

  deinit {
    var rest = next.take()
    while isKnownUniquelyReferenced(&rest), let node = rest {
      rest = node.next.take()
    }
  }
}
