#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension JSON {
  /// Parses UTF-8 JSON text in `data` where it lies, without a copy, and returns what `body`
  /// makes of its top-level value, inside `data.withUnsafeBytes`: a decode's peak memory
  /// without the copy of its input that ``JSONInput`` otherwise makes.
  ///
  /// `body` must call ``ownInputIfLent()`` on `root` before it hands a value of it to code
  /// that may keep it; when `body` returns or throws, the document copies the bytes if
  /// anything still holds it. A syntax error is thrown as `syntaxError` makes it.
  package static func withParse<Result>(
    lending data: Data, options: JSONParsingOptions, syntaxError: (JSONSyntaxError) -> any Error,
    body: (_ root: JSON) throws -> Result
  ) throws -> Result {
    try data.withUnsafeBytes { lent throws -> Result in
      // An empty buffer may have no address; its parse fails either way.
      guard !lent.isEmpty else {
        let root: JSON
        do throws(JSONSyntaxError) {
          root = try JSON.parse(data, options: options)
        } catch {
          throw syntaxError(error)
        }
        return try body(root)
      }
      var document: JSONDocument
      do throws(JSONSyntaxError) {
        document = try JSONParser<CheckedEnding>.document(of: JSONInput(lending: lent), options: options)
      } catch {
        throw syntaxError(error)
      }
      defer {
        // Whatever still holds the document (a decoder a model kept) reads a copy from now on.
        if !isKnownUniquelyReferenced(&document) { document.ownInputIfLent() }
      }
      do {
        // In a scope of its own, so that the root is released before the check above.
        let root = document.value(of: document.root)
        return try body(root)
      }
    }
  }

  /// Gives the document this value is a view of a copy of its input, if it was parsed from
  /// lent bytes (``withParse(lending:options:syntaxError:body:)``): what a value of such a
  /// document needs before it is handed to code that may keep it. Constant time.
  package func ownInputIfLent() {
    switch self {
    case .object(let object):
      if case .indexed(let document, _) = object.storage { document.ownInputIfLent() }
    case .array(let array):
      if case .indexed(let document, _) = array.storage { document.ownInputIfLent() }
    default:
      break
    }
  }
}
