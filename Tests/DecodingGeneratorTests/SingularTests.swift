import Testing

@testable import DecodingGenerator

@Test(arguments: [
  ("users", "user"), ("statuses", "status"), ("categories", "category"), ("entries", "entry"), ("ties", "tie"),
  ("addresses", "address"), ("boxes", "box"), ("matches", "match"), ("wishes", "wish"), ("sizes", "size"),
  ("people", "person"), ("children", "child"), ("indices", "index"), ("movies", "movie"), ("photos", "photo"),
  ("menus", "menu"), ("leaves", "leaf"), ("caches", "cache"),
])
func plurals(word: String, singular expected: String) {
  #expect(singular(of: word) == expected)
}

@Test(arguments: ["status", "class", "analysis", "data", "media", "metadata", "series", "info", "list", "s"])
func wordsThatAreNotPlurals(word: String) {
  #expect(singular(of: word) == nil)
}
