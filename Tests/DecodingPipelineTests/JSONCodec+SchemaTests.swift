import Decoding
import DecodingPipeline
import Foundation
import Testing

// A codec's JSON Schema, as exact text: every item of the vocabulary, models under `$defs`,
// recursion, and strict mode's subset for structured outputs with the rules its guide publishes.

private enum Role: String, CaseIterable, JSONEncodable, Sendable {
  case admin, member
}

private struct Point: JSONEncodable, Sendable {
  let x: Int
  func encode() -> JSON { ["x": .number(JSONNumber(x))] }
}

private struct Author: Sendable {
  let id: Int
  let name: String
}

private let authorCodec = codec(Author.init, required("id", \.id, int), required("name", \.name, string))
private let authorIDCodec = codec({ Author(id: $0, name: "") }, required("id", \.id, int))

private struct Account: Sendable {
  let id: Int
  let name: String
  let email: String?
  let role: Role
  let tags: [String]
  let retries: Int
  let theme: String
  let version: Int
  let note: String?
  let author: Author
  let editors: [Author]
}

private let accountCodec = codec(
  Account.init,
  required("id", \.id, int),
  required("name", \.name, string).described("The name the account shows."),
  optional("email", \.email, string).examples(["ada@example.com"]),
  required("role", \.role, rawRepresentable(Role.self)),
  required("tags", \.tags, array(string)),
  defaulted("retries", \.retries, int, 3),
  defaulted("theme", \.theme, string, "light", orNull: true),
  requiredAt(["meta", "version"], \.version, int),
  optionalAt(["meta", "note"], \.note, string),
  required("author", \.author, authorCodec),
  required("editors", \.editors, .array(authorCodec))
)
.described("An account.")

private struct Folder: Sendable {
  let name: String
  let children: [Folder]
}

private let folderCodec: JSONCodec<Folder, Folder> = codec(
  Folder.init,
  required("name", \.name, string),
  required("children", \.children, .array(.lazy { folderCodec }))
)

private struct Shelf: Sendable {
  let folder: Folder
  let spare: Folder?
}

private let shelfCodec = codec(
  Shelf.init, required("folder", \.folder, folderCodec), optional("spare", \.spare, folderCodec))

/// The schema `schema` is written as, without the `$schema` keyword every full schema starts with.
private func written(_ schema: JSONSchema, _ options: JSONSchemaOptions = .standard) throws -> String {
  let codec = JSONCodec<JSON, JSON>(decode: json, encode: Encode.json).withSchema(schema)
  var document = try codec.schema(options)
  if case .object(var members) = document {
    members["$schema"] = nil
    document = .object(members)
  }
  return try document.encodedString()
}

