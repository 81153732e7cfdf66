import Foundation

/// The words of a JSON key, lowercased: `"profile_image_url"`, `"profile-image-url"` and
/// `"profileImageURL"` are all `["profile", "image", "url"]`.
///
/// Letters lose their accents (`"café"` is `["cafe"]`); any other character that is not an
/// ASCII letter or digit separates words. Inside a run of letters a capital starts a word,
/// and the last capital of a run of them starts the next word when lowercase letters follow
/// (`"URLString"` is `["url", "string"]`), unless the lowercase letters are a plural `s`
/// (`"userIDs"` is `["user", "ids"]`).
func words(of key: String) -> [String] {
  let folded = key.folding(options: .diacriticInsensitive, locale: nil)
  var runs: [[Unicode.Scalar]] = [[]]
  for scalar in folded.unicodeScalars {
    if scalar.isASCIILetter || scalar.isASCIIDigit {
      runs[runs.count - 1].append(scalar)
    } else if !runs[runs.count - 1].isEmpty {
      runs.append([])
    }
  }
  return runs.filter { !$0.isEmpty }.flatMap(splitHumps).map { String(String.UnicodeScalarView($0)).lowercased() }
}

/// Splits one run of letters and digits at its camel-case humps.
private func splitHumps(_ run: [Unicode.Scalar]) -> [[Unicode.Scalar]] {
  func isUpper(_ index: Int) -> Bool { ("A"..."Z").contains(run[index]) }
  func isLower(_ index: Int) -> Bool { ("a"..."z").contains(run[index]) }
  var parts: [[Unicode.Scalar]] = [[]]
  for index in run.indices {
    if index > 0, isUpper(index), startsWord(at: index) {
      parts.append([])
    }
    parts[parts.count - 1].append(run[index])
  }
  return parts

  func startsWord(at index: Int) -> Bool {
    let previous = index - 1
    if isLower(previous) || run[previous].isASCIIDigit { return true }
    // An acronym ends where a capitalised word starts: "URLString", but not "IDs".
    guard isUpper(previous), index + 1 < run.count, isLower(index + 1) else { return false }
    let isPluralS = run[index + 1] == "s" && (index + 2 == run.count || !isLower(index + 2))
    return !isPluralS
  }
}
