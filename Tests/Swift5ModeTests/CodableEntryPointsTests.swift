// The throwing entry points of the Codable bridge, caught in each way users catch errors, in
// Swift Testing: `catch let error as DecodingError` with `#expect` on the error, a catch-all,
// `try?` and `Result { try … }`.

import Decoding
import Foundation
import Testing

let brokenListing = Data(#"{"title": 1, "price": {"cents": "x", "currency": "EUR"}, "tags": ["a", 2]}"#.utf8)

@Suite struct CodableEntryPointsTests {
  @Test func codableDecoderFromData() {
    do {
      _ = try CodableDecoder().decode(Listing.self, from: brokenListing)
      Issue.record("no error")
    } catch let error as DecodingError {
      if case .typeMismatch(_, let context) = error {
        #expect(context.codingPath.map { $0.stringValue } == ["title"])
        #expect((context.underlyingError as? DecodeError)?.failures.count == 3)
      } else {
        Issue.record("unexpected \(error)")
      }
    } catch {
      Issue.record("unexpected \(error)")
    }
    #expect((try? CodableDecoder().decode(Listing.self, from: Data("[".utf8))) == nil)
    let result = Result { try CodableDecoder().decode(Listing.self, from: brokenListing) }
    #expect((try? result.get()) == nil)
  }

  @Test func codableDecoderFromAValue() {
    do {
      _ = try CodableDecoder().decode([Author].self, from: [brokenAuthor])
      Issue.record("no error")
    } catch let error as DecodingError {
      if case .typeMismatch(_, let context) = error {
        #expect(context.debugDescription.hasPrefix("[0].id: expected Int"))
      } else {
        Issue.record("unexpected \(error)")
      }
    } catch {
      Issue.record("unexpected \(error)")
    }
    do {
      _ = try CodableDecoder().decode(Price.self, from: ["cents": 1])
    } catch {
      #expect("\(error)".contains("currency"))
    }
  }

  @Test func argoStyleModelsWithJSONDecoder() {
    let data = Data(#"{"id": "7", "email": 42}"#.utf8)
    do {
      _ = try JSONDecoder().decode(Author.self, from: data)
      Issue.record("no error")
    } catch let error as DecodingError {
      if case .typeMismatch(_, let context) = error {
        #expect((context.underlyingError as? DecodeError)?.failures.count == 3)
      } else {
        Issue.record("unexpected \(error)")
      }
    } catch {
      Issue.record("unexpected \(error)")
    }
    #expect((try? JSONDecoder().decode(Listing.self, from: brokenListing)) == nil)
    #expect((try? Result { try JSONDecoder().decode(JSON.self, from: data) }.get()) == ["id": "7", "email": 42])
  }
}
