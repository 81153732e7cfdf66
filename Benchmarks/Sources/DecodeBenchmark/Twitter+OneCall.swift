import Decoding
import DecodingPipeline

// twitter.json's models (Twitter.swift) decoded by the one-call forms: every field in one
// call to the model's initializer, with no curried function.

extension OneCall {
  /// `TwitterSearch` of the one-call operators.
  struct TwitterSearch: Equatable, Decodable {
    let statuses: [Status]
    let metadata: SearchMetadata

    static func decode(_ json: JSON) -> Decoded<TwitterSearch> {
      Decoded(
        TwitterSearch.init,
        json <|| "statuses",
        json <| "search_metadata")
    }
  }

  /// `SearchMetadata` of the one-call operators.
  struct SearchMetadata: Equatable, Decodable {
    let completedIn: Double
    let maxID: Int64
    let query: String
    let count: Int

    static func decode(_ json: JSON) -> Decoded<SearchMetadata> {
      Decoded(
        SearchMetadata.init,
        json <| "completed_in",
        json <| "max_id",
        json <| "query",
        json <| "count")
    }
  }

  /// `Status` of the one-call operators.
  struct Status: Equatable, Decodable {
    let id: Int64
    let idString: String
    let text: String
    let createdAt: String
    let source: String
    let truncated: Bool
    let inReplyToStatusID: Int64?
    let inReplyToUserID: Int64?
    let inReplyToScreenName: String?
    let user: TwitterUser
    let retweetCount: Int
    let favoriteCount: Int
    let favorited: Bool
    let retweeted: Bool
    let possiblySensitive: Bool?
    let lang: String
    let hashtags: [Hashtag]

    static func decode(_ json: JSON) -> Decoded<Status> {
      Decoded(
        Status.init,
        json <| "id",
        json <| "id_str",
        json <| "text",
        json <| "created_at",
        json <| "source",
        json <| "truncated",
        json <|? "in_reply_to_status_id",
        json <|? "in_reply_to_user_id",
        json <|? "in_reply_to_screen_name",
        json <| "user",
        json <| "retweet_count",
        json <| "favorite_count",
        json <| "favorited",
        json <| "retweeted",
        json <|? "possibly_sensitive",
        json <| "lang",
        json <|| ["entities", "hashtags"])
    }
  }

  /// `TwitterUser` of the one-call operators.
  struct TwitterUser: Equatable, Decodable {
    let id: Int64
    let idString: String
    let name: String
    let screenName: String
    let location: String
    let description: String
    let url: String?
    let protected: Bool
    let followersCount: Int
    let friendsCount: Int
    let listedCount: Int
    let createdAt: String
    let favouritesCount: Int
    let utcOffset: Int?
    let timeZone: String?
    let verified: Bool
    let statusesCount: Int
    let profileImageURL: String

    static func decode(_ json: JSON) -> Decoded<TwitterUser> {
      Decoded(
        TwitterUser.init,
        json <| "id",
        json <| "id_str",
        json <| "name",
        json <| "screen_name",
        json <| "location",
        json <| "description",
        json <|? "url",
        json <| "protected",
        json <| "followers_count",
        json <| "friends_count",
        json <| "listed_count",
        json <| "created_at",
        json <| "favourites_count",
        json <|? "utc_offset",
        json <|? "time_zone",
        json <| "verified",
        json <| "statuses_count",
        json <| "profile_image_url_https")
    }
  }

  /// `Hashtag` of the one-call operators.
  struct Hashtag: Equatable, Decodable {
    let text: String
    let indices: [Int]

    static func decode(_ json: JSON) -> Decoded<Hashtag> {
      Decoded(
        Hashtag.init,
        json <| "text",
        json <|| "indices")
    }
  }
}

// The one-call pipelines, into the models of Twitter.swift.

let decodeTwitterSearchInOneCall: DecodeFunction<TwitterSearch> = decode(
  TwitterSearch.init,
  required("statuses", array(decodeStatusInOneCall)),
  required("search_metadata", decodeSearchMetadataInOneCall))

let decodeSearchMetadataInOneCall: DecodeFunction<SearchMetadata> = decode(
  SearchMetadata.init,
  required("completed_in", double),
  required("max_id", int64),
  required("query", string),
  required("count", int))

let decodeStatusInOneCall: DecodeFunction<Status> = decode(
  Status.init,
  required("id", int64),
  required("id_str", string),
  required("text", string),
  required("created_at", string),
  required("source", string),
  required("truncated", bool),
  optional("in_reply_to_status_id", int64),
  optional("in_reply_to_user_id", int64),
  optional("in_reply_to_screen_name", string),
  required("user", decodeTwitterUserInOneCall),
  required("retweet_count", int),
  required("favorite_count", int),
  required("favorited", bool),
  required("retweeted", bool),
  optional("possibly_sensitive", bool),
  required("lang", string),
  requiredAt(["entities", "hashtags"], array(decodeHashtagInOneCall)))

let decodeTwitterUserInOneCall: DecodeFunction<TwitterUser> = decode(
  TwitterUser.init,
  required("id", int64),
  required("id_str", string),
  required("name", string),
  required("screen_name", string),
  required("location", string),
  required("description", string),
  optional("url", string),
  required("protected", bool),
  required("followers_count", int),
  required("friends_count", int),
  required("listed_count", int),
  required("created_at", string),
  required("favourites_count", int),
  optional("utc_offset", int),
  optional("time_zone", string),
  required("verified", bool),
  required("statuses_count", int),
  required("profile_image_url_https", string))

let decodeHashtagInOneCall: DecodeFunction<Hashtag> = decode(
  Hashtag.init,
  required("text", string),
  required("indices", array(int)))
