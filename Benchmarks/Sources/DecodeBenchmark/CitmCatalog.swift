import Curry
import Decoding
import DecodingPipeline

// citm_catalog.json: a concert catalogue. Events sit in an object keyed by id,
// performances in an array, each with nested prices and seat categories; the
// lookup tables are objects of names keyed by id. Its keys are camelCase, so
// Codable's synthesised conformances read it as they are.

/// The whole catalogue.
struct CitmCatalog: Equatable, Decodable, Swift.Decodable, Swift.Encodable {
  let areaNames: [String: String]
  let events: [String: CitmEvent]
  let performances: [CitmPerformance]
  let seatCategoryNames: [String: String]
  let subTopicNames: [String: String]
  let topicNames: [String: String]
  let topicSubTopics: [String: [Int]]
  let venueNames: [String: String]

  static func decode(_ json: JSON) -> Decoded<CitmCatalog> {
    curry(CitmCatalog.init)
      <^> json <| "areaNames"
      <*> json <| "events"
      <*> json <|| "performances"
      <*> json <| "seatCategoryNames"
      <*> json <| "subTopicNames"
      <*> json <| "topicNames"
      <*> json <| "topicSubTopics"
      <*> json <| "venueNames"
  }
}

/// An event: what is played, with its topics.
struct CitmEvent: Equatable, Decodable, Swift.Decodable, Swift.Encodable {
  let id: Int
  let name: String
  let description: String?
  let logo: String?
  let subTopicIds: [Int]
  let subjectCode: String?
  let subtitle: String?
  let topicIds: [Int]

  static func decode(_ json: JSON) -> Decoded<CitmEvent> {
    curry(CitmEvent.init)
      <^> json <| "id"
      <*> json <| "name"
      <*> json <|? "description"
      <*> json <|? "logo"
      <*> json <|| "subTopicIds"
      <*> json <|? "subjectCode"
      <*> json <|? "subtitle"
      <*> json <|| "topicIds"
  }
}

/// One performance of an event, with its prices and seat categories.
struct CitmPerformance: Equatable, Decodable, Swift.Decodable, Swift.Encodable {
  let id: Int
  let eventId: Int
  let name: String?
  let logo: String?
  let prices: [CitmPrice]
  let seatCategories: [CitmSeatCategory]
  let seatMapImage: String?
  let start: Int
  let venueCode: String

  static func decode(_ json: JSON) -> Decoded<CitmPerformance> {
    curry(CitmPerformance.init)
      <^> json <| "id"
      <*> json <| "eventId"
      <*> json <|? "name"
      <*> json <|? "logo"
      <*> json <|| "prices"
      <*> json <|| "seatCategories"
      <*> json <|? "seatMapImage"
      <*> json <| "start"
      <*> json <| "venueCode"
  }
}

/// A price for one audience in one seat category.
struct CitmPrice: Equatable, Decodable, Swift.Decodable, Swift.Encodable {
  let amount: Int
  let audienceSubCategoryId: Int
  let seatCategoryId: Int

  static func decode(_ json: JSON) -> Decoded<CitmPrice> {
    curry(CitmPrice.init)
      <^> json <| "amount"
      <*> json <| "audienceSubCategoryId"
      <*> json <| "seatCategoryId"
  }
}

/// The areas of the hall in one seat category.
struct CitmSeatCategory: Equatable, Decodable, Swift.Decodable, Swift.Encodable {
  let areas: [CitmArea]
  let seatCategoryId: Int

  static func decode(_ json: JSON) -> Decoded<CitmSeatCategory> {
    curry(CitmSeatCategory.init)
      <^> json <|| "areas"
      <*> json <| "seatCategoryId"
  }
}

/// An area of the hall and its blocks.
struct CitmArea: Equatable, Decodable, Swift.Decodable, Swift.Encodable {
  let areaId: Int
  let blockIds: [Int]

  static func decode(_ json: JSON) -> Decoded<CitmArea> {
    curry(CitmArea.init)
      <^> json <| "areaId"
      <*> json <|| "blockIds"
  }
}

// The same models as pipelines.

let decodeCitmCatalog: DecodeFunction<CitmCatalog> =
  decode(CitmCatalog.init)
  |> required("areaNames", dictionary(string))
  |> required("events", dictionary(decodeCitmEvent))
  |> required("performances", array(decodeCitmPerformance))
  |> required("seatCategoryNames", dictionary(string))
  |> required("subTopicNames", dictionary(string))
  |> required("topicNames", dictionary(string))
  |> required("topicSubTopics", dictionary(array(int)))
  |> required("venueNames", dictionary(string))

let decodeCitmEvent: DecodeFunction<CitmEvent> =
  decode(CitmEvent.init)
  |> required("id", int)
  |> required("name", string)
  |> optional("description", string)
  |> optional("logo", string)
  |> required("subTopicIds", array(int))
  |> optional("subjectCode", string)
  |> optional("subtitle", string)
  |> required("topicIds", array(int))

let decodeCitmPerformance: DecodeFunction<CitmPerformance> =
  decode(CitmPerformance.init)
  |> required("id", int)
  |> required("eventId", int)
  |> optional("name", string)
  |> optional("logo", string)
  |> required("prices", array(decodeCitmPrice))
  |> required("seatCategories", array(decodeCitmSeatCategory))
  |> optional("seatMapImage", string)
  |> required("start", int)
  |> required("venueCode", string)

let decodeCitmPrice: DecodeFunction<CitmPrice> =
  decode(CitmPrice.init)
  |> required("amount", int)
  |> required("audienceSubCategoryId", int)
  |> required("seatCategoryId", int)

let decodeCitmSeatCategory: DecodeFunction<CitmSeatCategory> =
  decode(CitmSeatCategory.init)
  |> required("areas", array(decodeCitmArea))
  |> required("seatCategoryId", int)

let decodeCitmArea: DecodeFunction<CitmArea> =
  decode(CitmArea.init)
  |> required("areaId", int)
  |> required("blockIds", array(int))
