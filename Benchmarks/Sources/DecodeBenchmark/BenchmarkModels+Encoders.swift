import Decoding
import DecodingPipeline

// The pipeline style's way back: an `Encode.object` of key-path fields per model, and a
// codec per model that decodes as the pipelines do and writes the same bytes. The codecs use
// only vocabulary that describes itself (`.array(statusCodec)`, not a pair of closures), so
// that Scripts/check-schemas.sh proves their schemas (BenchmarkModels+SchemaZoo.swift).

let encodeTwitterSearch: EncodeFunction<TwitterSearch> = Encode.object([
  .required("statuses", \.statuses, Encode.array(encodeStatus)),
  .required("search_metadata", \.metadata, encodeSearchMetadata),
])

let encodeSearchMetadata: EncodeFunction<SearchMetadata> = Encode.object([
  .required("completed_in", \.completedIn, Encode.double),
  .required("max_id", \.maxID, Encode.int64),
  .required("query", \.query, Encode.string),
  .required("count", \.count, Encode.int),
])

let encodeStatus: EncodeFunction<Status> = Encode.object([
  .required("id", \.id, Encode.int64),
  .required("id_str", \.idString, Encode.string),
  .required("text", \.text, Encode.string),
  .required("created_at", \.createdAt, Encode.string),
  .required("source", \.source, Encode.string),
  .required("truncated", \.truncated, Encode.bool),
  .optional("in_reply_to_status_id", \.inReplyToStatusID, Encode.int64),
  .optional("in_reply_to_user_id", \.inReplyToUserID, Encode.int64),
  .optional("in_reply_to_screen_name", \.inReplyToScreenName, Encode.string),
  .required("user", \.user, encodeTwitterUser),
  .required("retweet_count", \.retweetCount, Encode.int),
  .required("favorite_count", \.favoriteCount, Encode.int),
  .required("favorited", \.favorited, Encode.bool),
  .required("retweeted", \.retweeted, Encode.bool),
  .optional("possibly_sensitive", \.possiblySensitive, Encode.bool),
  .required("lang", \.lang, Encode.string),
  .required("entities", \.hashtags, Encode.object([.required("hashtags", \.self, Encode.array(encodeHashtag))])),
])

let encodeTwitterUser: EncodeFunction<TwitterUser> = Encode.object([
  .required("id", \.id, Encode.int64),
  .required("id_str", \.idString, Encode.string),
  .required("name", \.name, Encode.string),
  .required("screen_name", \.screenName, Encode.string),
  .required("location", \.location, Encode.string),
  .required("description", \.description, Encode.string),
  .optional("url", \.url, Encode.string),
  .required("protected", \.protected, Encode.bool),
  .required("followers_count", \.followersCount, Encode.int),
  .required("friends_count", \.friendsCount, Encode.int),
  .required("listed_count", \.listedCount, Encode.int),
  .required("created_at", \.createdAt, Encode.string),
  .required("favourites_count", \.favouritesCount, Encode.int),
  .optional("utc_offset", \.utcOffset, Encode.int),
  .optional("time_zone", \.timeZone, Encode.string),
  .required("verified", \.verified, Encode.bool),
  .required("statuses_count", \.statusesCount, Encode.int),
  .required("profile_image_url_https", \.profileImageURL, Encode.string),
])

let encodeHashtag: EncodeFunction<Hashtag> = Encode.object([
  .required("text", \.text, Encode.string),
  .required("indices", \.indices, Encode.array(Encode.int)),
])

let encodeFeatureCollection: EncodeFunction<FeatureCollection> = Encode.object([
  .required("type", \.type, Encode.string),
  .required("features", \.features, Encode.array(encodeFeature)),
])

let encodeFeature: EncodeFunction<Feature> = Encode.object([
  .required("type", \.type, Encode.string),
  .required("properties", \.name, Encode.object([.required("name", \.self, Encode.string)])),
  .required("geometry", \.geometry, encodeGeometry),
])

let encodeGeometry: EncodeFunction<Geometry> = Encode.object([
  .required("type", \.type, Encode.string),
  .required("coordinates", \.coordinates, Encode.array(Encode.array(Encode.array(Encode.double)))),
])

