import Curry
import Decoding
import DecodingPipeline

// twitter.json: a search result of 100 statuses, each with its user and entities.
// The model reads the fields an app would show; the rest of each status is skipped
// by all three decoders alike.

/// The whole document: the statuses and the search's metadata.
struct TwitterSearch: Equatable, Decodable, Swift.Decodable, Swift.Encodable {
  let statuses: [Status]
  let metadata: SearchMetadata

  enum CodingKeys: String, CodingKey {
    case statuses
    case metadata = "search_metadata"
  }

  static func decode(_ json: JSON) -> Decoded<TwitterSearch> {
    curry(TwitterSearch.init)
      <^> json <|| "statuses"
      <*> json <| "search_metadata"
  }
}

/// `search_metadata`: a `Double`, an `Int64` and text.
struct SearchMetadata: Equatable, Decodable, Swift.Decodable, Swift.Encodable {
  let completedIn: Double
  let maxID: Int64
  let query: String
  let count: Int

  enum CodingKeys: String, CodingKey {
    case completedIn = "completed_in"
    case maxID = "max_id"
    case query
    case count
  }

  static func decode(_ json: JSON) -> Decoded<SearchMetadata> {
    curry(SearchMetadata.init)
      <^> json <| "completed_in"
      <*> json <| "max_id"
      <*> json <| "query"
      <*> json <| "count"
  }
}

/// One tweet: `Int64` ids, optional replies, a nested user, hashtags from `entities`.
struct Status: Equatable, Decodable, Swift.Decodable, Swift.Encodable {
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

  enum CodingKeys: String, CodingKey {
    case id
    case idString = "id_str"
    case text
    case createdAt = "created_at"
    case source
    case truncated
    case inReplyToStatusID = "in_reply_to_status_id"
    case inReplyToUserID = "in_reply_to_user_id"
    case inReplyToScreenName = "in_reply_to_screen_name"
    case user
    case retweetCount = "retweet_count"
    case favoriteCount = "favorite_count"
    case favorited
    case retweeted
    case possiblySensitive = "possibly_sensitive"
    case lang
    case entities
  }

  enum EntitiesKeys: String, CodingKey {
    case hashtags
  }

  static func decode(_ json: JSON) -> Decoded<Status> {
    curry(Status.init)
      <^> json <| "id"
      <*> json <| "id_str"
      <*> json <| "text"
      <*> json <| "created_at"
      <*> json <| "source"
      <*> json <| "truncated"
      <*> json <|? "in_reply_to_status_id"
      <*> json <|? "in_reply_to_user_id"
      <*> json <|? "in_reply_to_screen_name"
      <*> json <| "user"
      <*> json <| "retweet_count"
      <*> json <| "favorite_count"
      <*> json <| "favorited"
      <*> json <| "retweeted"
      <*> json <|? "possibly_sensitive"
      <*> json <| "lang"
      <*> json <|| ["entities", "hashtags"]
  }
}

extension Status {
  // Written by hand only because the hashtags sit one level down, in `entities`.
  init(from decoder: any Swift.Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int64.self, forKey: .id)
    idString = try container.decode(String.self, forKey: .idString)
    text = try container.decode(String.self, forKey: .text)
    createdAt = try container.decode(String.self, forKey: .createdAt)
    source = try container.decode(String.self, forKey: .source)
    truncated = try container.decode(Bool.self, forKey: .truncated)
    inReplyToStatusID = try container.decodeIfPresent(Int64.self, forKey: .inReplyToStatusID)
    inReplyToUserID = try container.decodeIfPresent(Int64.self, forKey: .inReplyToUserID)
    inReplyToScreenName = try container.decodeIfPresent(String.self, forKey: .inReplyToScreenName)
    user = try container.decode(TwitterUser.self, forKey: .user)
    retweetCount = try container.decode(Int.self, forKey: .retweetCount)
    favoriteCount = try container.decode(Int.self, forKey: .favoriteCount)
    favorited = try container.decode(Bool.self, forKey: .favorited)
    retweeted = try container.decode(Bool.self, forKey: .retweeted)
    possiblySensitive = try container.decodeIfPresent(Bool.self, forKey: .possiblySensitive)
    lang = try container.decode(String.self, forKey: .lang)
    let entities = try container.nestedContainer(keyedBy: EntitiesKeys.self, forKey: .entities)
    hashtags = try entities.decode([Hashtag].self, forKey: .hashtags)
  }
}

