import Testing

@testable import DecodingGenerator

@Test(arguments: [
  ("id", "id"),
  ("id_str", "idStr"),
  ("in_reply_to_user_id", "inReplyToUserID"),
  ("profile-image-url", "profileImageURL"),
  ("profileImageURL", "profileImageURL"),
  ("URLString", "urlString"),
  ("subTopicIds", "subTopicIDs"),
  ("user_ids", "userIDs"),
  ("realBool", "realBool"),
  ("SCREAMING_CASE", "screamingCase"),
  ("__private", "private"),
  ("@type", "type"),
  ("$ref", "ref"),
  ("2fa_enabled", "_2faEnabled"),
  ("123", "_123"),
  ("utf8String", "utf8String"),
  ("café au lait", "cafeAuLait"),
  ("日本", "unnamed"),
  ("", "unnamed"),
  ("a.b.c", "aBC"),
])
func propertyNames(key: String, name: String) {
  #expect(SwiftName.property(for: key) == name)
}

@Test(arguments: [
  ("default", "`default`"),
  ("self", "`self`"),
  ("init", "`init`"),
  ("protocol", "`protocol`"),
  ("type", "type"),
  ("description", "description"),
])
func keywordsAreEscaped(name: String, escaped: String) {
  #expect(SwiftName.escaped(name) == escaped)
}

@Test(arguments: [
  ("user", false, "User"),
  ("search_metadata", false, "SearchMetadata"),
  ("url", false, "URL"),
  ("user_ids", false, "UserIDs"),
  ("statuses", true, "Status"),
  ("user_mentions", true, "UserMention"),
  ("categories", true, "Category"),
  ("addresses", true, "Address"),
  ("boxes", true, "Box"),
  ("matches", true, "Match"),
  ("people", true, "Person"),
  ("coordinates", true, "Coordinate"),
  ("media", true, "MediaItem"),
  ("data", true, "DataItem"),
  ("status", true, "StatusItem"),
  ("list", true, "ListItem"),
  ("urls", true, "URL"),
  ("seatCategories", true, "SeatCategory"),
  ("sizes", true, "Size"),
  ("movies", true, "Movie"),
  ("3d_models", true, "_3dModel"),
])
func typeNames(key: String, singular: Bool, name: String) {
  #expect(SwiftName.type(for: key, singular: singular) == name)
}

@Test(arguments: [("Root", "RootItem"), ("Users", "User"), ("Titles", "Title")])
func rootElementTypeNames(root: String, element: String) {
  #expect(SwiftName.elementType(ofRoot: root) == element)
}

@Test(arguments: [
  ("User", true), ("Twitter", true), ("_Private", true), ("user", true), ("Data", false), ("URL", false),
  ("JSON", false), ("Self", false), ("2Fast", false), ("A B", false), ("", false), ("Café", false),
])
func rootTypeNames(name: String, isValid: Bool) {
  #expect(SwiftName.isValidTypeName(name) == isValid)
}
