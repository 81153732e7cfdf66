import BenchmarkSupport
import Decoding
import DecodingPipeline
import Foundation

/// One way of turning a document's bytes into a value.
struct Approach {
  /// What the approach is, as shown in the table and given to `--profile`.
  let name: String
  /// Whether it decodes into the document's models, or only parses.
  let kind: Kind
  /// Turns the bytes into a value; throws when the document does not decode.
  let run: (Data) throws -> Any

  enum Kind {
    /// Our operator style, our pipeline style, `CodableDecoder` or `JSONDecoder` with the
    /// models' `Codable` conformances: bytes to models.
    case decode
    /// A parser alone: bytes to a dynamic JSON value.
    case parse
  }

  /// The names accepted by `--profile`.
  static let names = [
    operators, oneCallOperators, pipeline, oneCallPipeline, codableDecoder, codable, parser, serialization,
  ]
  static let operators = "Decoding, operators"
  /// `Decoded(Status.init, json <| "id", …)`: every field in one call (OneCall.swift).
  static let oneCallOperators = "Decoding, one-call operators"
  static let pipeline = "Decoding, pipeline"
  /// `decode(Status.init, required("id", int64), …)`: every field in one call.
  static let oneCallPipeline = "Decoding, one-call pipeline"
  /// Each one-call form and the curried form it is measured against.
  static let oneCallPairs = [(oneCallOperators, operators), (oneCallPipeline, pipeline)]
  static let codableDecoder = "CodableDecoder + Codable"
  static let codable = "JSONDecoder + Codable"
  static let parser = "Decoding parser only"
  static let serialization = "JSONSerialization"
}

/// A benchmark document and the approaches that decode it.
struct BenchmarkDocument {
  /// The file name, e.g. `twitter.json`.
  let name: String
  /// The input, the same bytes for every approach.
  let data: Data
  /// Operators and pipeline, curried and in one call, `CodableDecoder`, `JSONDecoder`, then
  /// our parser and `JSONSerialization`.
  let approaches: [Approach]
  /// Decodes once with every decoder (both styles, curried and in one call, `CodableDecoder`
  /// and `JSONDecoder`), and throws unless all give equal values; returns a one-line summary
  /// of what was decoded.
  let check: () throws -> String

  /// A document decoded into `Model` by `Model.decode` (operators), by `pipeline`, by
  /// `oneCallPipeline`, and by `CodableDecoder` and `JSONDecoder` (both with `Model`'s
  /// `Swift.Decodable` conformance), and into its copy `OneCallModel` by the one-call
  /// operators (`OneCallModel.decode`); `summary` describes a decoded value.
  init<Model: Equatable & Decoding.Decodable & Swift.Decodable, OneCallModel: Decoding.Decodable>(
    name: String,
    data: Data,
    model: Model.Type,
    oneCallModel: OneCallModel.Type,
    pipeline: @escaping DecodeFunction<Model>,
    oneCallPipeline: @escaping DecodeFunction<Model>,
    summary: @escaping (Model) -> String
  ) where Model.DecodedType == Model, OneCallModel.DecodedType == OneCallModel {
    self.name = name
    self.data = data
    let operators: (Data) throws -> Model = { data in
      let decoded: Decoded<Model> = decode(parsing: data)
      return try decoded.dematerialize()
    }
    let oneCallOperators: (Data) throws -> OneCallModel = { data in
      let decoded: Decoded<OneCallModel> = decode(parsing: data)
      return try decoded.dematerialize()
    }
    let piped: (Data) throws -> Model = { data in try decodeJSON(data, with: pipeline).dematerialize() }
    let pipedInOneCall: (Data) throws -> Model = { data in
      try decodeJSON(data, with: oneCallPipeline).dematerialize()
    }
    let byCodableDecoder: (Data) throws -> Model = { data in try CodableDecoder().decode(Model.self, from: data) }
    let codable: (Data) throws -> Model = { data in try JSONDecoder().decode(Model.self, from: data) }
    approaches = [
      Approach(name: Approach.operators, kind: .decode, run: operators),
      Approach(name: Approach.oneCallOperators, kind: .decode, run: oneCallOperators),
      Approach(name: Approach.pipeline, kind: .decode, run: piped),
      Approach(name: Approach.oneCallPipeline, kind: .decode, run: pipedInOneCall),
      Approach(name: Approach.codableDecoder, kind: .decode, run: byCodableDecoder),
      Approach(name: Approach.codable, kind: .decode, run: codable),
      Approach(name: Approach.parser, kind: .parse) { data in try JSON(parsing: data) },
      Approach(name: Approach.serialization, kind: .parse) { data in try JSONSerialization.jsonObject(with: data) },
    ]
    check = {
      let byOperators = try operators(data)
      let byPipeline = try piped(data)
      let byCodable = try codable(data)
      let byOurCodable = try byCodableDecoder(data)
      guard byOperators == byPipeline else {
        throw Mismatch(description: "\(name): the operators and the pipeline decode different values")
      }
      guard try pipedInOneCall(data) == byPipeline else {
        throw Mismatch(description: "\(name): the one-call pipeline and the pipeline decode different values")
      }
      guard OneCall.sameFields(byOperators, try oneCallOperators(data)) else {
        throw Mismatch(description: "\(name): the one-call operators and the operators decode different values")
      }
      guard byOperators == byCodable else {
        throw Mismatch(description: "\(name): Decoding and JSONDecoder + Codable decode different values")
      }
      guard byOurCodable == byCodable else {
        throw Mismatch(description: "\(name): CodableDecoder and JSONDecoder decode different values")
      }
      return summary(byOperators)
    }
  }

