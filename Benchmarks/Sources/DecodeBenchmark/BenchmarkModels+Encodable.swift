// The `encode(to:)` of the models whose `init(from:)` is written by hand: each writes what
// its `init(from:)` reads, so that encoding a model and decoding the text gives it back.
// The other models' conformances are synthesised.

extension Status {
  func encode(to encoder: any Swift.Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(idString, forKey: .idString)
    try container.encode(text, forKey: .text)
    try container.encode(createdAt, forKey: .createdAt)
    try container.encode(source, forKey: .source)
    try container.encode(truncated, forKey: .truncated)
    try container.encodeIfPresent(inReplyToStatusID, forKey: .inReplyToStatusID)
    try container.encodeIfPresent(inReplyToUserID, forKey: .inReplyToUserID)
    try container.encodeIfPresent(inReplyToScreenName, forKey: .inReplyToScreenName)
    try container.encode(user, forKey: .user)
    try container.encode(retweetCount, forKey: .retweetCount)
    try container.encode(favoriteCount, forKey: .favoriteCount)
    try container.encode(favorited, forKey: .favorited)
    try container.encode(retweeted, forKey: .retweeted)
    try container.encodeIfPresent(possiblySensitive, forKey: .possiblySensitive)
    try container.encode(lang, forKey: .lang)
    var entities = container.nestedContainer(keyedBy: EntitiesKeys.self, forKey: .entities)
    try entities.encode(hashtags, forKey: .hashtags)
  }
}

extension Feature {
  func encode(to encoder: any Swift.Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(type, forKey: .type)
    var properties = container.nestedContainer(keyedBy: PropertiesKeys.self, forKey: .properties)
    try properties.encode(name, forKey: .name)
    try container.encode(geometry, forKey: .geometry)
  }
}

extension TestModel {
  func encode(to encoder: any Swift.Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(numerics, forKey: .numerics)
    try container.encode(bool, forKey: .bool)
    try container.encode(stringArray, forKey: .stringArray)
    try container.encodeIfPresent(stringArrayOpt, forKey: .stringArrayOpt)
    var embedded = container.nestedContainer(keyedBy: EmbeddedKeys.self, forKey: .embedded)
    try embedded.encode(eStringArray, forKey: .stringArray)
    try embedded.encodeIfPresent(eStringArrayOpt, forKey: .stringArrayOpt)
    // `string` is read from the user's name, so it is written there.
    if let userOpt {
      try container.encode(userOpt, forKey: .userOpt)
    } else {
      var user = container.nestedContainer(keyedBy: UserKeys.self, forKey: .userOpt)
      try user.encode(string, forKey: .name)
    }
    try container.encode(dict, forKey: .dict)
  }
}

extension TestModelNumerics {
  func encode(to encoder: any Swift.Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(int, forKey: .int)
    try container.encode(int64, forKey: .int64)
    try container.encode(String(int64String), forKey: .int64String)
    try container.encode(double, forKey: .double)
    try container.encode(float, forKey: .float)
    try container.encodeIfPresent(intOpt, forKey: .intOpt)
    try container.encode(uint, forKey: .uint)
    try container.encode(uint64, forKey: .uint64)
    try container.encode(String(uint64String), forKey: .uint64String)
  }
}