let encodeCitmCatalog: EncodeFunction<CitmCatalog> = Encode.object([
  .required("areaNames", \.areaNames, Encode.dictionary(Encode.string)),
  .required("events", \.events, Encode.dictionary(encodeCitmEvent)),
  .required("performances", \.performances, Encode.array(encodeCitmPerformance)),
  .required("seatCategoryNames", \.seatCategoryNames, Encode.dictionary(Encode.string)),
  .required("subTopicNames", \.subTopicNames, Encode.dictionary(Encode.string)),
  .required("topicNames", \.topicNames, Encode.dictionary(Encode.string)),
  .required("topicSubTopics", \.topicSubTopics, Encode.dictionary(Encode.array(Encode.int))),
  .required("venueNames", \.venueNames, Encode.dictionary(Encode.string)),
])

let encodeCitmEvent: EncodeFunction<CitmEvent> = Encode.object([
  .required("id", \.id, Encode.int),
  .required("name", \.name, Encode.string),
  .optional("description", \.description, Encode.string),
  .optional("logo", \.logo, Encode.string),
  .required("subTopicIds", \.subTopicIds, Encode.array(Encode.int)),
  .optional("subjectCode", \.subjectCode, Encode.string),
  .optional("subtitle", \.subtitle, Encode.string),
  .required("topicIds", \.topicIds, Encode.array(Encode.int)),
])

let encodeCitmPerformance: EncodeFunction<CitmPerformance> = Encode.object([
  .required("id", \.id, Encode.int),
  .required("eventId", \.eventId, Encode.int),
  .optional("name", \.name, Encode.string),
  .optional("logo", \.logo, Encode.string),
  .required("prices", \.prices, Encode.array(encodeCitmPrice)),
  .required("seatCategories", \.seatCategories, Encode.array(encodeCitmSeatCategory)),
  .optional("seatMapImage", \.seatMapImage, Encode.string),
  .required("start", \.start, Encode.int),
  .required("venueCode", \.venueCode, Encode.string),
])

let encodeCitmPrice: EncodeFunction<CitmPrice> = Encode.object([
  .required("amount", \.amount, Encode.int),
  .required("audienceSubCategoryId", \.audienceSubCategoryId, Encode.int),
  .required("seatCategoryId", \.seatCategoryId, Encode.int),
])

let encodeCitmSeatCategory: EncodeFunction<CitmSeatCategory> = Encode.object([
  .required("areas", \.areas, Encode.array(encodeCitmArea)),
  .required("seatCategoryId", \.seatCategoryId, Encode.int),
])

let encodeCitmArea: EncodeFunction<CitmArea> = Encode.object([
  .required("areaId", \.areaId, Encode.int),
  .required("blockIds", \.blockIds, Encode.array(Encode.int)),
])

// MARK: - Codecs

let twitterSearchCodec =
  codec(TwitterSearch.init)
  |> required("statuses", \.statuses, .array(statusCodec))
  |> required("search_metadata", \.metadata, searchMetadataCodec)

let searchMetadataCodec =
  codec(SearchMetadata.init)
  |> required("completed_in", \.completedIn, double)
  |> required("max_id", \.maxID, int64)
  |> required("query", \.query, string)
  |> required("count", \.count, int)

let statusCodec =
  codec(Status.init)
  |> required("id", \.id, int64)
  |> required("id_str", \.idString, string)
  |> required("text", \.text, string)
  |> required("created_at", \.createdAt, string)
  |> required("source", \.source, string)
  |> required("truncated", \.truncated, bool)
  |> optional("in_reply_to_status_id", \.inReplyToStatusID, int64)
  |> optional("in_reply_to_user_id", \.inReplyToUserID, int64)
  |> optional("in_reply_to_screen_name", \.inReplyToScreenName, string)
  |> required("user", \.user, twitterUserCodec)
  |> required("retweet_count", \.retweetCount, int)
  |> required("favorite_count", \.favoriteCount, int)
  |> required("favorited", \.favorited, bool)
  |> required("retweeted", \.retweeted, bool)
  |> optional("possibly_sensitive", \.possiblySensitive, bool)
  |> required("lang", \.lang, string)
  |> requiredAt(["entities", "hashtags"], \.hashtags, .array(hashtagCodec))

