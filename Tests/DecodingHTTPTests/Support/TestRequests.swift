import Decoding
import DecodingHTTP
import DecodingPipeline
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A `GET` of `url`; the response type comes from each request type.
private func get(_ url: URL, timeout: TimeInterval) -> URLRequest {
  var request = URLRequest(url: url)
  request.timeoutInterval = timeout
  return request
}

/// An Argo-style response object with a declared error body.
struct ArticleRequest: Request {
  typealias ResponseObject = Article
  typealias ErrorObject = APIError

  var url = URL(string: "http://127.0.0.1/article")!
  var timeout: TimeInterval = 10

  func build() -> URLRequest {
    get(url, timeout: timeout)
  }
}

/// An Argo-style response object and no declared error body.
struct PlainArticleRequest: Request {
  typealias ResponseObject = Article

  var url = URL(string: "http://127.0.0.1/article")!

  func build() -> URLRequest {
    get(url, timeout: 10)
  }
}

/// A response decoded by a pipeline decoder; `ResponseObject` is inferred from it.
struct PersonRequest: Request {
  var url = URL(string: "http://127.0.0.1/person")!
  let decodeResponse = decodePerson

  func build() -> URLRequest {
    get(url, timeout: 10)
  }
}

/// A custom `parse`: the first article of an array, or a failure when it is empty.
struct FirstArticleRequest: Request {
  typealias ResponseObject = Article

  var url = URL(string: "http://127.0.0.1/articles")!

  func build() -> URLRequest {
    get(url, timeout: 10)
  }

  func parse(_ json: JSON) -> Decoded<Article> {
    [Article].decode(json).flatMap { articles in
      guard let first = articles.first else { return .customError("no articles returned") }
      return .success(first)
    }
  }
}

/// A custom `parse`: the person under the root key `person`, decoded with the request's decoder.
struct WrappedPersonRequest: Request {
  var url = URL(string: "http://127.0.0.1/wrapped-person")!
  let decodeResponse = decodePerson

  func build() -> URLRequest {
    get(url, timeout: 10)
  }

  func parse(_ json: JSON) -> Decoded<Person> {
    required("person", decodeResponse)(json)
  }
}

/// A request whose response carries nothing.
struct DeleteArticleRequest: Request {
  typealias ResponseObject = NoContent
  typealias ErrorObject = APIError

  var url = URL(string: "http://127.0.0.1/article")!

  func build() -> URLRequest {
    var request = get(url, timeout: 10)
    request.httpMethod = "DELETE"
    return request
  }
}

/// A `POST` with a JSON body, to check what reaches the server.
struct CreateArticleRequest: Request {
  typealias ResponseObject = Article

  var url = URL(string: "http://127.0.0.1/articles")!
  let title: String

  func build() -> URLRequest {
    var request = get(url, timeout: 10)
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = Data(#"{"title": "\#(title)"}"#.utf8)
    return request
  }
}

/// A request that cannot be built.
struct UnbuildableRequest: Request {
  typealias ResponseObject = Article

  struct MissingBaseURL: Error, CustomStringConvertible {
    var description: String { "no base URL configured" }
  }

  func build() throws -> URLRequest {
    throw MissingBaseURL()
  }
}

/// A request that sends `body` with `method`, and a `Content-Type` of its own when `contentType` is set.
struct SendingRequest: Request {
  typealias ResponseObject = NoContent

  var url = URL(string: "http://127.0.0.1/articles")!
  var method = "POST"
  var body: RequestBody?
  var contentType: String?

  func build() -> URLRequest {
    var request = get(url, timeout: 10)
    request.httpMethod = method
    if let contentType {
      request.setValue(contentType, forHTTPHeaderField: "Content-Type")
    }
    return request
  }
}
