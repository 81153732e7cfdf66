// Every public throwing entry point, caught in each way users catch errors, in Swift Testing:
// `catch let error as T` with `#expect` on the error (with a typed `throws`, Swift 6.3.1
// crashes compiling exactly this), a catch-all, `try?` and `Result { try … }`.

import Decoding
import DecodingHTTP
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

let brokenAuthor: JSON = ["id": "7", "email": 42]
let brokenText = "{\"id\": 1,,}"

@Suite struct ThrowingEntryPointsTests {
  @Test func dematerialize() {
    let decoded = Author.decode(brokenAuthor)
    do {
      _ = try decoded.dematerialize()
      Issue.record("no error")
    } catch let error as DecodeError {
      #expect(error.failures.count == 3)
    } catch {
      Issue.record("unexpected \(error)")
    }
    #expect((try? decoded.dematerialize()) == nil)
    let result = Result { try decoded.dematerialize() }
    #expect((try? result.get()) == nil)
  }

  @Test func parsingBytes() {
    do {
      _ = try JSON(parsing: Array(brokenText.utf8))
      Issue.record("no error")
    } catch let error as JSONSyntaxError {
      #expect(error.column == 10)
    } catch {
      Issue.record("unexpected \(error)")
    }
    #expect((try? JSON(parsing: Array(brokenText.utf8))) == nil)
  }

  @Test func parsingData() {
    do {
      _ = try JSON(parsing: Data(brokenText.utf8))
      Issue.record("no error")
    } catch let error as JSONSyntaxError {
      #expect(error.offset == 9)
    } catch {
      Issue.record("unexpected \(error)")
    }
    let result = Result { try JSON(parsing: Data(brokenText.utf8)) }
    #expect((try? result.get()) == nil)
  }

  @Test func parsingText() {
    do {
      _ = try JSON(parsing: brokenText)
      Issue.record("no error")
    } catch let error as JSONSyntaxError {
      #expect(error.line == 1)
    } catch {
      Issue.record("unexpected \(error)")
    }
    do {
      _ = try JSON(parsing: brokenText)
    } catch {
      #expect("\(error)".hasPrefix("line 1, column 10: "))
    }
  }

  @Test func validatingFoundationObjects() {
    let object: [String: Any] = ["when": Date()]
    do {
      _ = try JSON(validating: object)
      Issue.record("no error")
    } catch let error as DecodeError {
      #expect(error.failures.first?.path == ["when"])
    } catch {
      Issue.record("unexpected \(error)")
    }
    #expect((try? JSON(validating: object)) == nil)
  }

  @Test func decodingValues() {
    do {
      _ = try brokenAuthor.decode(Author.self)
      Issue.record("no error")
    } catch let error as DecodeError {
      #expect(error.failures.count == 3)
    } catch {
      Issue.record("unexpected \(error)")
    }
    do {
      let _: Author = try brokenAuthor.decode(with: Author.decode)
      Issue.record("no error")
    } catch let error as DecodeError {
      #expect(error.failures.count == 3)
    } catch {
      Issue.record("unexpected \(error)")
    }
    let list: JSON = [brokenAuthor]
    do {
      _ = try list.decodeArray(Author.self)
      Issue.record("no error")
    } catch let error as DecodeError {
      #expect(error.failures.first?.path == [0, "id"])
    } catch {
      Issue.record("unexpected \(error)")
    }
    do {
      let _: [Author] = try list.decodeArray(with: Author.decode)
      Issue.record("no error")
    } catch let error as DecodeError {
      #expect(error.failures.first?.path == [0, "id"])
    } catch {
      Issue.record("unexpected \(error)")
    }
    #expect((try? brokenAuthor.decode(Author.self)) == nil)
    #expect((try? Result { try list.decodeArray(Author.self) }.get()) == nil)
  }

  @Test func decodingMembers() {
    let json: JSON = ["author": brokenAuthor]
    do {
      _ = try json.decode("author", as: Author.self)
      Issue.record("no error")
    } catch let error as DecodeError {
      #expect(error.failures.first?.path == ["author", "id"])
    } catch {
      Issue.record("unexpected \(error)")
    }
    do {
      let _: Author = try json.decode(["author"], with: Author.decode)
      Issue.record("no error")
    } catch let error as DecodeError {
      #expect(error.failures.first?.path == ["author", "id"])
    } catch {
      Issue.record("unexpected \(error)")
    }
    do {
      _ = try json.decodeIfPresent("author", as: Author.self)
      Issue.record("no error")
    } catch let error as DecodeError {
      #expect(error.failures.count == 3)
    } catch {
      Issue.record("unexpected \(error)")
    }
    do {
      let _: Author? = try json.decodeIfPresent("author", with: Author.decode)
      Issue.record("no error")
    } catch let error as DecodeError {
      #expect(error.failures.count == 3)
    } catch {
      Issue.record("unexpected \(error)")
    }
    #expect((try? json.decodeIfPresent("missing", as: Author.self)) == .some(nil))
    #expect((try? Result { try json.decode("author", as: Author.self) }.get()) == nil)
  }

  @Test func responseObjectFromAResponse() {
    let response = HTTPResponse(statusCode: 404, body: Data(#"{"id": 1, "name": "Ann"}"#.utf8))
    do {
      _ = try StatusRequest().responseObject(from: response)
      Issue.record("no error")
    } catch let error as HTTPError<Author> {
      if case .unacceptableStatus(let status, _, let author) = error {
        #expect(status == 404 && author?.name == "Ann")
      } else {
        Issue.record("unexpected \(error)")
      }
    } catch {
      Issue.record("unexpected \(error)")
    }
    #expect((try? StatusRequest().responseObject(from: response)) == nil)
  }

  @Test func performingARequest() async {
    let client = APIClient(transport: CannedTransport(response: HTTPResponse(statusCode: 200, body: Data("[".utf8))))
    do {
      _ = try await client.perform(StatusRequest())
      Issue.record("no error")
    } catch let error as HTTPError<Author> {
      if case .invalidJSON(let syntax, _, _) = error {
        #expect(syntax.column == 2)
      } else {
        Issue.record("unexpected \(error)")
      }
    } catch {
      Issue.record("unexpected \(error)")
    }
    do {
      _ = try await client.perform(StatusRequest())
    } catch HTTPError<Author>.invalidJSON(let syntax, status: 200, _) {
      #expect(syntax.line == 1)
    } catch {
      Issue.record("unexpected \(error)")
    }
    #expect((try? await client.perform(StatusRequest())) == nil)
  }
}
