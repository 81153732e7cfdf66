import Decoding
import DecodingPipeline
import Foundation

/// `--schema`: the JSON Schema of the codec `--codec` writes for the same samples, as that
/// codec's `jsonCodec.schema` gives it once compiled, so a user can check the inferred shape
/// against the samples before writing any code.
///
/// It describes the same vocabulary the codec uses (CodecStyle.swift): a field whose type is
/// optional is an `optional` field, anything else `required`; each struct is a model under
/// `$defs`, the root's written in place.
struct SchemaSource {
  let models: Models

  /// The schema document, two-space indented, with a final newline.
  func text() -> String {
    var types: [String: ModelType] = [:]
    for type in models.types where types[type.name] == nil { types[type.name] = type }
    let root = models.rootAlias.map { Self.schema(for: $0, types) } ?? Self.model(models.types[0].name, types)
    // The full schema says everything a codec knows, so writing it never fails.
    let document = (try? root.document()) ?? [:]
    return ((try? document.encodedString(.pretty)) ?? "{}") + "\n"
  }

  private static func model(_ name: String, _ types: [String: ModelType]) -> JSONSchema {
    .model(named: name) {
      (types[name]?.fields ?? []).map { field in
        if case .optional(let wrapped) = field.type {
          return .optional(field.key, schema(for: wrapped, types))
        }
        return .required(field.key, schema(for: field.type, types))
      }
    }
  }

  private static func schema(for type: FieldType, _ types: [String: ModelType]) -> JSONSchema {
    switch type {
    case .int: .of(Int.self)
    case .int64: .of(Int64.self)
    case .uint64: .of(UInt64.self)
    case .double: .of(Double.self)
    case .bool: .of(Bool.self)
    case .string: .of(String.self)
    case .date: .of(Date.self)
    case .url: .of(URL.self)
    case .json: .of(JSON.self)
    case .model(let name): model(name, types)
    case .array(let element): .array(schema(for: element, types))
    case .dictionary(let value): .dictionary(schema(for: value, types))
    case .optional(let wrapped): .nullable(schema(for: wrapped, types))
    }
  }
}
