import Curry
import Decoding
import DecodingTestSupport
import Testing

// Operator-style decoders of every width, up to Argo's widest models: past 8 fields
// `curry` returns a `Curried`, so the first `<^>` (or `pure`) takes one. Every field is
// decoded and every failure reported, whatever the width.

/// A 20-field model decoded with every kind of operator Argo code uses.
struct WideOperatorModel: Equatable {
  let id: Int
  let name: String
  let email: String?
  let tags: [String]
  let scores: [Int]?
  let city: String
  let nickname: String
  let settings: [String: String]
  let active: Bool
  let ratio: Double
  let f11: Int
  let f12: String?
  let f13: [Int]
  let f14: Int
  let f15: String
  let f16: Int
  let f17: Int
  let f18: Int
  let f19: Int
  let f20: String
}

extension WideOperatorModel: Decodable {
  static func decode(_ json: JSON) -> Decoded<WideOperatorModel> {
    curry(WideOperatorModel.init)
      <^> json <| "id"
      <*> json <| "name"
      <*> json <|? "email"
      <*> json <|| "tags"
      <*> json <||? "scores"
      <*> json <| ["address", "city"]
      <*> (json <| ["names", "nick"] <|> json <| "name")
      <*> (json <| "settings" >>- { [String: String].decode($0) })
      <*> json <| "active"
      <*> json <| "ratio"
      <*> json <| "f11"
      <*> json <|? "f12"
      <*> json <|| "f13"
      <*> json <| "f14"
      <*> json <| "f15"
      <*> json <| "f16"
      <*> json <| "f17"
      <*> json <| "f18"
      <*> json <| "f19"
      <*> json <| "f20"
  }

  /// The same decoder, started with `pure` as some Argo code does.
  static func decodeFromPure(_ json: JSON) -> Decoded<WideOperatorModel> {
    pure(curry(WideOperatorModel.init))
      <*> json <| "id"
      <*> json <| "name"
      <*> json <|? "email"
      <*> json <|| "tags"
      <*> json <||? "scores"
      <*> json <| ["address", "city"]
      <*> (json <| ["names", "nick"] <|> json <| "name")
      <*> (json <| "settings" >>- { [String: String].decode($0) })
      <*> json <| "active"
      <*> json <| "ratio"
      <*> json <| "f11"
      <*> json <|? "f12"
      <*> json <|| "f13"
      <*> json <| "f14"
      <*> json <| "f15"
      <*> json <| "f16"
      <*> json <| "f17"
      <*> json <| "f18"
      <*> json <| "f19"
      <*> json <| "f20"
  }
}

private let wideDocument: JSON = [
  "id": 1, "name": "Ada", "tags": ["a", "b"], "scores": [3, 4], "address": ["city": "London"],
  "settings": ["theme": "dark"], "active": true, "ratio": 0.5, "f11": 11, "f12": "twelve", "f13": [13],
  "f14": 14, "f15": "fifteen", "f16": 16, "f17": 17, "f18": 18, "f19": 19, "f20": "twenty",
]

private let wideModel = WideOperatorModel(
  id: 1, name: "Ada", email: nil, tags: ["a", "b"], scores: [3, 4], city: "London", nickname: "Ada",
  settings: ["theme": "dark"], active: true, ratio: 0.5, f11: 11, f12: "twelve", f13: [13], f14: 14,
  f15: "fifteen", f16: 16, f17: 17, f18: 18, f19: 19, f20: "twenty")

@Test(
  arguments: [WideOperatorModel.decode, WideOperatorModel.decodeFromPure]
    as [@Sendable (JSON) -> Decoded<WideOperatorModel>])
func aTwentyFieldModelDecodesEveryField(decode: @Sendable (JSON) -> Decoded<WideOperatorModel>) {
  #expect(decode(wideDocument) == .success(wideModel))
}

@Test(
  arguments: [WideOperatorModel.decode, WideOperatorModel.decodeFromPure]
    as [@Sendable (JSON) -> Decoded<WideOperatorModel>])