  /// Two approaches decoded a document into different values.
  struct Mismatch: Error, CustomStringConvertible {
    let description: String
  }
}

extension BenchmarkDocument {
  /// The names of the documents, in the order the benchmark runs them.
  static let names = [
    "twitter.json", "citm_catalog.json", "canada.json", "big_data.json", "response_300b.json", "response_3kb.json",
    "response_10kb.json",
  ]

  /// The document called `name`, from its bytes.
  static func named(_ name: String, data: Data) -> BenchmarkDocument? {
    switch name {
    case "twitter.json", "response_300b.json", "response_3kb.json", "response_10kb.json":
      return BenchmarkDocument(
        name: name, data: data, model: TwitterSearch.self, oneCallModel: OneCall.TwitterSearch.self,
        pipeline: decodeTwitterSearch, oneCallPipeline: decodeTwitterSearchInOneCall
      ) { search in
        let hashtags = search.statuses.map(\.hashtags.count).reduce(0, +)
        return "\(search.statuses.count) statuses with their users, \(hashtags) hashtags"
      }
    case "citm_catalog.json":
      return BenchmarkDocument(
        name: name, data: data, model: CitmCatalog.self, oneCallModel: OneCall.CitmCatalog.self,
        pipeline: decodeCitmCatalog, oneCallPipeline: decodeCitmCatalogInOneCall
      ) { catalog in
        let prices = catalog.performances.map(\.prices.count).reduce(0, +)
        return "\(catalog.events.count) events, \(catalog.performances.count) performances, \(prices) prices"
      }
    case "canada.json":
      return BenchmarkDocument(
        name: name, data: data, model: FeatureCollection.self, oneCallModel: OneCall.FeatureCollection.self,
        pipeline: decodeFeatureCollection, oneCallPipeline: decodeFeatureCollectionInOneCall
      ) { collection in
        let points = collection.features.map { $0.geometry.coordinates.map(\.count).reduce(0, +) }.reduce(0, +)
        return "\(collection.features.count) feature, \(points) points"
      }
    case "big_data.json":
      return BenchmarkDocument(
        name: name, data: data, model: [TestModel].self, oneCallModel: [OneCall.TestModel].self,
        pipeline: array(decodeTestModel), oneCallPipeline: array(decodeTestModelInOneCall)
      ) { models in
        "\(models.count) TestModel objects"
      }
    default:
      return nil
    }
  }

  /// Where the documents named `names` are read from: `Benchmarks/Documents` for the
  /// three files; big_data and the small responses are generated into `directory` first.
  static func paths(of names: [String], writingGeneratedInto directory: URL) throws -> [String: String] {
    let bench = BenchmarkFile.documentsPath(fromSourceFile: #filePath)
    var paths: [String: String] = [:]
    for name in names {
      if let statuses = SmallResponseDocument.statusCounts[name] {
        let twitter = try Data(contentsOf: URL(fileURLWithPath: bench + "/twitter.json"))
        let generated = directory.appendingPathComponent(name)
        try SmallResponseDocument.data(statuses: statuses, from: twitter).write(to: generated)
        paths[name] = generated.path
        continue
      }
      guard name == "big_data.json" else {
        paths[name] = bench + "/" + name
        continue
      }
      let generated = directory.appendingPathComponent(name)
      try Data(BigDataDocument.text(count: BigDataDocument.benchmarkCount).utf8).write(to: generated)
      paths[name] = generated.path
    }
    return paths
  }
}
