import Decoding
import DecodingPipeline

// citm_catalog.json's models (CitmCatalog.swift) decoded by the one-call forms: every field
// in one call to the model's initializer, with no curried function.

extension OneCall {
  /// `CitmCatalog` of the one-call operators.
  struct CitmCatalog: Equatable, Decodable {
    let areaNames: [String: String]
    let events: [String: CitmEvent]
    let performances: [CitmPerformance]
    let seatCategoryNames: [String: String]
    let subTopicNames: [String: String]
    let topicNames: [String: String]
    let topicSubTopics: [String: [Int]]
    let venueNames: [String: String]

    static func decode(_ json: JSON) -> Decoded<CitmCatalog> {
      Decoded(
        CitmCatalog.init,
        json <| "areaNames",
        json <| "events",
        json <|| "performances",
        json <| "seatCategoryNames",
        json <| "subTopicNames",
        json <| "topicNames",
        json <| "topicSubTopics",
        json <| "venueNames")
    }
  }

  /// `CitmEvent` of the one-call operators.
  struct CitmEvent: Equatable, Decodable {
    let id: Int
    let name: String
    let description: String?
    let logo: String?
    let subTopicIds: [Int]
    let subjectCode: String?
    let subtitle: String?
    let topicIds: [Int]

    static func decode(_ json: JSON) -> Decoded<CitmEvent> {
      Decoded(
        CitmEvent.init,
        json <| "id",
        json <| "name",
        json <|? "description",
        json <|? "logo",
        json <|| "subTopicIds",
        json <|? "subjectCode",
        json <|? "subtitle",
        json <|| "topicIds")
    }
  }

  /// `CitmPerformance` of the one-call operators.
  struct CitmPerformance: Equatable, Decodable {
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
      Decoded(
        CitmPerformance.init,
        json <| "id",
        json <| "eventId",
        json <|? "name",
        json <|? "logo",
        json <|| "prices",
        json <|| "seatCategories",
        json <|? "seatMapImage",
        json <| "start",
        json <| "venueCode")
    }
  }

  /// `CitmPrice` of the one-call operators.
  struct CitmPrice: Equatable, Decodable {
    let amount: Int
    let audienceSubCategoryId: Int
    let seatCategoryId: Int

    static func decode(_ json: JSON) -> Decoded<CitmPrice> {
      Decoded(
        CitmPrice.init,
        json <| "amount",
        json <| "audienceSubCategoryId",
        json <| "seatCategoryId")
    }
  }

  /// `CitmSeatCategory` of the one-call operators.
  struct CitmSeatCategory: Equatable, Decodable {
    let areas: [CitmArea]
    let seatCategoryId: Int

    static func decode(_ json: JSON) -> Decoded<CitmSeatCategory> {
      Decoded(
        CitmSeatCategory.init,
        json <|| "areas",
        json <| "seatCategoryId")
    }
  }

  /// `CitmArea` of the one-call operators.
  struct CitmArea: Equatable, Decodable {
    let areaId: Int
    let blockIds: [Int]

    static func decode(_ json: JSON) -> Decoded<CitmArea> {
      Decoded(
        CitmArea.init,
        json <| "areaId",
        json <|| "blockIds")
    }
  }
}

// The one-call pipelines, into the models of CitmCatalog.swift.

let decodeCitmCatalogInOneCall: DecodeFunction<CitmCatalog> = decode(
  CitmCatalog.init,
  required("areaNames", dictionary(string)),
  required("events", dictionary(decodeCitmEventInOneCall)),
  required("performances", array(decodeCitmPerformanceInOneCall)),
  required("seatCategoryNames", dictionary(string)),
  required("subTopicNames", dictionary(string)),
  required("topicNames", dictionary(string)),
  required("topicSubTopics", dictionary(array(int))),
  required("venueNames", dictionary(string)))

let decodeCitmEventInOneCall: DecodeFunction<CitmEvent> = decode(
  CitmEvent.init,
  required("id", int),
  required("name", string),
  optional("description", string),
  optional("logo", string),
  required("subTopicIds", array(int)),
  optional("subjectCode", string),
  optional("subtitle", string),
  required("topicIds", array(int)))

let decodeCitmPerformanceInOneCall: DecodeFunction<CitmPerformance> = decode(
  CitmPerformance.init,
  required("id", int),
  required("eventId", int),
  optional("name", string),
  optional("logo", string),
  required("prices", array(decodeCitmPriceInOneCall)),
  required("seatCategories", array(decodeCitmSeatCategoryInOneCall)),
  optional("seatMapImage", string),
  required("start", int),
  required("venueCode", string))

let decodeCitmPriceInOneCall: DecodeFunction<CitmPrice> = decode(
  CitmPrice.init,
  required("amount", int),
  required("audienceSubCategoryId", int),
  required("seatCategoryId", int))

let decodeCitmSeatCategoryInOneCall: DecodeFunction<CitmSeatCategory> = decode(
  CitmSeatCategory.init,
  required("areas", array(decodeCitmAreaInOneCall)),
  required("seatCategoryId", int))

let decodeCitmAreaInOneCall: DecodeFunction<CitmArea> = decode(
  CitmArea.init,
  required("areaId", int),
  required("blockIds", array(int)))
