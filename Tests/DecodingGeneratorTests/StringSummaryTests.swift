import Testing

@testable import DecodingGenerator

@Test(arguments: [
  ("https://example.com", true),
  ("http://example.com/a?b=1#c", true),
  ("ftp://files.example.com/a.txt", true),
  ("file:///tmp/a", true),
  ("git+ssh://example.com/repo.git", true),
  ("/relative/path", false),
  ("example.com", false),
  ("mailto:ada@example.com", false),
  ("urn:isbn:0451450523", false),
  ("Note: 12", false),
  ("https://example.com/a b", false),
  ("https://exämple.com", false),
  ("1ttp://example.com", false),
  ("", false),
])
func absoluteURLs(text: String, isAbsoluteURL: Bool) {
  #expect(StringSummary.isAbsoluteURL(text) == isAbsoluteURL)
}

@Test func oneStringThatIsNeitherMakesItAString() {
  var summary = StringSummary()
  summary.add("2024-03-01T09:30:00Z")
  #expect(summary.fieldType(options: GeneratorOptions()) == .date)
  var other = StringSummary()
  other.add("soon")
  summary.add(other)
  #expect(summary.fieldType(options: GeneratorOptions()) == .string)
  #expect(summary.count == 2)
}
