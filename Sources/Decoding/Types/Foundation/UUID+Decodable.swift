import Foundation

// `decode` is disfavored: Argo 4 did not conform this type, so an app's module may declare
// its own `decode` for it, and code that imports both calls that one, as it did with Argo.
extension UUID: Decodable {
  /// Decodes a UUID string in either case, `"E621E1F8-C36C-495A-93FC-0C247A3E6E5F"`;
  /// anything else fails with `expected UUID, found …`.
  @inlinable
  @_disfavoredOverload
  public static func decode(_ json: JSON) -> Decoded<UUID> {
    if case .string(let text) = json, let uuid = UUID(uuidString: text) { return .success(uuid) }
    return .typeMismatch(expected: "UUID", actual: json)
  }
}
