import Decoding
import DecodingPipeline
import Foundation

// The same models decoded in the pipeline style: decoders are values, one line per field.

/// Decodes a page of the listing: `decode(UsersPage.init) |> requiredAt(["data", "users"], array(decodeUser)) |> …`.
public let decodeUsersPage: DecodeFunction<UsersPage> =
  decode(UsersPage.init)
  |> requiredAt(["data", "users"], array(decodeUser))
  |> required("meta", decodePage)

/// Decodes a user; `Role.decode`, an operator-style decoder, works as a field decoder as it is.
public let decodeUser: DecodeFunction<User> =
  decode(User.init)
  |> required("id", int)
  |> required("name", string)
  |> optional("email", string)
  |> required("role", Role.decode)
  |> required("joined_at", date(.iso8601))
  |> required("tags", array(string))
  |> required("profile", decodeProfile)

/// Decodes a profile, whose fields are all optional.
public let decodeProfile: DecodeFunction<Profile> =
  decode(Profile.init)
  |> optional("bio", string)
  |> optional("website", url)
  |> optional("location", string)

/// Decodes the `meta` object of a listing.
public let decodePage: DecodeFunction<Page> =
  decode(Page.init)
  |> required("page", int)
  |> required("per_page", int)
  |> required("total", int)
  |> optional("next_cursor", string)