/// The author of a status.
struct TwitterUser: Equatable, Decodable, Swift.Decodable, Swift.Encodable {
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

  enum CodingKeys: String, CodingKey {
    case id
    case idString = "id_str"
    case name
    case screenName = "screen_name"
    case location
    case description
    case url
    case protected
    case followersCount = "followers_count"
    case friendsCount = "friends_count"
    case listedCount = "listed_count"
    case createdAt = "created_at"
    case favouritesCount = "favourites_count"
    case utcOffset = "utc_offset"
    case timeZone = "time_zone"
    case verified
    case statusesCount = "statuses_count"
    case profileImageURL = "profile_image_url_https"
  }

  static func decode(_ json: JSON) -> Decoded<TwitterUser> {
    curry(TwitterUser.init)
      <^> json <| "id"
      <*> json <| "id_str"
      <*> json <| "name"
      <*> json <| "screen_name"
      <*> json <| "location"
      <*> json <| "description"
      <*> json <|? "url"
      <*> json <| "protected"
      <*> json <| "followers_count"
      <*> json <| "friends_count"
      <*> json <| "listed_count"
      <*> json <| "created_at"
      <*> json <| "favourites_count"
      <*> json <|? "utc_offset"
      <*> json <|? "time_zone"
      <*> json <| "verified"
      <*> json <| "statuses_count"
      <*> json <| "profile_image_url_https"
  }
}

/// A hashtag of a status, with where it sits in the text.
struct Hashtag: Equatable, Decodable, Swift.Decodable, Swift.Encodable {
  let text: String
  let indices: [Int]

  static func decode(_ json: JSON) -> Decoded<Hashtag> {
    curry(Hashtag.init)
      <^> json <| "text"
      <*> json <|| "indices"
  }
}

// The same models as pipelines.

let decodeTwitterSearch: DecodeFunction<TwitterSearch> =
  decode(TwitterSearch.init)
  |> required("statuses", array(decodeStatus))
  |> required("search_metadata", decodeSearchMetadata)

let decodeSearchMetadata: DecodeFunction<SearchMetadata> =
  decode(SearchMetadata.init)
  |> required("completed_in", double)
  |> required("max_id", int64)
  |> required("query", string)
  |> required("count", int)

let decodeStatus: DecodeFunction<Status> =
  decode(Status.init)
  |> required("id", int64)
  |> required("id_str", string)
  |> required("text", string)
  |> required("created_at", string)
  |> required("source", string)
  |> required("truncated", bool)
  |> optional("in_reply_to_status_id", int64)
  |> optional("in_reply_to_user_id", int64)
  |> optional("in_reply_to_screen_name", string)
  |> required("user", decodeTwitterUser)
  |> required("retweet_count", int)
  |> required("favorite_count", int)
  |> required("favorited", bool)
  |> required("retweeted", bool)
  |> optional("possibly_sensitive", bool)
  |> required("lang", string)
  |> requiredAt(["entities", "hashtags"], array(decodeHashtag))

let decodeTwitterUser: DecodeFunction<TwitterUser> =
  decode(TwitterUser.init)
  |> required("id", int64)
  |> required("id_str", string)
  |> required("name", string)
  |> required("screen_name", string)
  |> required("location", string)
  |> required("description", string)
  |> optional("url", string)
  |> required("protected", bool)
  |> required("followers_count", int)
  |> required("friends_count", int)
  |> required("listed_count", int)
  |> required("created_at", string)
  |> required("favourites_count", int)
  |> optional("utc_offset", int)
  |> optional("time_zone", string)
  |> required("verified", bool)
  |> required("statuses_count", int)
  |> required("profile_image_url_https", string)

let decodeHashtag: DecodeFunction<Hashtag> =
  decode(Hashtag.init)
  |> required("text", string)
  |> required("indices", array(int))
