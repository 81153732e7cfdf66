import Curry
import Decoding
import Foundation
import Testing

// The Swift samples of Docs/Migrating.md, verbatim: declarations at file scope, the other
// samples in tests that compare what they print with the document's `output` blocks.
// `samplesMatchTheDocument` fails when the two drift apart.

// MARK: - Docs/Migrating.md, From Argo 4

enum EpisodeKind: String, CaseIterable, Decodable {
  case full, trailer, bonus
}

struct Episode {
  let id: Int
  let title: String
  let summary: String?
  let kind: EpisodeKind
  let showName: String
  let publishedAt: Date
  let updatedAt: Date
  let guestNames: [String]
}

extension Episode: Decodable {
  static func decode(_ json: JSON) -> Decoded<Episode> {
    curry(Episode.init)
      <^> json <| "id"
      <*> json <| "title"
      <*> json <|? "summary"
      <*> json <| "kind"
      <*> json <| ["show", "name"]
      <*> json <| "published_at"
      <*> required("updated_at", date(.millisecondsSince1970))(json)
      <*> json <|| "guest_names"
  }
}

struct EpisodeFeed: Decodable {
  let episodes: LenientArray<Episode>

  static func decode(_ json: JSON) -> Decoded<EpisodeFeed> {
    EpisodeFeed.init <^> json <| "episodes"
  }
}

// MARK: - Docs/Migrating.md, From SwiftDecodePipeline

struct Athlete {
  let name: String
  let surname: String
  let image: String?
  let score: Int
  let sports: [String]
  let role: String
}

let decodeAthlete: DecodeFunction<Athlete> =
  decode(Athlete.init)
  |> required("name", string)
  |> required("last_name", string)
  |> optional("image", string)
  |> required("score", int)
  |> required("sports", array(string))
  |> hardcoded("athlete")

// MARK: - Docs/Migrating.md, From SwiftyJSONDecodable

struct Person: ThrowingDecodable {
  let firstName: String
  let surname: String
  let address: Address

  init(json: JSON) throws {
    firstName = try json.decode("firstName")
    surname = try json.decode("surname")
    address = try json.decode("address")
  }
}

struct Address: ThrowingDecodable {
  let line1: String
  let line2: String?
  let city: String

  init(json: JSON) throws {
    line1 = try json.decode("line1")
    line2 = try json.decodeIfPresent("line2")
    city = try json.decode("city")
  }
}

// MARK: - Docs/Migrating.md, From Alexander

enum Planet: String, Sendable {
  case mercury, venus, earth, mars, jupiter, saturn, uranus, neptune
}

struct Astronaut: ThrowingDecodable {
  let id: String
  let name: String
  let email: String
  let homePlanet: Planet
  let joined: Date

  init(json: JSON) throws {
    id = try json.decode("id")
    name = try json.decode("name")
    email = try json.decode("email")
    homePlanet = try json.decode("planet", with: rawRepresentable(Planet.self))
    joined = try json.decode("joined", with: date(.secondsSince1970))
  }
}

