/// The singular of an English plural noun, for naming the element type of an array after
/// the array's key (`"statuses"` holds `Status`es), or `nil` when `word` does not look
/// like a plural, so that the caller can name the element `…Item` instead.
///
/// The rules cover the plurals API keys use; irregular nouns are listed. `word` is one
/// lowercased word, the last word of the key.
func singular(of word: String) -> String? {
  if let irregular = irregularSingulars[word] { return irregular }
  if invariantNouns.contains(word) { return nil }
  if word.hasSuffix("ies"), word.count > 4 { return String(word.dropLast(3)) + "y" }
  for ending in ["sses", "xes", "ches", "shes"] where word.hasSuffix(ending) {
    return String(word.dropLast(2))
  }
  for ending in ["ss", "us", "is"] where word.hasSuffix(ending) {
    return nil
  }
  if word.hasSuffix("s"), word.count > 1 { return String(word.dropLast()) }
  return nil
}

/// Plurals the rules above would get wrong.
private let irregularSingulars: [String: String] = [
  "aliases": "alias", "analyses": "analysis", "buses": "bus", "caches": "cache", "children": "child",
  "cookies": "cookie", "criteria": "criterion", "crises": "crisis", "echoes": "echo", "feet": "foot",
  "geese": "goose", "halves": "half", "heroes": "hero", "indices": "index", "knives": "knife", "leaves": "leaf",
  "lives": "life", "matrices": "matrix", "men": "man", "menus": "menu", "mice": "mouse", "movies": "movie",
  "niches": "niche", "people": "person", "potatoes": "potato", "quizzes": "quiz", "selves": "self",
  "shelves": "shelf", "statuses": "status", "teeth": "tooth", "theses": "thesis", "tomatoes": "tomato",
  "vertices": "vertex", "viruses": "virus", "wives": "wife", "wolves": "wolf", "women": "woman",
]

/// Nouns whose plural is the same word, and mass nouns.
private let invariantNouns: Set<String> = [
  "data", "deer", "equipment", "feedback", "fish", "info", "information", "media", "metadata", "news", "series",
  "sheep", "species",
]
