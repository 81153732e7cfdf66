// Every public throwing entry point, caught with `catch let error as T` and XCTest assertions on
// the error, the pattern of thousands of existing test suites (with a typed `throws`, Swift
// 6.3.1 crashes compiling it, because the assertions' autoclosures use the error).

import Decoding
import DecodingHTTP
import Foundation
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

final class ThrowingEntryPointsXCTests: XCTestCase {
  func testDematerialize() {
    do {
      _ = try Author.decode(brokenAuthor).dematerialize()
      XCTFail("no error")
    } catch let error as DecodeError {
      XCTAssertEqual(error.failures.count, 3)
    } catch {
      XCTFail("unexpected \(error)")
    }
  }

  func testParsing() {
    do {
      _ = try JSON(parsing: Array(brokenText.utf8))
      XCTFail("no error")
    } catch let error as JSONSyntaxError {
      XCTAssertEqual(error.column, 10)
    } catch {
      XCTFail("unexpected \(error)")
    }
    do {
      _ = try JSON(parsing: Data(brokenText.utf8))
      XCTFail("no error")
    } catch let error as JSONSyntaxError {
      XCTAssertEqual(error.offset, 9)
    } catch {
      XCTFail("unexpected \(error)")
    }
    do {
      _ = try JSON(parsing: brokenText)
      XCTFail("no error")
    } catch let error as JSONSyntaxError {
      XCTAssertEqual(error.line, 1)
    } catch {
      XCTFail("unexpected \(error)")
    }
    XCTAssertThrowsError(try JSON(parsing: brokenText)) { error in
      XCTAssertEqual((error as? JSONSyntaxError)?.column, 10)
    }
  }

  func testValidating() {
    do {
      _ = try JSON(validating: ["when": Date()] as [String: Any])
      XCTFail("no error")
    } catch let error as DecodeError {
      XCTAssertEqual(error.failures.first?.path, ["when"])
    } catch {
      XCTFail("unexpected \(error)")
    }
  }

  func testDecodingValuesAndMembers() {
    let json: JSON = ["author": brokenAuthor, "authors": [brokenAuthor]]
    do {
      _ = try brokenAuthor.decode(Author.self)
      XCTFail("no error")
    } catch let error as DecodeError {
      XCTAssertEqual(error.failures.count, 3)
    } catch {
      XCTFail("unexpected \(error)")
    }
    do {
      let _: Author = try brokenAuthor.decode(with: Author.decode)
      XCTFail("no error")
    } catch let error as DecodeError {
      XCTAssertEqual(error.failures.count, 3)
    } catch {
      XCTFail("unexpected \(error)")
    }
    do {
      _ = try json["authors"]?.decodeArray(Author.self)
      XCTFail("no error")
    } catch let error as DecodeError {
      XCTAssertEqual(error.failures.first?.path, [0, "id"])
    } catch {
      XCTFail("unexpected \(error)")
    }
    do {
      let _: [Author]? = try json["authors"]?.decodeArray(with: Author.decode)
      XCTFail("no error")
    } catch let error as DecodeError {
      XCTAssertEqual(error.failures.first?.path, [0, "id"])
    } catch {
      XCTFail("unexpected \(error)")
    }
    do {
      _ = try json.decode("author", as: Author.self)
      XCTFail("no error")
    } catch let error as DecodeError {
      XCTAssertEqual(error.failures.first?.path, ["author", "id"])
    } catch {
      XCTFail("unexpected \(error)")
    }
    do {
      let _: Author = try json.decode("author", with: Author.decode)
      XCTFail("no error")
    } catch let error as DecodeError {
      XCTAssertEqual(error.failures.first?.path, ["author", "id"])
    } catch {
      XCTFail("unexpected \(error)")
    }
    do {
      _ = try json.decodeIfPresent("author", as: Author.self)
      XCTFail("no error")
    } catch let error as DecodeError {
      XCTAssertEqual(error.failures.count, 3)
    } catch {
      XCTFail("unexpected \(error)")
    }
    do {
      let _: Author? = try json.decodeIfPresent(["author"], with: Author.decode)
      XCTFail("no error")
    } catch let error as DecodeError {
      XCTAssertEqual(error.failures.count, 3)
    } catch {
      XCTFail("unexpected \(error)")
    }
  }

  func testCodable() {
    do {
      _ = try CodableDecoder().decode(Listing.self, from: brokenListing)
      XCTFail("no error")
    } catch let error as DecodingError {
      if case .typeMismatch(_, let context) = error {
        XCTAssertEqual(context.codingPath.map { $0.stringValue }, ["title"])
        XCTAssertEqual((context.underlyingError as? DecodeError)?.failures.count, 3)
      } else {
        XCTFail("unexpected \(error)")
      }
    } catch {
      XCTFail("unexpected \(error)")
    }
    do {
      _ = try CodableDecoder().decode(Author.self, from: brokenAuthor)
      XCTFail("no error")
    } catch let error as DecodingError {
      if case .typeMismatch(_, let context) = error {
        XCTAssertEqual(context.codingPath.map { $0.stringValue }, ["id"])
      } else {
        XCTFail("unexpected \(error)")
      }
    } catch {
      XCTFail("unexpected \(error)")
    }
    do {
      _ = try JSONDecoder().decode(Listing.self, from: brokenListing)
      XCTFail("no error")
    } catch let error as DecodingError {
      if case .typeMismatch(_, let context) = error {
        XCTAssertEqual((context.underlyingError as? DecodeError)?.failures.count, 3)
      } else {
        XCTFail("unexpected \(error)")
      }
    } catch {
      XCTFail("unexpected \(error)")
    }
    XCTAssertThrowsError(try JSONDecoder().decode(JSON.self, from: Data("[1,".utf8))) { error in
      XCTAssertTrue(error is DecodingError)
    }
  }

  func testHTTP() async {
    let response = HTTPResponse(statusCode: 200, body: Data("[".utf8))
    do {
      _ = try StatusRequest().responseObject(from: response)
      XCTFail("no error")
    } catch let error as HTTPError<Author> {
      XCTAssertEqual(
        "\(error)",
        "the body of HTTP 200 OK is not valid JSON: line 1, column 2: expected a value, found end of input; body: [")
    } catch {
      XCTFail("unexpected \(error)")
    }
    do {
      _ = try await APIClient(transport: CannedTransport(response: response)).perform(StatusRequest())
      XCTFail("no error")
    } catch let error as HTTPError<Author> {
      XCTAssertTrue("\(error)".hasPrefix("the body of HTTP 200 OK is not valid JSON"))
    } catch {
      XCTFail("unexpected \(error)")
    }
  }
}
