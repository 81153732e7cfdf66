import Foundation

/// Swift names made from JSON keys: `lowerCamelCase` properties and `UpperCamelCase` types,
/// with initialisms in capitals as the API Design Guidelines ask (`profileImageURL`, `userIDs`).
enum SwiftName {
  /// The property name for `key`, before escaping (``escaped(_:)``): `"in_reply_to_user_id"`
  /// gives `inReplyToUserID`, `"2fa"` gives `_2fa` and a key without letters or digits gives
  /// `unnamed`.
  static func property(for key: String) -> String {
    var parts = words(of: key)
    guard let first = parts.first else { return "unnamed" }
    parts.removeFirst()
    let name = first + parts.map(capitalized).joined()
    return name.first!.isNumber ? "_" + name : name
  }

  /// `name`, in backticks if it is a keyword: `` `default` ``.
  static func escaped(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }

  /// An escaped property name as an argument label, where only `inout`, `var` and `let`
  /// still need backticks: `` `default` `` gives `default`.
  static func argumentLabel(_ name: String) -> String {
    let bare = name.replacingOccurrences(of: "`", with: "")
    return ["inout", "var", "let"].contains(bare) ? name : bare
  }

  /// The type name for `key`: `"search_metadata"` gives `SearchMetadata`, `"url"` gives `URL`.
  /// With `singular`, the last word is made singular, or `Item` is added when it is not a
  /// plural: `"statuses"` gives `Status`, `"media"` gives `MediaItem`.
  static func type(for key: String, singular makeSingular: Bool = false) -> String {
    var parts = words(of: key)
    if parts.isEmpty { parts = ["unnamed"] }
    if makeSingular {
      if let last = singular(of: parts[parts.count - 1]) {
        parts[parts.count - 1] = last
      } else {
        parts.append("item")
      }
    }
    let name = parts.map(capitalized).joined()
    return name.first!.isNumber ? "_" + name : name
  }

  /// The type name for the elements of the root array of a type named `rootName`:
  /// `Users` gives `User`, `Root` gives `RootItem`.
  static func elementType(ofRoot rootName: String) -> String {
    type(for: rootName, singular: true)
  }

  /// `word` with its first letter in capitals, or all of it for an initialism.
  static func capitalized(_ word: String) -> String {
    if initialisms.contains(word) { return word.uppercased() }
    if word.hasSuffix("s"), initialisms.contains(String(word.dropLast())) {
      return word.dropLast().uppercased() + "s"
    }
    return word.prefix(1).uppercased() + word.dropFirst()
  }

  /// Whether `name` may name the root type: an identifier that is not a keyword nor one of
  /// the ``reservedTypeNames``.
  static func isValidTypeName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first.isASCIILetter || first == "_" else { return false }
    let isIdentifier = name.unicodeScalars.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == "_" }
    return isIdentifier && !keywords.contains(name) && !reservedTypeNames.contains(name)
  }

  /// Words written in capitals in Swift names.
  static let initialisms: Set<String> = [
    "api", "css", "dns", "gps", "html", "http", "https", "id", "ip", "json", "jwt", "sql", "ssl", "tls", "uri", "url",
    "utc", "uuid", "xml",
  ]

  /// Keywords a property name must escape with backticks.
  static let keywords: Set<String> = [
    "Any", "Self", "as", "associatedtype", "await", "break", "case", "catch", "class", "continue", "default", "defer",
    "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if",
    "import", "in", "init", "inout", "internal", "is", "let", "nil", "open", "operator", "precedencegroup",
    "private", "protocol", "public", "repeat", "rethrows", "return", "self", "static", "struct", "subscript", "super",
    "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
  ]

  /// Type names a generated type must not take: the types and modules the generated code
  /// names, and common types of the standard library, Foundation and SwiftUI that a type of
  /// the same name would hide in the user's whole module (a generated `Image` would break
  /// every SwiftUI `Image` there). A type whose key gives one of these is named after its
  /// parent as well (`EntitiesURL`, `PostImage`).
  static let reservedTypeNames: Set<String> = [
    // The generated code's own names.
    "Curry", "Date", "DecodeFunction", "Decodable", "Decoded", "Decoding", "DecodingPipeline", "DecodingWide",
    "Encode",
    "EncodeFunction", "Foundation", "JSON", "JSONEncodable", "JSONOutput", "Swift", "URL",
    // Keywords and the standard library.
    "Actor", "Any", "AnyObject", "Array", "Bool", "Character", "Clock", "Codable", "Collection", "Comparable",
    "Dictionary", "Double", "Duration", "Encodable", "Equatable", "Error", "Float", "Hashable", "Identifiable", "Int",
    "Int16", "Int32", "Int64", "Int8", "Never", "Optional", "Protocol", "Range", "Result", "Self", "Sendable",
    "Sequence", "Set", "String", "Substring", "Task", "Type", "UInt", "UInt16", "UInt32", "UInt64", "UInt8", "Void",
    // Decoding's other public types.
    "DecodeError", "JSONKey", "JSONNumber", "JSONPath", "LenientArray",
    // Foundation.
    "Bundle", "Calendar", "Data", "Decimal", "Locale", "Measurement", "Notification", "Operation", "Process",
    "Progress", "Thread", "TimeZone", "Timer", "UUID", "Unit",
    // SwiftUI.
    "Alert", "Animation", "App", "Button", "Color", "Font", "Form", "Gradient", "Grid", "Group", "Image", "Label",
    "Link", "List", "Material", "Menu", "Path", "Scene", "Section", "Shape", "State", "Table", "Text", "Toggle", "View",
    "Window",
  ]
}