@Suite struct MigratingDocTests {
  @Test func fromArgo4() async throws {
    let output = try await SampleOutput.capture {
      let episodeText = """
        {"id": 7, "title": "Pilot", "kind": "full", "show": {"name": "Decoding Weekly"},
         "published_at": "2024-05-01T12:00:00Z", "updated_at": 1714567500000, "guest_names": ["Ada", "Grace"]}
        """
      let episode: Decoded<Episode> = decode(parsing: episodeText)
      print(episode.value?.guestNames ?? [])

      let brokenText = """
        {"id": "7", "title": "Pilot", "summary": 3, "kind": "full", "show": {},
         "published_at": "May 1st", "updated_at": "yesterday", "guest_names": []}
        """
      let broken: Decoded<Episode> = decode(parsing: brokenText)
      print(broken.error?.description ?? "decoded")
    }
    #expect(
      output == """
        ["Ada", "Grace"]
        id: expected Int, found "7"
        summary: expected String, found 3
        show.name: missing key
        published_at: expected ISO 8601 date-time such as "2024-05-01T12:00:00Z", found "May 1st"
        updated_at: expected milliseconds since 1970, found "yesterday"

        """)
  }

  @Test func fromArgo4LenientFeed() async throws {
    let output = try await SampleOutput.capture {
      let feedText = """
        {"episodes": [
          {"id": 1, "title": "One", "kind": "full", "show": {"name": "W"},
           "published_at": "2024-05-01T12:00:00Z", "updated_at": 1714567500000, "guest_names": []},
          {"id": 2, "title": "Two", "kind": "sequel", "show": {"name": "W"},
           "published_at": "2024-05-08T12:00:00Z", "updated_at": 1715172300000, "guest_names": []}
        ]}
        """
      let feed: Decoded<EpisodeFeed> = decode(parsing: feedText)
      if let episodes = feed.value?.episodes {
        print(episodes.elements.map(\.title))
        print(episodes.skippedError?.description ?? "nothing skipped")
      }
    }
    #expect(
      output == """
        ["One"]
        [1].kind: expected EpisodeKind (one of "full", "trailer", "bonus"), found "sequel"

        """)
  }

  @Test func fromSwiftDecodePipeline() async throws {
    let output = try await SampleOutput.capture {
      let athletesText = """
        [{"uuid": "1", "name": "John", "last_name": "Doe", "image": null, "sports": ["basketball", "tennis"], "score": 5}]
        """
      switch decodeJSON(athletesText, with: array(decodeAthlete)) {
      case .failure(let error): print("Invalid format:\n\(error)")
      case .success(let athletes): print(athletes.map(\.sports))
      }

      let brokenText = """
        [{"uuid": "1", "name": "John", "last_name": "Doe", "image": null, "sports": ["tennis"], "score": 5},
         {"uuid": "2", "name": "Jane", "image": 7, "sports": "golf", "score": 4.5}]
        """
      switch decodeJSON(brokenText, with: array(decodeAthlete)) {
      case .failure(let error): print("Invalid format:\n\(error)")
      case .success(let athletes): print(athletes.map(\.sports))
      }
    }
    #expect(
      output == """
        [["basketball", "tennis"]]
        Invalid format:
        [1].last_name: missing key
        [1].image: expected String, found 7
        [1].score: expected Int, found 4.5
        [1].sports: expected array, found "golf"

        """)
  }

  @Test func fromSwiftyJSONDecodable() async throws {
    let output = try await SampleOutput.capture {
      let documentText = """
        {"person": {"firstName": "Tim", "surname": "Cook",
                    "address": {"line1": "1 Infinite Loop", "line2": null, "city": "Cupertino"}}}
        """
      let document = try JSON(parsing: documentText)
      let person: Person = try document.decode("person")
      print(person.address.city, person.address.line2 ?? "no second line")

      do {
        let line2: String = try document.decode(["person", "address", "line2"])
        print(line2)
      } catch {
        print(error)
      }

      let movedText = """
        {"person": {"firstName": "Tim", "surname": "Cook", "address": {"line1": "1 Apple Park Way", "city": 95014}}}
        """
      let moved = try JSON(parsing: movedText)
      do {
        _ = try moved.decode("person", as: Person.self)
      } catch {
        print(error)
      }
    }
    #expect(
      output == """
        Cupertino no second line
        person.address.line2: expected String, found null
        person.address.city: expected String, found 95014

        """)
  }

  @Test func fromAlexander() async throws {
    let output = try await SampleOutput.capture {
      let responseText = """
        {"meta": {"pagination": {"next_cursor": "c2"}},
         "crew": [
           {"id": "a1", "name": "Ada", "email": "ada@example.com", "planet": "earth", "joined": 1714564800},
           {"id": "b2", "name": "Bo", "email": "bo@example.com", "planet": "pluto", "joined": 1714564800}
         ]}
        """
      let response = try JSON(parsing: responseText)

      let nextCursor = response["meta"]?["pagination"]?["next_cursor"]?.stringValue
      print(nextCursor ?? "last page")

      let first = try? response["crew"]?[0]?.decode(Astronaut.self)
      print(first?.name ?? "none")

      do {
        let crew = try response.decode("crew", as: [Astronaut].self)
        print(crew.count)
      } catch {
        print(error)
      }

      let planets = try JSON(parsing: #"["mars", "venus"]"#).decodeArray(with: rawRepresentable(Planet.self))
      print(planets.map(\.rawValue))
    }
    #expect(
      output == """
        c2
        Ada
        crew[1].planet: expected Planet, found "pluto"
        ["mars", "venus"]

        """)
  }

  @Test func samplesMatchTheDocument() throws {
    let document = try String(
      contentsOf: TestSupport.repositoryRoot.appendingPathComponent("Docs/Migrating.md"), encoding: .utf8)
    let tests = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let testLines = tests.split(separator: "\n", omittingEmptySubsequences: false).map(Self.trimmed)
    let blocks = Self.fencedBlocks(in: document).filter { $0.info == "swift" || $0.info == "text output" }
    #expect(blocks.count == 15)
    for block in blocks {
      let lines = block.lines.map(Self.trimmed)
      let found = testLines.indices.contains { start in
        start + lines.count <= testLines.count && Array(testLines[start..<start + lines.count]) == lines
      }
      #expect(found, "Docs/Migrating.md block starting \(block.lines.first ?? "") is not in this file verbatim")
    }
  }

  private static func trimmed(_ line: Substring) -> String {
    String(line.drop { $0 == " " })
  }

  private static func trimmed(_ line: String) -> String {
    String(line.drop { $0 == " " })
  }

  /// The fenced blocks of a Markdown document: the text after the opening fence, and the lines inside.
  private static func fencedBlocks(in markdown: String) -> [(info: String, lines: [String])] {
    var blocks: [(info: String, lines: [String])] = []
    var open: (info: String, lines: [String])?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("```") {
        if let block = open {
          blocks.append(block)
          open = nil
        } else {
          open = (String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), [])
        }
      } else {
        open?.lines.append(line)
      }
    }
    return blocks
  }
}

// MARK: - Until the Curry module and the pipeline's decode(f) land

// MARK: - Printing

/// Shadows `Swift.print` in this file: inside a test, what a sample prints is captured.
private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  let text = items.map { String(describing: $0) }.joined(separator: separator) + terminator
  if let output = SampleOutput.current {
    output.write(text)
  } else {
    Swift.print(text, terminator: "")
  }
}

/// What the samples of the running test printed.
private final class SampleOutput: @unchecked Sendable {
  @TaskLocal static var current: SampleOutput?
  private let lock = NSLock()
  private var text = ""

  /// Runs `body`, returning everything it printed.
  static func capture(_ body: () async throws -> Void) async throws -> String {
    let output = SampleOutput()
    try await $current.withValue(output) { try await body() }
    return output.lock.withLock { output.text }
  }

  func write(_ string: String) {
    lock.withLock { text += string }
  }
}
