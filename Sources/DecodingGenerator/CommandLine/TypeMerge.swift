/// `--merge User=user,assignee,closed_by,creator`: the objects under these keys, wherever they
/// are, share one struct with this name, whether or not their keys are alike.
struct TypeMerge: Equatable, Sendable {
  /// The struct's name.
  let name: String
  /// The JSON keys whose objects (or arrays and maps of objects) become it.
  let keys: [String]

  /// Parses `NAME=key,key,…`, the value of `--merge`.
  init(parsing text: String) throws(CommandLineArguments.UsageError) {
    let usage = "--merge must be NAME=key,key,... such as User=user,assignee, not \(shellQuoted(text))"
    guard let equals = text.firstIndex(of: "=") else { throw .init(description: usage) }
    let name = String(text[..<equals])
    let keys = text[text.index(after: equals)...].split(separator: ",", omittingEmptySubsequences: false).map(
      String.init)
    guard !name.isEmpty, !keys.isEmpty, !keys.contains(where: \.isEmpty) else { throw .init(description: usage) }
    guard SwiftName.isValidTypeName(name) else {
      throw .init(
        description: SwiftName.reservedTypeNames.contains(name)
          ? "--merge \(name) is a common Swift type's name, which the model would hide in your module; choose another"
          : "--merge needs a Swift type name before =, such as User, not \(shellQuoted(name))")
    }
    self.name = name
    self.keys = keys
  }

  /// The option as the command line writes it: `User=user,assignee`.
  var argument: String { name + "=" + keys.joined(separator: ",") }
}
