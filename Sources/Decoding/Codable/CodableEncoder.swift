import Foundation

/// Encodes `Swift.Encodable` values as JSON, like Foundation's `JSONEncoder`, with
/// Decoding's writer.
///
/// ```swift
/// var encoder = CodableEncoder()
/// encoder.outputFormatting = [.sortedKeys]
/// let data = try encoder.encode(user)
/// ```
///
/// Its options are `JSONEncoder`'s, with the same names and the same types, so replacing
/// `JSONEncoder()` with `CodableEncoder()` compiles unchanged. Members come in the order
/// the value encodes them (a synthesised conformance's declaration order), the same on
/// every run; `.sortedKeys` sorts them by their UTF-8 bytes, as `JSONEncoder` does, and
/// then the two write the same bytes. Numbers are written as `JSONEncoder` writes them:
/// integers exactly, floating-point values in the shortest form that reads back the same.
///
/// A value that cannot be written (NaN without a strategy, a `Decimal` NaN, a type that
/// encodes nothing at the top level, a container asked for where a value was already
/// encoded) throws `EncodingError.invalidValue` with its coding path; it never traps.
///
/// It is a value: configure a `var`, and share it between threads freely.
public struct CodableEncoder: Sendable {
  /// How the text is laid out; `[]` (compact, members in encoding order, `\/` for `/`) by default.
  public var outputFormatting: OutputFormatting
  /// How `Date` values are written; `.deferredToDate` (seconds since 2001) by default.
  public var dateEncodingStrategy: DateEncodingStrategy
  /// How `Data` values are written; `.base64` by default.
  public var dataEncodingStrategy: DataEncodingStrategy
  /// How coding keys become member names; `.useDefaultKeys` by default.
  public var keyEncodingStrategy: KeyEncodingStrategy
  /// What infinities and NaN become; `.throw` (an `EncodingError`) by default.
  public var nonConformingFloatEncodingStrategy: NonConformingFloatEncodingStrategy
  /// Values for `encode(to:)` implementations to read from their encoder's `userInfo`.
  public var userInfo: [CodingUserInfoKey: any Sendable]

  /// Creates an encoder; the defaults are `JSONEncoder`'s.
  public init(
    outputFormatting: OutputFormatting = [],
    dateEncodingStrategy: DateEncodingStrategy = .deferredToDate,
    dataEncodingStrategy: DataEncodingStrategy = .base64,
    keyEncodingStrategy: KeyEncodingStrategy = .useDefaultKeys,
    nonConformingFloatEncodingStrategy: NonConformingFloatEncodingStrategy = .throw,
    userInfo: [CodingUserInfoKey: any Sendable] = [:]
  ) {
    self.outputFormatting = outputFormatting
    self.dateEncodingStrategy = dateEncodingStrategy
    self.dataEncodingStrategy = dataEncodingStrategy
    self.keyEncodingStrategy = keyEncodingStrategy
    self.nonConformingFloatEncodingStrategy = nonConformingFloatEncodingStrategy
    self.userInfo = userInfo
  }

  /// `value` as UTF-8 JSON text.
  ///
  /// Throws an `EncodingError`, or whatever a type's `encode(to:)` throws.
  public func encode<T: Swift.Encodable>(_ value: T) throws -> Data {
    let tree = try encodedTree(value)
    return write(tree).data
  }

  /// `value` as a ``JSON`` value, equal to what parsing ``encode(_:)``'s text gives.
  ///
  /// Throws an `EncodingError`, or whatever a type's `encode(to:)` throws.
  public func encodeJSON<T: Swift.Encodable>(_ value: T) throws -> JSON {
    let bytes = write(try encodedTree(value)).array
    do {
      return try JSON(parsing: bytes)
    } catch {
      // The writer writes only valid JSON; this is a bug, reported rather than trapped.
      throw EncodingError.invalidValue(
        value, EncodingError.Context(codingPath: [], debugDescription: "\(error)", underlyingError: error))
    }
  }

  private func encodedTree<T: Swift.Encodable>(_ value: T) throws -> JSONOutputTree {
    let state = JSONEncodingState(options: self)
    try state.encode(value, at: JSONOutputTree.root, parent: nil, parentDepth: 0, step: nil)
    if let misuse = state.misuse {
      throw EncodingError.invalidValue(
        value, EncodingError.Context(codingPath: misuse.codingPath, debugDescription: misuse.message))
    }
    if state.tree.kind(of: JSONOutputTree.root) == .pending {
      throw EncodingError.invalidValue(
        value, EncodingError.Context(codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values.")
      )
    }
    return state.tree
  }

  private func write(_ tree: JSONOutputTree) -> JSONByteBuffer {
    let layout = JSONWriter.Layout(
      indent: outputFormatting.contains(.prettyPrinted) ? 2 : nil, prettyKeySeparator: " : ",
      breaksEmptyContainers: true, escapesSlashes: !outputFormatting.contains(.withoutEscapingSlashes))
    var writer = JSONWriter(layout: layout, capacity: tree.textCount + tree.textCount / 4 + 16)
    tree.write(to: &writer, sortsKeys: outputFormatting.contains(.sortedKeys))
    return writer.output
  }
}
