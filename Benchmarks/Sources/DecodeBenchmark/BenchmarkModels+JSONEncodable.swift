import Decoding

// The operator style's way back: each model is `JSONEncodable`, with Ogra's `encode()`
// (a `JSON` tree) and an `encode(to:)` that writes straight to bytes, the one the benchmark
// times. Both write the members the decoders read, under the same keys, in the same order.

extension TwitterSearch: JSONEncodable {
  func encode() -> JSON {
    .object(encoding: ["statuses": statuses, "search_metadata": metadata])
  }

  func encode(to output: inout JSONOutput) throws {
    try output.writeObject { object in
      try object.member("statuses", statuses)
      try object.member("search_metadata", metadata)
    }
  }
}

extension SearchMetadata: JSONEncodable {
  func encode() -> JSON {
    .object(encoding: ["completed_in": completedIn, "max_id": maxID, "query": query, "count": count])
  }

  func encode(to output: inout JSONOutput) throws {
    try output.writeObject { object in
      try object.member("completed_in", completedIn)
      try object.member("max_id", maxID)
      try object.member("query", query)
      try object.member("count", count)
    }
  }
}

extension Status: JSONEncodable {
  func encode() -> JSON {
    .object(encoding: [
      "id": id, "id_str": idString, "text": text, "created_at": createdAt, "source": source, "truncated": truncated,
      "in_reply_to_status_id": inReplyToStatusID, "in_reply_to_user_id": inReplyToUserID,
      "in_reply_to_screen_name": inReplyToScreenName, "user": user, "retweet_count": retweetCount,
      "favorite_count": favoriteCount, "favorited": favorited, "retweeted": retweeted,
      "possibly_sensitive": possiblySensitive, "lang": lang, "entities": JSON.object(encoding: ["hashtags": hashtags]),
    ])
  }

  func encode(to output: inout JSONOutput) throws {
    try output.writeObject { object in
      try object.member("id", id)
      try object.member("id_str", idString)
      try object.member("text", text)
      try object.member("created_at", createdAt)
      try object.member("source", source)
      try object.member("truncated", truncated)
      try object.member("in_reply_to_status_id", inReplyToStatusID)
      try object.member("in_reply_to_user_id", inReplyToUserID)
      try object.member("in_reply_to_screen_name", inReplyToScreenName)
      try object.member("user", user)
      try object.member("retweet_count", retweetCount)
      try object.member("favorite_count", favoriteCount)
      try object.member("favorited", favorited)
      try object.member("retweeted", retweeted)
      try object.member("possibly_sensitive", possiblySensitive)
      try object.member("lang", lang)
      try object.member("entities") { entities in
        try entities.writeObject { try $0.member("hashtags", hashtags) }
      }
    }
  }
}

extension TwitterUser: JSONEncodable {
  func encode() -> JSON {
    .object(encoding: [
      "id": id, "id_str": idString, "name": name, "screen_name": screenName, "location": location,
      "description": description, "url": url, "protected": protected, "followers_count": followersCount,
      "friends_count": friendsCount, "listed_count": listedCount, "created_at": createdAt,
      "favourites_count": favouritesCount, "utc_offset": utcOffset, "time_zone": timeZone, "verified": verified,
      "statuses_count": statusesCount, "profile_image_url_https": profileImageURL,
    ])
  }

  func encode(to output: inout JSONOutput) throws {
    try output.writeObject { object in
      try object.member("id", id)
      try object.member("id_str", idString)
      try object.member("name", name)
      try object.member("screen_name", screenName)
      try object.member("location", location)
      try object.member("description", description)
      try object.member("url", url)
      try object.member("protected", protected)
      try object.member("followers_count", followersCount)
      try object.member("friends_count", friendsCount)
      try object.member("listed_count", listedCount)
      try object.member("created_at", createdAt)
      try object.member("favourites_count", favouritesCount)
      try object.member("utc_offset", utcOffset)
      try object.member("time_zone", timeZone)
      try object.member("verified", verified)
      try object.member("statuses_count", statusesCount)
      try object.member("profile_image_url_https", profileImageURL)
    }
  }
}

extension Hashtag: JSONEncodable {
  func encode() -> JSON {
    .object(encoding: ["text": text, "indices": indices])
  }

  func encode(to output: inout JSONOutput) throws {
    try output.writeObject { object in
      try object.member("text", text)
      try object.member("indices", indices)
    }
  }
}

extension FeatureCollection: JSONEncodable {
  func encode() -> JSON {
    .object(encoding: ["type": type, "features": features])
  }

  func encode(to output: inout JSONOutput) throws {
    try output.writeObject { object in
      try object.member("type", type)
      try object.member("features", features)
    }
  }
}

extension Feature: JSONEncodable {
  func encode() -> JSON {
    .object(encoding: ["type": type, "properties": JSON.object(encoding: ["name": name]), "geometry": geometry])
  }

  func encode(to output: inout JSONOutput) throws {
    try output.writeObject { object in
      try object.member("type", type)
      try object.member("properties") { properties in try properties.writeObject { try $0.member("name", name) } }
      try object.member("geometry", geometry)
    }
  }
}

extension Geometry: JSONEncodable {
  func encode() -> JSON {
    .object(encoding: ["type": type, "coordinates": coordinates])
  }

  func encode(to output: inout JSONOutput) throws {
    try output.writeObject { object in
      try object.member("type", type)
      try object.member("coordinates", coordinates)
    }
  }
}

extension CitmCatalog: JSONEncodable {
  func encode() -> JSON {
    .object(encoding: [
      "areaNames": areaNames, "events": events, "performances": performances, "seatCategoryNames": seatCategoryNames,
      "subTopicNames": subTopicNames, "topicNames": topicNames, "topicSubTopics": topicSubTopics,
      "venueNames": venueNames,
    ])
  }

