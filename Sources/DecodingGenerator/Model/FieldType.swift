/// The Swift type of a property, as the generator infers it.
indirect enum FieldType: Equatable, Sendable {
  case int
  case int64
  case uint64
  case double
  case bool
  case string
  case date
  case url
  /// Nothing better is known: the value is kept as it is.
  case json
  /// A generated struct, by name.
  case model(String)
  case array(FieldType)
  /// `[String: T]`, for objects that are maps.
  case dictionary(FieldType)
  case optional(FieldType)

  /// The type as Swift spells it: `[String: [Int]]`, `URL?`.
  var swift: String {
    switch self {
    case .int: return "Int"
    case .int64: return "Int64"
    case .uint64: return "UInt64"
    case .double: return "Double"
    case .bool: return "Bool"
    case .string: return "String"
    case .date: return "Date"
    case .url: return "URL"
    case .json: return "JSON"
    case .model(let name): return name
    case .array(let element): return "[\(element.swift)]"
    case .dictionary(let value): return "[String: \(value.swift)]"
    case .optional(let wrapped): return "\(wrapped.swift)?"
    }
  }

  /// Whether the type, or a type inside it, is `Date` or `URL`, which need Foundation.
  var needsFoundation: Bool {
    switch self {
    case .date, .url: return true
    case .array(let inner), .dictionary(let inner), .optional(let inner): return inner.needsFoundation
    default: return false
    }
  }
}

extension FieldType {
  /// Whether a generated struct is in this type: `Owner`, `[Status]`, `[String: Event]?`.
  var holdsModel: Bool {
    switch self {
    case .model: return true
    case .array(let element): return element.holdsModel
    case .dictionary(let value): return value.holdsModel
    case .optional(let wrapped): return wrapped.holdsModel
    default: return false
    }
  }
}
