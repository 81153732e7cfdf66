import Testing

@testable import DecodingGenerator

@Test(arguments: [
  (10, 10, [10]),
  (11, 10, [6, 5]),
  (20, 10, [10, 10]),
  (25, 10, [9, 8, 8]),
  (41, 10, [9, 8, 8, 8, 8]),
  (20, 20, [20]),
  (21, 20, [11, 10]),
  (1, 10, [1]),
])
func partSizes(fields: Int, limit: Int, sizes: [Int]) {
  let parts = FieldParts.split(Array(1...fields), limit: limit)
  #expect(parts.map(\.count) == sizes)
  #expect(parts.flatMap { $0 } == Array(1...fields))
}

@Test func bothStylesDecodeUpToTwentyFieldsInOneExpression() {
  #expect(FieldParts.defaultLimit == 20)
}