@Suite struct JSONCodecSchemaTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let schema: JSONSchema
    let options: JSONSchemaOptions
    let expected: String
    var testDescription: String { name }

    init(_ name: String, _ schema: JSONSchema, _ expected: String) {
      self.init(name, schema, .standard, expected)
    }

    init(_ name: String, _ schema: JSONSchema, _ options: JSONSchemaOptions, _ expected: String) {
      self.name = name
      self.schema = schema
      self.options = options
      self.expected = expected
    }
  }

  static let vocabulary: [Case] = [
    Case("Int8", .of(Int8.self), ##"{"type":"integer","minimum":-128,"maximum":127}"##),
    Case("UInt64", .of(UInt64.self), ##"{"type":"integer","minimum":0,"maximum":18446744073709551615}"##),
    Case("Int", .of(Int.self), ##"{"type":"integer","minimum":-9223372036854775808,"maximum":9223372036854775807}"##),
    Case("Double", .of(Double.self), ##"{"type":"number"}"##),
    Case(
      "Float", .of(Float.self),
      ##"{"oneOf":[{"type":"integer","const":0},{"type":"number","minimum":1e-45,"maximum":3.4028235e+38},"##
        + ##"{"type":"number","minimum":-3.4028235e+38,"maximum":-1e-45}]}"##),
    Case(
      "Decimal", .of(Decimal.self),
      ##"{"oneOf":[{"type":"integer","const":0},{"type":"number","minimum":1e-90,"maximum":9.999999999999998e126},"##
        + ##"{"type":"number","minimum":-9.999999999999998e126,"maximum":-1e-90}]}"##),
    Case("Bool", .of(Bool.self), ##"{"type":"boolean"}"##),
    Case("String", .of(String.self), ##"{"type":"string"}"##),
    Case("URL", .of(URL.self), ##"{"type":"string","format":"uri"}"##),
    Case(
      "UUID", .of(UUID.self),
      ##"{"type":"string","format":"uuid","pattern":"^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$"}"##
    ),
    Case(
      "Data", .of(Data.self),
      ##"{"type":"string","pattern":"^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$","contentEncoding":"base64"}"##
    ),
    Case("JSON", .of(JSON.self), ##"{}"##),
    Case("Date", .of(Date.self), ##"{"type":"string","format":"date-time"}"##),
    Case(
      "Date in milliseconds", .of(Date.self), JSONSchemaOptions(dates: .millisecondsSince1970),
      ##"{"type":"number","minimum":-62135596800000,"exclusiveMaximum":253402300800000}"##),
    Case(
      "date(.secondsSinceReferenceDate)", .date(.secondsSinceReferenceDate),
      ##"{"type":"number","minimum":-63113904000,"exclusiveMaximum":252423993600}"##),
    Case("optional", .of(String?.self), ##"{"type":["string","null"]}"##),
    Case("enum", .of(Role.self), ##"{"type":"string","enum":["admin","member"]}"##),
    Case("nullable enum", .of(Role?.self), ##"{"type":["string","null"],"enum":["admin","member",null]}"##),
    Case("array", .of([Role].self), ##"{"type":"array","items":{"type":"string","enum":["admin","member"]}}"##),
    Case("dictionary", .of([String: Bool].self), ##"{"type":"object","additionalProperties":{"type":"boolean"}}"##),
    Case(
      "a type with no schema", .of(Point.self),
      ##"{"description":"Point has no schema the library knows: conform it to JSONSchemaProviding, or give the field its codec."}"##
    ),
    Case(
      "description and examples", .string.described("A name.").examples(["Ada"]),
      ##"{"description":"A name.","type":"string","examples":["Ada"]}"##),
    Case(
      "nullable model", .nullable(.of(authorCodec)),
      ##"{"anyOf":[{"$ref":"#/$defs/Author"},{"type":"null"}],"$defs":{"Author":{"type":"object","properties":"##
        + ##"{"id":{"type":"integer","minimum":-9223372036854775808,"maximum":9223372036854775807},"##
        + ##""name":{"type":"string"}},"required":["id","name"]}}}"##),
  ]

  @Test(arguments: vocabulary) func eachItemOfTheVocabularyHasItsSchema(_ item: Case) throws {
    #expect(try written(item.schema, item.options) == item.expected)
  }

  struct Circle: Sendable { let radius: Double }
  static let circle = JSONSchema.of(codec(Circle.init, required("radius", \.radius, double)))

  static let unions: [Case] = [
    Case(
      "internally tagged", .union(.internallyTagged(by: "type"), [("circle", circle)]),
      ##"{"oneOf":[{"type":"object","properties":{"type":{"type":"string","const":"circle"},"radius":{"type":"number"}},"##
        + ##""required":["type","radius"]}]}"##),
    Case(
      "adjacently tagged", .union(.adjacentlyTagged(by: "type", content: "value"), [("circle", circle)]),
      ##"{"oneOf":[{"type":"object","properties":{"type":{"type":"string","const":"circle"},"value":{"$ref":"#/$defs/Circle"}},"##
        + ##""required":["type","value"]}],"$defs":{"Circle":{"type":"object","properties":{"radius":{"type":"number"}},"##
        + ##""required":["radius"]}}}"##),
    Case(
      "externally tagged", .union(.externallyTagged, [("circle", circle)]),
      ##"{"oneOf":[{"type":"object","properties":{"circle":{"$ref":"#/$defs/Circle"}},"required":["circle"],"##
        + ##""additionalProperties":false}],"$defs":{"Circle":{"type":"object","properties":{"radius":{"type":"number"}},"##
        + ##""required":["radius"]}}}"##),
    Case(
      "untagged", .union(.untagged, [("whole", .of(Int.self)), ("text", .string)]),
      ##"{"anyOf":[{"type":"integer","minimum":-9223372036854775808,"maximum":9223372036854775807},{"type":"string"}]}"##
    ),
  ]

  @Test(arguments: unions) func eachUnionLayoutTagsItsCasesWithAConst(_ item: Case) throws {
    #expect(try written(item.schema, item.options) == item.expected)
  }

  @Test func aModelListsItsMembersNestedModelsOnceAndItsDefaults() throws {
    let expected =
      ##"{"$schema":"https://json-schema.org/draft/2020-12/schema","description":"An account.","type":"object","##
      + ##""properties":{"id":{"type":"integer","minimum":-9223372036854775808,"maximum":9223372036854775807},"##
      + ##""name":{"description":"The name the account shows.","type":"string"},"##
      + ##""email":{"type":["string","null"],"examples":["ada@example.com"]},"##
      + ##""role":{"type":"string","enum":["admin","member"]},"tags":{"type":"array","items":{"type":"string"}},"##
      + ##""retries":{"type":"integer","minimum":-9223372036854775808,"maximum":9223372036854775807,"default":3},"##
      + ##""theme":{"type":["string","null"],"default":"light"},"##
      + ##""meta":{"type":"object","properties":{"version":{"type":"integer","minimum":-9223372036854775808,"##
      + ##""maximum":9223372036854775807},"note":{"type":["string","null"]}},"required":["version"]},"##
      + ##""author":{"$ref":"#/$defs/Author"},"editors":{"type":"array","items":{"$ref":"#/$defs/Author"}}},"##
      + ##""required":["id","name","role","tags","meta","author","editors"],"##
      + ##""$defs":{"Author":{"type":"object","properties":{"id":{"type":"integer","minimum":-9223372036854775808,"##
      + ##""maximum":9223372036854775807},"name":{"type":"string"}},"required":["id","name"]}}}"##
    #expect(try accountCodec.schema.encodedString() == expected)
  }

  @Test func aRecursiveModelRefersToItself() throws {
    #expect(
      try folderCodec.schema.encodedString()
        == ##"{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","properties":{"name":{"type":"string"},"##
        + ##""children":{"type":"array","items":{"$ref":"#"}}},"required":["name","children"]}"##)
    #expect(
      try shelfCodec.schema.encodedString()
        == ##"{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","properties":{"##
        + ##""folder":{"$ref":"#/$defs/Folder"},"spare":{"anyOf":[{"$ref":"#/$defs/Folder"},{"type":"null"}]}},"##
        + ##""required":["folder"],"$defs":{"Folder":{"type":"object","properties":{"name":{"type":"string"},"##
        + ##""children":{"type":"array","items":{"$ref":"#/$defs/Folder"}}},"required":["name","children"]}}}"##)
  }

  @Test func twoCodecsOfOneTypeAreTwoDefinitions() throws {
    let schema = JSONSchema.array(.oneOf([.of(authorCodec), .of(authorIDCodec), .of(authorCodec)]))
    let text = try written(schema)
    #expect(text.contains(##"{"$ref":"#/$defs/Author"},{"$ref":"#/$defs/Author2"},{"$ref":"#/$defs/Author"}"##))
    #expect(text.contains(##""Author2":{"type":"object","properties":{"id":"##))
  }

  @Test func aFieldWithAnEncoderClosureSaysSoUnlessGivenItsSchema() throws {
    struct Tagged: Sendable { let tags: [String] }
    let unseen = codec(Tagged.init, required("tags", \.tags, array(string), Encode.array(Encode.string)))
    #expect(
      try unseen.schema.encodedString().contains(
        ##""tags":{"description":"written by an encoder closure, which cannot be seen through: give the field withSchema(_:)"}"##
      ))
    let seen = codec(
      Tagged.init, required("tags", \.tags, array(string), Encode.array(Encode.string)).withSchema(.array(.string)))
    #expect(try seen.schema.encodedString().contains(##""tags":{"type":"array","items":{"type":"string"}}"##))
  }

  @Test func aNestedModelAtAKeyPathIsItsReference() throws {
    struct Post: Sendable {
      let lead: Author
      let reviewer: Author?
    }
    let postCodec = codec(
      Post.init, requiredAt(["people", "lead"], \.lead, authorCodec),
      optionalAt(["people", "reviewer"], \.reviewer, authorCodec))
    #expect(
      try postCodec.schema.encodedString().hasPrefix(
        ##"{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","properties":{"people":{"##
          + ##""type":"object","properties":{"lead":{"$ref":"#/$defs/Author"},"##
          + ##""reviewer":{"anyOf":[{"$ref":"#/$defs/Author"},{"type":"null"}]}},"required":["lead"]}},"##
          + ##""required":["people"],"$defs":{"Author":"##))
    let post = Post(lead: Author(id: 1, name: "Ada"), reviewer: nil)
    let text = try Encode.text(post, postCodec.encode)
    #expect(text == #"{"people":{"lead":{"id":1,"name":"Ada"}}}"#)
    #expect(decodeJSON(text, with: postCodec.decode).value?.lead.name == "Ada")
    #expect(
      "\(decodeJSON(#"{"people":{"lead":{"id":1},"reviewer":{"name":"Bo"}}}"#, with: postCodec.decode).error!)"
        == "people.lead.name: missing key\npeople.reviewer.id: missing key")
  }

  /// A member read whole by one field and at a path inside it by another must satisfy both,
  /// as the decoder runs both; strict mode has no `allOf`, so it says which member.
  @Test func aMemberTwoFieldsReadIsAllOfBoth() throws {
    struct Entry: Sendable {
      let title: String
      let author: Author?
    }
    let entryCodec = codec(
      Entry.init, requiredAt(["author", "name"], \.title, string), optional("author", \.author, authorCodec))
    #expect(
      try entryCodec.schema.encodedString().hasPrefix(
        ##"{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","properties":{"author":{"allOf":["##
          + ##"{"anyOf":[{"$ref":"#/$defs/Author"},{"type":"null"}]},"##
          + ##"{"type":"object","properties":{"name":{"type":"string"}},"required":["name"]}]}},"##
          + ##""required":["author"],"$defs":"##))
    let error = #expect(throws: JSONSchemaError.self) { try entryCodec.schema(.strict) }
    #expect(error?.description == "author: strict mode has no schema for a member that two fields read (allOf)")
  }

  @Test func strictModeListsEveryMemberAndMakesOptionalsNullable() throws {
    let expected =
      ##"{"description":"An account.","type":"object","##
      + ##""properties":{"id":{"type":"integer","minimum":-9223372036854775808,"maximum":9223372036854775807},"##
      + ##""name":{"description":"The name the account shows.","type":"string"},"##
      + ##""email":{"type":["string","null"]},"##
      + ##""role":{"type":"string","enum":["admin","member"]},"tags":{"type":"array","items":{"type":"string"}},"##
      + ##""retries":{"type":"integer","minimum":-9223372036854775808,"maximum":9223372036854775807},"##
      + ##""theme":{"type":["string","null"]},"##
      + ##""meta":{"type":"object","properties":{"version":{"type":"integer","minimum":-9223372036854775808,"##
      + ##""maximum":9223372036854775807},"note":{"type":["string","null"]}},"required":["version","note"],"##
      + ##""additionalProperties":false},"##
      + ##""author":{"$ref":"#/$defs/Author"},"editors":{"type":"array","items":{"$ref":"#/$defs/Author"}}},"##
      + ##""required":["id","name","email","role","tags","retries","theme","meta","author","editors"],"##
      + ##""additionalProperties":false,"##
      + ##""$defs":{"Author":{"type":"object","properties":{"id":{"type":"integer","minimum":-9223372036854775808,"##
      + ##""maximum":9223372036854775807},"name":{"type":"string"}},"required":["id","name"],"additionalProperties":false}}}"##
    #expect(try accountCodec.schema(.strict).encodedString() == expected)
  }

  /// What strict mode cannot say is an error that names the field, never a schema a model
  /// provider would refuse.
  @Test(arguments: [
    (
      JSONSchema.of([String: Int].self),
      "strict mode has no schema for a dictionary: every object must list its members"
    ),
    (JSONSchema.of(JSON.self), "strict mode has no schema for a value of any shape"),
  ])
  func strictModeNamesWhatItCannotSay(_ schema: JSONSchema, _ reason: String) throws {
    struct Box: Sendable { let value: JSON }
    let boxCodec = codec(
      Box.init, required("value", \.value, json, Encode.json).withSchema(.array(schema)))
    #expect(throws: JSONSchemaError.self) { try boxCodec.schema(.strict) }
    do {
      _ = try boxCodec.schema(.strict)
    } catch let error as JSONSchemaError {
      #expect(error.description == "value[]: \(reason)")
    }
    #expect(throws: JSONSchemaError.self) { try written(.string, .strict) }
  }

  /// OpenAI's structured outputs guide, "Supported schemas": the keywords it lists, the string
  /// formats, every object closed and every property required, the root an object.
  static let publishedKeywords: Set<String> = [
    "type", "description", "properties", "required", "additionalProperties", "items", "enum", "const", "anyOf",
    "$ref", "$defs", "format", "pattern", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
    "multipleOf", "minItems", "maxItems",
  ]
  static let publishedFormats: Set<String> = [
    "date-time", "time", "date", "duration", "email", "hostname", "ipv4", "ipv6", "uuid",
  ]

  /// The rules broken anywhere in `schema`, a schema object (not a map of properties or definitions).
  static func brokenRules(_ schema: JSON, at path: String = "#") -> [String] {
    guard case .object(let members) = schema else { return [] }
    var broken: [String] = []
    for (keyword, value) in members {
      if !publishedKeywords.contains(keyword) { broken.append("\(path): \(keyword)") }
      switch keyword {
      case "properties", "$defs":
        guard case .object(let children) = value else { continue }
        for (name, child) in children { broken += brokenRules(child, at: "\(path)/\(keyword)/\(name)") }
      case "items": broken += brokenRules(value, at: "\(path)/items")
      case "anyOf":
        guard case .array(let options) = value else { continue }
        for (index, option) in options.enumerated() { broken += brokenRules(option, at: "\(path)/anyOf/\(index)") }
      case "format":
        if case .string(let format) = value, !publishedFormats.contains(format) { broken.append("\(path): \(format)") }
      default: break
      }
    }
    if case .object(let properties)? = members["properties"] {
      if members["additionalProperties"] != false { broken.append("\(path): not closed") }
      let required = Set(
        members["required"].flatMap { json -> [String]? in
          guard case .array(let names) = json else { return nil }
          return names.compactMap { if case .string(let name) = $0 { name } else { nil } }
        } ?? [])
      if required != Set(properties.keys) { broken.append("\(path): not every property required") }
    }
    return broken
  }

  @Test func strictSchemasKeepThePublishedRules() throws {
    enum Kind: String, CaseIterable, JSONEncodable, Sendable { case a, b }
    struct Everything: Sendable {
      let when: Date
      let site: URL
      let id: UUID
      let kind: Kind?
      let shape: Double
    }
    let everything = codec(
      Everything.init,
      required("when", \.when, date(.iso8601)),
      required("site", \.site, url),
      required("id", \.id, uuid),
      optional("kind", \.kind, rawRepresentable(Kind.self)),
      required("shape", \.shape, double, Encode.encodable()).withSchema(
        .union(.internallyTagged(by: "type"), [("circle", Self.circle)]))
    )
    for schema in [try accountCodec.schema(.strict), try folderCodec.schema(.strict), try everything.schema(.strict)] {
      #expect(Self.brokenRules(schema) == [])
      #expect(schema["type"] == "object")
    }
    // A format strict mode does not list is left out; the value is still a string.
    #expect(try everything.schema(.strict)["properties"]?["site"] == ["type": "string"])
  }

  @Test func theDecoderReadsWhatTheStrictSchemaAllows() throws {
    let document = """
      {"id": 1, "name": "Ada", "email": null, "role": "admin", "tags": [], "retries": 2, "theme": null,
       "meta": {"version": 3, "note": null}, "author": {"id": 2, "name": "Bo"}, "editors": []}
      """
    let account = try decodeJSON(document, with: accountCodec.decode).dematerialize()
    #expect(account.email == nil && account.note == nil && account.theme == "light" && account.retries == 2)
  }

  @Test func theSchemaTextIsTheSameEveryTime() throws {
    let first = try accountCodec.schema.encodedString()
    for _ in 0..<5 { #expect(try accountCodec.schema.encodedString() == first) }
  }
}