func aTwentyFieldModelReportsEveryBadField(decode: @Sendable (JSON) -> Decoded<WideOperatorModel>) throws {
  let everyFieldWrong: JSON = [
    "id": "1", "name": 2, "email": 3, "tags": "a", "scores": [true], "address": ["city": 4], "settings": [5],
    "active": "yes", "ratio": "half", "f11": "x", "f12": 12, "f13": ["x"], "f14": "x", "f15": 15, "f16": "x",
    "f17": "x", "f18": "x", "f19": "x", "f20": 20,
  ]
  let error = try #require(decode(everyFieldWrong).error)
  // `<|>` reports its first alternative's failure; the decoder after `>>-` gets the JSON of
  // the member, so its failure is reported at the member (Argo's had no path).
  #expect(
    error.failures.map(\.path.description) == [
      "id", "name", "email", "tags", "scores[0]", "address.city", "names", "settings", "active", "ratio", "f11", "f12",
      "f13[0]", "f14", "f15", "f16", "f17", "f18", "f19", "f20",
    ])
}

/// `curry(f) <^> json <| "k1" <*> json <| "k2" <*> …` for every arity.
private let decoders: [(Int, @Sendable (JSON) -> Decoded<[Int]>)] = [
  (1, { json in curry(list1) <^> json <| "k1" }),
  (2, { json in curry(list2) <^> json <| "k1" <*> json <| "k2" }),
  (3, { json in curry(list3) <^> json <| "k1" <*> json <| "k2" <*> json <| "k3" }),
  (4, { json in curry(list4) <^> json <| "k1" <*> json <| "k2" <*> json <| "k3" <*> json <| "k4" }),
  (5, { json in curry(list5) <^> json <| "k1" <*> json <| "k2" <*> json <| "k3" <*> json <| "k4" <*> json <| "k5" }),
  (
    6,
    { json in
      curry(list6) <^> json <| "k1" <*> json <| "k2" <*> json <| "k3" <*> json <| "k4" <*> json <| "k5" <*> json <| "k6"
    }
  ),
  (
    7,
    { json in
      curry(list7) <^> json <| "k1" <*> json <| "k2" <*> json <| "k3" <*> json <| "k4" <*> json <| "k5" <*> json <| "k6"
        <*> json <| "k7"
    }
  ),
  (
    8,
    { json in
      curry(list8) <^> json <| "k1" <*> json <| "k2" <*> json <| "k3" <*> json <| "k4" <*> json <| "k5" <*> json <| "k6"
        <*> json <| "k7" <*> json <| "k8"
    }
  ),
  (
    9,
    { json in
      curry(list9) <^> json <| "k1" <*> json <| "k2" <*> json <| "k3" <*> json <| "k4" <*> json <| "k5" <*> json <| "k6"
        <*> json <| "k7" <*> json <| "k8" <*> json <| "k9"
    }
  ),
  (
    10,
    { json in
      curry(list10) <^> json <| "k1" <*> json <| "k2" <*> json <| "k3" <*> json <| "k4" <*> json <| "k5" <*> json
        <| "k6" <*> json <| "k7" <*> json <| "k8" <*> json <| "k9" <*> json <| "k10"
    }
  ),
  (
    11,
    { json in
      curry(list11) <^> json <| "k1" <*> json <| "k2" <*> json <| "k3" <*> json <| "k4" <*> json <| "k5" <*> json
        <| "k6" <*> json <| "k7" <*> json <| "k8" <*> json <| "k9" <*> json <| "k10" <*> json <| "k11"
    }
  ),
  (
    12,
    { json in
      curry(list12) <^> json <| "k1" <*> json <| "k2" <*> json <| "k3" <*> json <| "k4" <*> json <| "k5" <*> json
        <| "k6" <*> json <| "k7" <*> json <| "k8" <*> json <| "k9" <*> json <| "k10" <*> json <| "k11" <*> json <| "k12"
    }
  ),
  (
    13,
    { json in
      curry(list13) <^> json <| "k1" <*> json <| "k2" <*> json <| "k3" <*> json <| "k4" <*> json <| "k5" <*> json
        <| "k6" <*> json <| "k7" <*> json <| "k8" <*> json <| "k9" <*> json <| "k10" <*> json <| "k11" <*> json <| "k12"
        <*> json <| "k13"
    }
  ),
  (
    14,
    { json in
      curry(list14) <^> json <| "k1" <*> json <| "k2" <*> json <| "k3" <*> json <| "k4" <*> json <| "k5" <*> json
        <| "k6" <*> json <| "k7" <*> json <| "k8" <*> json <| "k9" <*> json <| "k10" <*> json <| "k11" <*> json <| "k12"
        <*> json <| "k13" <*> json <| "k14"
    }
  ),
  (
    15,
    { json in
      curry(list15) <^> json <| "k1" <*> json <| "k2" <*> json <| "k3" <*> json <| "k4" <*> json <| "k5" <*> json
        <| "k6" <*> json <| "k7" <*> json <| "k8" <*> json <| "k9" <*> json <| "k10" <*> json <| "k11" <*> json <| "k12"
        <*> json <| "k13" <*> json <| "k14" <*> json <| "k15"
    }
  ),
  (
    16,
    { json in
      curry(list16) <^> json <| "k1" <*> json <| "k2" <*> json <| "k3" <*> json <| "k4" <*> json <| "k5" <*> json
        <| "k6" <*> json <| "k7" <*> json <| "k8" <*> json <| "k9" <*> json <| "k10" <*> json <| "k11" <*> json <| "k12"
        <*> json <| "k13" <*> json <| "k14" <*> json <| "k15" <*> json <| "k16"
    }
  ),
  (
    17,
    { json in
      curry(list17) <^> json <| "k1" <*> json <| "k2" <*> json <| "k3" <*> json <| "k4" <*> json <| "k5" <*> json
        <| "k6" <*> json <| "k7" <*> json <| "k8" <*> json <| "k9" <*> json <| "k10" <*> json <| "k11" <*> json <| "k12"
        <*> json <| "k13" <*> json <| "k14" <*> json <| "k15" <*> json <| "k16" <*> json <| "k17"
    }
  ),
  (
    18,
    { json in
      curry(list18) <^> json <| "k1" <*> json <| "k2" <*> json <| "k3" <*> json <| "k4" <*> json <| "k5" <*> json
        <| "k6" <*> json <| "k7" <*> json <| "k8" <*> json <| "k9" <*> json <| "k10" <*> json <| "k11" <*> json <| "k12"
        <*> json <| "k13" <*> json <| "k14" <*> json <| "k15" <*> json <| "k16" <*> json <| "k17" <*> json <| "k18"
    }
  ),
  (
    19,
    { json in
      curry(list19) <^> json <| "k1" <*> json <| "k2" <*> json <| "k3" <*> json <| "k4" <*> json <| "k5" <*> json
        <| "k6" <*> json <| "k7" <*> json <| "k8" <*> json <| "k9" <*> json <| "k10" <*> json <| "k11" <*> json <| "k12"
        <*> json <| "k13" <*> json <| "k14" <*> json <| "k15" <*> json <| "k16" <*> json <| "k17" <*> json <| "k18"
        <*> json <| "k19"
    }
  ),
  (
    20,
    { json in
      curry(list20) <^> json <| "k1" <*> json <| "k2" <*> json <| "k3" <*> json <| "k4" <*> json <| "k5" <*> json
        <| "k6" <*> json <| "k7" <*> json <| "k8" <*> json <| "k9" <*> json <| "k10" <*> json <| "k11" <*> json <| "k12"
        <*> json <| "k13" <*> json <| "k14" <*> json <| "k15" <*> json <| "k16" <*> json <| "k17" <*> json <| "k18"
        <*> json <| "k19" <*> json <| "k20"
    }
  ),
]

@Test(arguments: decoders)
func everyArityDecodesThroughTheOperators(arity: Int, decode: @Sendable (JSON) -> Decoded<[Int]>) throws {
  let members = (1...20).map { ("k\($0)", JSON.number(JSONNumber($0))) }
  #expect(decode(.object(Dictionary(uniqueKeysWithValues: members))) == .success(Array(1...arity)))
}

@Test(arguments: decoders)
func everyArityReportsEveryMissingField(arity: Int, decode: @Sendable (JSON) -> Decoded<[Int]>) throws {
  let error = try #require(decode([:]).error)
  #expect(error.failures.map(\.description) == (1...arity).map { "k\($0): missing key" })
}
