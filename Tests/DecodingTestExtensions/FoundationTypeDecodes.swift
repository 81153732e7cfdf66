// An app's module as Argo 4 code wrote it: its own `decode` for Foundation types, which Argo
// did not conform. (Without `: Decodable`, which Decoding has already declared and Swift
// would warn about and ignore; the static functions are what another module calls.)

import Decoding
import Foundation

extension Date {
  /// Seconds since 1970, this module's own format.
  public static func decode(_ json: JSON) -> Decoded<Date> {
    Double.decode(json).map { Date(timeIntervalSince1970: $0) }
  }
}

extension URL {
  /// Always a failure, so a test sees that this one was called.
  public static func decode(_ json: JSON) -> Decoded<URL> {
    .customError("custom URL decoding")
  }
}
