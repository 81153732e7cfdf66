/// The documents the demo decodes, as a client would receive them from an API.
public enum SampleDocuments {
  /// A page of a user listing: nested objects, optional and `null` fields, arrays, dates and a URL.
  public static let usersPage = #"""
    {
      "data": {
        "users": [
          {
            "id": 1,
            "name": "Ada Lovelace",
            "email": "ada@example.com",
            "role": "admin",
            "joined_at": "2024-03-01T09:30:00Z",
            "tags": ["math", "engines"],
            "profile": {
              "bio": "Wrote the first program.",
              "website": "https://ada.example.com",
              "location": "London"
            }
          },
          {
            "id": 2,
            "name": "Grace Hopper",
            "email": null,
            "role": "member",
            "joined_at": "2024-04-15T17:05:00Z",
            "tags": [],
            "profile": {
              "bio": null,
              "location": "Arlington"
            }
          }
        ]
      },
      "meta": {
        "page": 1,
        "per_page": 2,
        "total": 5,
        "next_cursor": "c2VyaWFsOjI="
      }
    }
    """#

  /// The same listing with five mistakes a real API makes: a wrong type, an unknown
  /// enum value, a bad date, a missing key in a nested object, and a bad array element.
  public static let brokenUsersPage = #"""
    {
      "data": {
        "users": [
          {
            "id": "1",
            "name": "Ada Lovelace",
            "email": "ada@example.com",
            "role": "owner",
            "joined_at": "2024-03-01T09:30:00Z",
            "tags": ["math", "engines"],
            "profile": {"bio": "Wrote the first program.", "location": "London"}
          },
          {
            "id": 2,
            "name": "Grace Hopper",
            "email": 42,
            "role": "member",
            "joined_at": "yesterday",
            "tags": ["navy", 1906],
            "profile": {"bio": null, "location": "Arlington"}
          }
        ]
      },
      "meta": {"page": 1, "per_page": 2, "next_cursor": null}
    }
    """#

  /// A response mistyped by hand: the comma after `"id": 1` on line 5 is missing.
  public static let malformedUsersPage = #"""
    {
      "data": {
        "users": [
          {
            "id": 1
            "name": "Ada Lovelace"
          }
        ]
      }
    }
    """#
}