let twitterUserCodec =
  codec(TwitterUser.init)
  |> required("id", \.id, int64)
  |> required("id_str", \.idString, string)
  |> required("name", \.name, string)
  |> required("screen_name", \.screenName, string)
  |> required("location", \.location, string)
  |> required("description", \.description, string)
  |> optional("url", \.url, string)
  |> required("protected", \.protected, bool)
  |> required("followers_count", \.followersCount, int)
  |> required("friends_count", \.friendsCount, int)
  |> required("listed_count", \.listedCount, int)
  |> required("created_at", \.createdAt, string)
  |> required("favourites_count", \.favouritesCount, int)
  |> optional("utc_offset", \.utcOffset, int)
  |> optional("time_zone", \.timeZone, string)
  |> required("verified", \.verified, bool)
  |> required("statuses_count", \.statusesCount, int)
  |> required("profile_image_url_https", \.profileImageURL, string)

let hashtagCodec =
  codec(Hashtag.init)
  |> required("text", \.text, string)
  |> required("indices", \.indices, array(int))

let featureCollectionCodec =
  codec(FeatureCollection.init)
  |> required("type", \.type, string)
  |> required("features", \.features, .array(featureCodec))

let featureCodec =
  codec(Feature.init)
  |> required("type", \.type, string)
  |> requiredAt(["properties", "name"], \.name, string)
  |> required("geometry", \.geometry, geometryCodec)

let geometryCodec =
  codec(Geometry.init)
  |> required("type", \.type, string)
  |> required("coordinates", \.coordinates, array(array(array(double))))

let citmCatalogCodec =
  codec(CitmCatalog.init)
  |> required("areaNames", \.areaNames, dictionary(string))
  |> required("events", \.events, .dictionary(citmEventCodec))
  |> required("performances", \.performances, .array(citmPerformanceCodec))
  |> required("seatCategoryNames", \.seatCategoryNames, dictionary(string))
  |> required("subTopicNames", \.subTopicNames, dictionary(string))
  |> required("topicNames", \.topicNames, dictionary(string))
  |> required("topicSubTopics", \.topicSubTopics, dictionary(array(int)))
  |> required("venueNames", \.venueNames, dictionary(string))

let citmEventCodec =
  codec(CitmEvent.init)
  |> required("id", \.id, int)
  |> required("name", \.name, string)
  |> optional("description", \.description, string)
  |> optional("logo", \.logo, string)
  |> required("subTopicIds", \.subTopicIds, array(int))
  |> optional("subjectCode", \.subjectCode, string)
  |> optional("subtitle", \.subtitle, string)
  |> required("topicIds", \.topicIds, array(int))

let citmPerformanceCodec =
  codec(CitmPerformance.init)
  |> required("id", \.id, int)
  |> required("eventId", \.eventId, int)
  |> optional("name", \.name, string)
  |> optional("logo", \.logo, string)
  |> required("prices", \.prices, .array(citmPriceCodec))
  |> required("seatCategories", \.seatCategories, .array(citmSeatCategoryCodec))
  |> optional("seatMapImage", \.seatMapImage, string)
  |> required("start", \.start, int)
  |> required("venueCode", \.venueCode, string)

let citmPriceCodec =
  codec(CitmPrice.init)
  |> required("amount", \.amount, int)
  |> required("audienceSubCategoryId", \.audienceSubCategoryId, int)
  |> required("seatCategoryId", \.seatCategoryId, int)

let citmSeatCategoryCodec =
  codec(CitmSeatCategory.init)
  |> required("areas", \.areas, .array(citmAreaCodec))
  |> required("seatCategoryId", \.seatCategoryId, int)

let citmAreaCodec =
  codec(CitmArea.init)
  |> required("areaId", \.areaId, int)
  |> required("blockIds", \.blockIds, array(int))

// big_data: two fields one object down, under `embedded`, share that object; `string`,
// read from the user's name, is written inside `user_opt` only when there is no user to
// write whole (Encode.object's rule for a member and the paths under it).

let encodeTestModel: EncodeFunction<TestModel> = Encode.object([
  .required("numerics", \.numerics, encodeTestModelNumerics),
  .requiredAt(["user_opt", "name"], \.string, Encode.string),
  .required("bool", \.bool, Encode.bool),
  .required("string_array", \.stringArray, Encode.array(Encode.string)),
  .optional("string_array_opt", \.stringArrayOpt, Encode.array(Encode.string)),
  .requiredAt(["embedded", "string_array"], \.eStringArray, Encode.array(Encode.string)),
  .optionalAt(["embedded", "string_array_opt"], \.eStringArrayOpt, Encode.array(Encode.string)),
  .optional("user_opt", \.userOpt, encodeBigDataUser),
  .required("dict", \.dict, Encode.dictionary(Encode.string)),
])

