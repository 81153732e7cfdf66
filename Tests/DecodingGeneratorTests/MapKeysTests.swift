import Testing

@testable import DecodingGenerator

@Test(arguments: [
  ("138586341", true),
  ("-1", true),
  ("0", true),
  ("8c2e0e4a-3f4b-4d59-9b8e-2b1a2d3c4e5f", true),
  ("8C2E0E4A-3F4B-4D59-9B8E-2B1A2D3C4E5F", true),
  ("5f2b6c1e9d3a4b7c8e0f1a2b", true),
  ("deadbeefdeadbeef", false),
  ("5f2b6c1e", false),
  ("user_1", false),
  ("-", false),
  ("1.5", false),
  ("", false),
  ("PLEYEL_PLEYEL", false),
])
func idLikeKeys(key: String, isIDLike: Bool) {
  #expect(MapKeys.isIDLike(key) == isIDLike)
}

@Test func anObjectIsAMapOnlyWhenEveryKeyIsIDLike() {
  #expect(MapKeys.areMapKeys(["1", "2"]))
  #expect(!MapKeys.areMapKeys(["1", "name"]))
  #expect(!MapKeys.areMapKeys([]))
}
