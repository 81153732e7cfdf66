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

  /// The steps from the root, outermost first.
  public var components: [Component]

  /// Creates a path from its steps, outermost first.
  public init(_ components: [Component] = []) {
    self.components = components
  }

  /// Creates a path from a literal such as `["posts", 2, "author"]`.
  public init(arrayLiteral components: Component...) {
    self.components = components
  }

  /// The empty path: the document's root.
  public static let root = JSONPath()

  /// Whether this is the root.
  public var isRoot: Bool { components.isEmpty }

  /// This path followed by `component`.
  public func appending(_ component: Component) -> JSONPath {
    JSONPath(components + [component])
  }

  /// `component` followed by this path.
  public func prepending(_ component: Component) -> JSONPath {
    JSONPath([component] + components)
  }

  /// The path as code would write it, e.g. `posts[2].author.email`.
  public var description: String {
    var text = ""
    for component in components {
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