  func encode(to output: inout JSONOutput) throws {
    try output.writeObject { object in
      try object.member("areaNames", areaNames)
      try object.member("events", events)
      try object.member("performances", performances)
      try object.member("seatCategoryNames", seatCategoryNames)
      try object.member("subTopicNames", subTopicNames)
      try object.member("topicNames", topicNames)
      try object.member("topicSubTopics", topicSubTopics)
      try object.member("venueNames", venueNames)
    }
  }
}

extension CitmEvent: JSONEncodable {
  func encode() -> JSON {
    .object(encoding: [
      "id": id, "name": name, "description": description, "logo": logo, "subTopicIds": subTopicIds,
      "subjectCode": subjectCode, "subtitle": subtitle, "topicIds": topicIds,
    ])
  }

  func encode(to output: inout JSONOutput) throws {
    try output.writeObject { object in
      try object.member("id", id)
      try object.member("name", name)
      try object.member("description", description)
      try object.member("logo", logo)
      try object.member("subTopicIds", subTopicIds)
      try object.member("subjectCode", subjectCode)
      try object.member("subtitle", subtitle)
      try object.member("topicIds", topicIds)
    }
  }
}

extension CitmPerformance: JSONEncodable {
  func encode() -> JSON {
    .object(encoding: [
      "id": id, "eventId": eventId, "name": name, "logo": logo, "prices": prices, "seatCategories": seatCategories,
      "seatMapImage": seatMapImage, "start": start, "venueCode": venueCode,
    ])
  }

  func encode(to output: inout JSONOutput) throws {
    try output.writeObject { object in
      try object.member("id", id)
      try object.member("eventId", eventId)
      try object.member("name", name)
      try object.member("logo", logo)
      try object.member("prices", prices)
      try object.member("seatCategories", seatCategories)
      try object.member("seatMapImage", seatMapImage)
      try object.member("start", start)
      try object.member("venueCode", venueCode)
    }
  }
}

extension CitmPrice: JSONEncodable {
  func encode() -> JSON {
    .object(encoding: [
      "amount": amount, "audienceSubCategoryId": audienceSubCategoryId, "seatCategoryId": seatCategoryId,
    ])
  }

  func encode(to output: inout JSONOutput) throws {
    try output.writeObject { object in
      try object.member("amount", amount)
      try object.member("audienceSubCategoryId", audienceSubCategoryId)
      try object.member("seatCategoryId", seatCategoryId)
    }
  }
}

extension CitmSeatCategory: JSONEncodable {
  func encode() -> JSON {
    .object(encoding: ["areas": areas, "seatCategoryId": seatCategoryId])
  }

  func encode(to output: inout JSONOutput) throws {
    try output.writeObject { object in
      try object.member("areas", areas)
      try object.member("seatCategoryId", seatCategoryId)
    }
  }
}

extension CitmArea: JSONEncodable {
  func encode() -> JSON {
    .object(encoding: ["areaId": areaId, "blockIds": blockIds])
  }

  func encode(to output: inout JSONOutput) throws {
    try output.writeObject { object in
      try object.member("areaId", areaId)
      try object.member("blockIds", blockIds)
    }
  }
}

// big_data's `string` is read from the user's name, so it is written there: inside
// `user_opt`, which the user writes whole when there is one.

extension TestModel: JSONEncodable {
  func encode() -> JSON {
    .object(encoding: [
      "numerics": numerics, "user_opt": userOpt?.encode() ?? JSON.object(encoding: ["name": string]), "bool": bool,
      "string_array": stringArray, "string_array_opt": stringArrayOpt,
      "embedded": JSON.object(encoding: ["string_array": eStringArray, "string_array_opt": eStringArrayOpt]),
      "dict": dict,
    ])
  }

  func encode(to output: inout JSONOutput) throws {
    try output.writeObject { object in
      try object.member("numerics", numerics)
      if let userOpt {
        try object.member("user_opt", userOpt)
      } else {
        try object.member("user_opt") { user in try user.writeObject { try $0.member("name", string) } }
      }
      try object.member("bool", bool)
      try object.member("string_array", stringArray)
      try object.member("string_array_opt", stringArrayOpt)
      try object.member("embedded") { embedded in
        try embedded.writeObject { object in
          try object.member("string_array", eStringArray)
          try object.member("string_array_opt", eStringArrayOpt)
        }
      }
      try object.member("dict", dict)
    }
  }
}

extension TestModelNumerics: JSONEncodable {
  func encode() -> JSON {
    .object(encoding: [
      "int": int, "int64": int64, "int64_string": String(int64String), "double": double, "float": float,
      "int_opt": intOpt, "uint": uint, "uint64": uint64, "uint64_string": String(uint64String),
    ])
  }

  func encode(to output: inout JSONOutput) throws {
    try output.writeObject { object in
      try object.member("int", int)
      try object.member("int64", int64)
      try object.member("int64_string", String(int64String))
      try object.member("double", double)
      try object.member("float", float)
      try object.member("int_opt", intOpt)
      try object.member("uint", uint)
      try object.member("uint64", uint64)
      try object.member("uint64_string", String(uint64String))
    }
  }
}

extension BigDataUser: JSONEncodable {
  func encode() -> JSON {
    .object(encoding: ["id": id, "name": name, "email": email])
  }

  func encode(to output: inout JSONOutput) throws {
    try output.writeObject { object in
      try object.member("id", id)
      try object.member("name", name)
      try object.member("email", email)
    }
  }
}
