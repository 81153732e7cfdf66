import Decoding
import Testing

@testable import DecodingGenerator

@Test(arguments: [
  (["0"], FieldType.int),
  (["2147483647", "-2147483648"], .int),
  (["2147483648"], .int64),
  (["-2147483649"], .int64),
  (["9223372036854775807"], .int64),
  (["9223372036854775808"], .uint64),
  (["18446744073709551616"], .double),
  (["-1", "18446744073709551615"], .double),
  (["0.5"], .double),
  (["2E2"], .double),
  (["1e400"], .json),
  (["-1e400", "1"], .json),
  (["1e-400", "0.5"], .json),
  (["0e-400", "0.5"], .double),
])
func numberTypes(texts: [String], type: FieldType) throws {
  var summary = NumberSummary()
  for text in texts {
    summary.add(try #require(JSONNumber(text: text)))
  }
  #expect(summary.fieldType == type)
  var merged = NumberSummary()
  merged.add(summary)
  #expect(merged == summary)
}