let encodeTestModelNumerics: EncodeFunction<TestModelNumerics> = Encode.object([
  .required("int", \.int, Encode.int),
  .required("int64", \.int64, Encode.int64),
  .required("int64_string", \.int64String, Encode.stringForm()),
  .required("double", \.double, Encode.double),
  .required("float", \.float, Encode.float),
  .optional("int_opt", \.intOpt, Encode.int),
  .required("uint", \.uint, Encode.encodable()),
  .required("uint64", \.uint64, Encode.uint64),
  .required("uint64_string", \.uint64String, Encode.stringForm()),
])

let encodeBigDataUser: EncodeFunction<BigDataUser> = Encode.object([
  .required("id", \.id, Encode.int),
  .required("name", \.name, Encode.string),
  .optional("email", \.email, Encode.string),
])

let bigDataCodec = JSONCodec<[TestModel], [TestModel]>.array(testModelCodec)

let testModelCodec =
  codec(TestModel.init)
  |> required("numerics", \.numerics, testModelNumericsCodec)
  |> requiredAt(["user_opt", "name"], \.string, string)
  |> required("bool", \.bool, bool)
  |> required("string_array", \.stringArray, array(string))
  |> optional("string_array_opt", \.stringArrayOpt, array(string))
  |> requiredAt(["embedded", "string_array"], \.eStringArray, array(string))
  |> optionalAt(["embedded", "string_array_opt"], \.eStringArrayOpt, array(string))
  |> optional("user_opt", \.userOpt, bigDataUserCodec)
  |> required("dict", \.dict, dictionary(string))

let testModelNumericsCodec =
  codec(TestModelNumerics.init)
  |> required("int", \.int, int)
  |> required("int64", \.int64, int64)
  |> required("int64_string", \.int64String, int64, Encode.stringForm()).withSchema(.integerText(Int64.self))
  |> required("double", \.double, double)
  |> required("float", \.float, float)
  |> optional("int_opt", \.intOpt, int)
  |> required("uint", \.uint, UInt.decode)
  |> required("uint64", \.uint64, uint64)
  |> required("uint64_string", \.uint64String, uint64, Encode.stringForm()).withSchema(.integerText(UInt64.self))

let bigDataUserCodec =
  codec(BigDataUser.init)
  |> required("id", \.id, int)
  |> required("name", \.name, string)
  |> optional("email", \.email, string)

extension JSONSchema {
  /// A string of a decimal integer within `T`'s range, as `Encode.stringForm()` writes one
  /// and `Int64.decode` reads one back: `"-42"`, never `"042"`.
  static func integerText<T: FixedWidthInteger>(_ type: T.Type) -> JSONSchema {
    let positive = digitsPattern(atMost: String(T.max))
    guard T.min < 0 else { return .string(pattern: "^(?:\(positive))$") }
    let negative = digitsPattern(atMost: String(String(T.min).dropFirst()))
    return .string(pattern: "^(?:\(positive)|-(?:\(negative)))$")
  }

  /// A regular expression of the decimal texts of 0 to `limit`, without leading zeros: the
  /// shorter ones, then for each digit of `limit` those that share its digits before that one
  /// and have a smaller one there, then `limit` itself.
  private static func digitsPattern(atMost limit: String) -> String {
    let digits = limit.map { Int(String($0))! }
    var alternatives = ["0"]
    if digits.count > 1 { alternatives.append("[1-9][0-9]{0,\(digits.count - 2)}") }
    for (index, digit) in digits.enumerated() {
      let lowest = index == 0 ? 1 : 0
      guard digit - 1 >= lowest else { continue }
      let rest = digits.count - index - 1
      alternatives.append(
        limit.prefix(index) + "[\(lowest)-\(digit - 1)]" + (rest > 0 ? "[0-9]{\(rest)}" : ""))
    }
    alternatives.append(limit)
    return alternatives.joined(separator: "|")
  }
}
