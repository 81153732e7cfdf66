import Decoding
import Testing

@testable import DecodeBenchmark

// `OneCall.sameFields`, which `--check` relies on to compare the one-call operators' copies of
// the models with the models: it must see every difference of value, and no difference of order
// where a dictionary has none.

@Test func sameFieldsAcceptsACopyWithEqualValues() {
  let hashtag = Hashtag(text: "swift", indices: [3, 9])
  #expect(OneCall.sameFields(hashtag, OneCall.Hashtag(text: "swift", indices: [3, 9])))
  let user = BigDataUser(id: 1, name: "東京", email: nil)
  #expect(OneCall.sameFields(user, OneCall.BigDataUser(id: 1, name: "東京", email: nil)))
}

struct FieldDifference: Sendable, CustomTestStringConvertible {
  let testDescription: String
  let model: @Sendable () -> Any
  let copy: @Sendable () -> Any

  static let all = [
    FieldDifference(
      testDescription: "a string",
      model: { Hashtag(text: "swift", indices: [3]) }, copy: { OneCall.Hashtag(text: "Swift", indices: [3]) }),
    FieldDifference(
      testDescription: "an array's length",
      model: { Hashtag(text: "a", indices: [3]) }, copy: { OneCall.Hashtag(text: "a", indices: [3, 3]) }),
    FieldDifference(
      testDescription: "nil against a value",
      model: { BigDataUser(id: 1, name: "a", email: nil) },
      copy: { OneCall.BigDataUser(id: 1, name: "a", email: "") }),
    FieldDifference(
      testDescription: "the last bit of a Double",
      model: { Geometry(type: "Polygon", coordinates: [[[0.1]]]) },
      copy: { OneCall.Geometry(type: "Polygon", coordinates: [[[(0.1).nextUp]]]) }),
    FieldDifference(
      testDescription: "a dictionary's value",
      model: { CitmSeatCategoryNames(names: ["1": "a", "2": "b"]) },
      copy: { CitmSeatCategoryNames(names: ["1": "a", "2": "c"]) }),
  ]
}

/// A dictionary in a struct, as the catalogue holds them.
struct CitmSeatCategoryNames: Equatable {
  let names: [String: String]
}

@Test(arguments: FieldDifference.all)
func sameFieldsSeesADifference(_ difference: FieldDifference) {
  #expect(!OneCall.sameFields(difference.model(), difference.copy()))
}

@Test func sameFieldsIgnoresTheOrderOfADictionary() {
  var forwards: [String: String] = [:]
  var backwards: [String: String] = [:]
  for key in 0..<200 { forwards["\(key)"] = "v\(key)" }
  for key in (0..<200).reversed() { backwards["\(key)"] = "v\(key)" }
  backwards.reserveCapacity(1000)  // another capacity, so most likely another order
  #expect(Array(forwards.keys) != Array(backwards.keys))
  #expect(OneCall.sameFields(CitmSeatCategoryNames(names: forwards), CitmSeatCategoryNames(names: backwards)))
}
