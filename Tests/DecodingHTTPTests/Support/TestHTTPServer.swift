import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for the integration tests and the documentation
/// samples (Tests/DocSamplesSupport compiles this file too, through a symbolic link).
///
/// It binds an ephemeral port (port 0, read back with `getsockname`), answers every
/// connection on its own thread with the canned ``Route`` for the request's path,
/// and closes the connection after one response (`Connection: close`). Each test
/// starts its own server, so tests running in parallel never share a port or state.
/// ``stop()`` closes the listening socket, interrupts slow responses and waits for
/// every thread to finish.
public final class TestHTTPServer: @unchecked Sendable {
  /// A canned response.
  public struct Route: Sendable {
    var status: Int
    var reason: String
    var headers: [(name: String, value: String)]
    var body: Data
    /// How long to wait before answering; the wait ends early if the client hangs up.
    var delay: TimeInterval = 0
    /// Hang up without answering, to make the client see a transport failure.
    var closesWithoutResponse = false
    /// Send the response one byte at a time, spread evenly over this many seconds, so that
    /// the connection is never idle for long but the response takes this long; the sending
    /// ends early if the client hangs up. `0` sends it at once.
    var trickle: TimeInterval = 0
    /// When set, the body is these parts instead, sent with `Transfer-Encoding: chunked`, one
    /// HTTP chunk each; `beforePart` runs before every part but the first, with its index, so a
    /// test can hold the rest of the response back until the client has seen a part.
    var parts: [Data]?
    var beforePart: (@Sendable (Int) -> Void)?

    /// A response of `status` and `reason`, with `headers` and `body`, sent as the options say.
    public init(
      status: Int, reason: String, headers: [(name: String, value: String)] = [], body: Data = Data(),
      delay: TimeInterval = 0, closesWithoutResponse: Bool = false, trickle: TimeInterval = 0
    ) {
      self.status = status
      self.reason = reason
      self.headers = headers
      self.body = body
      self.delay = delay
      self.closesWithoutResponse = closesWithoutResponse
      self.trickle = trickle
    }

    /// A JSON response.
    public static func json(
      _ text: String, status: Int = 200, reason: String = "OK", delay: TimeInterval = 0, trickle: TimeInterval = 0
    ) -> Route {
      Route(
        status: status, reason: reason, headers: [("Content-Type", "application/json")], body: Data(text.utf8),
        delay: delay, trickle: trickle)
    }

    /// A chunked response sent part by part, running `beforePart` before each part but the first.
    public static func streamed(
      _ parts: [String], status: Int = 200, reason: String = "OK", contentType: String = "application/x-ndjson",
      beforePart: @escaping @Sendable (Int) -> Void = { _ in }
    ) -> Route {
      var route = Route(status: status, reason: reason, headers: [("Content-Type", contentType)])
      route.parts = parts.map { Data($0.utf8) }
      route.beforePart = beforePart
      return route
    }

    /// An HTML response.
    public static func html(_ text: String, status: Int, reason: String) -> Route {
      Route(status: status, reason: reason, headers: [("Content-Type", "text/html")], body: Data(text.utf8))
    }
  }

  /// A request as the server received it.
  public struct ReceivedRequest: Sendable, Equatable {
    /// `GET`, `POST`, …
    public var method: String
    /// The path and query.
    public var target: String
    /// The headers, by name as sent.
    public var headers: [String: String]
    /// The body, empty when there is none.
    public var body: Data
  }

  /// The port the server listens on.
  public let port: UInt16
  /// `http://127.0.0.1:<port>`.
  public let baseURL: URL

  private let routes: [String: Route]
  private let listener: Int32
  private let lock = NSLock()
  private var received: [ReceivedRequest] = []
  private var openConnections: Set<Int32> = []
  private var stopped = false
  private let threads = DispatchGroup()

  /// Starts a server answering `routes`, keyed by path without the query; other paths get a 404.
  public init(routes: [String: Route]) throws {
    self.routes = routes
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard listener >= 0 else { throw ServerError.system("socket", errno) }
    self.listener = listener
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        bind(listener, address, length) == 0 && listen(listener, 64) == 0
          && getsockname(listener, address, &length) == 0
      }
    }
    guard bound else {
      let code = errno
      close(listener)
      throw ServerError.system("bind/listen", code)
    }
    port = UInt16(bigEndian: address.sin_port)
    baseURL = URL(string: "http://127.0.0.1:\(port)")!
    threads.enter()
    Thread { [self] in
      acceptConnections()
      threads.leave()
    }.start()
  }

  deinit {
    stop()
  }

  /// The URL of `path` on this server.
  public func url(_ path: String) -> URL {
    URL(string: "http://127.0.0.1:\(port)\(path)")!
  }

  /// Every request received so far, in order of arrival.
  public var requests: [ReceivedRequest] {
    lock.withLock { received }
  }

  /// Stops listening, interrupts responses still waiting, and waits for every thread to end.
  public func stop() {
    let connections: Set<Int32>? = lock.withLock {
      guard !stopped else { return nil }
      stopped = true
      return openConnections
    }
    guard let connections else { return }
    // shutdown wakes the thread blocked in accept() and every connection waiting in poll().
    shutdown(listener, Int32(SHUT_RDWR))
    for connection in connections {
      shutdown(connection, Int32(SHUT_RDWR))
    }
    _ = threads.wait(timeout: .now() + 5)
    close(listener)
  }

  private func acceptConnections() {
    while true {
      let connection = accept(listener, nil, nil)
      if connection < 0 {
        if errno == EINTR { continue }
        return
      }
      let accepted = lock.withLock {
        guard !stopped else { return false }
        openConnections.insert(connection)
        threads.enter()
        return true
      }
      guard accepted else {
        close(connection)
        return
      }
      Thread { [self] in
        serve(connection)
        lock.withLock { _ = openConnections.remove(connection) }
        close(connection)
        threads.leave()
      }.start()
    }
  }

  private func serve(_ connection: Int32) {
    var timeout = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    guard let request = readRequest(from: connection) else { return }
    lock.withLock { received.append(request) }
    let path = String(request.target.prefix { $0 != "?" })
    let route =
      routes[path]
      ?? .json(#"{"error": "no route for \#(path)"}"#, status: 404, reason: "Not Found")
    if route.delay > 0, !waitWhileConnected(connection, seconds: route.delay) { return }
    if route.closesWithoutResponse { return }
    if let parts = route.parts {
      sendParts(parts, of: route, to: connection)
      return
    }
    let response = response(for: route, method: request.method)
    if route.trickle > 0 {
      let pause = route.trickle / Double(max(response.count, 1))
      for byte in response {
        guard waitWhileConnected(connection, seconds: pause) else { return }
        write(Data([byte]), to: connection)
      }
    } else {
      write(response, to: connection)
    }
  }

  /// Reads the request head and, when `Content-Length` says so, the body.
  private func readRequest(from connection: Int32) -> ReceivedRequest? {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    let separator: [UInt8] = Array("\r\n\r\n".utf8)
    var headEnd: Int?
    while headEnd == nil {
      let count = recv(connection, &buffer, buffer.count, 0)
      guard count > 0 else { return nil }
      bytes += buffer[0..<count]
      headEnd = bytes.firstRange(of: separator)?.upperBound
      if bytes.count > 1 << 20 { return nil }
    }
    let head = String(decoding: bytes[..<headEnd!], as: UTF8.self)
    var lines = head.components(separatedBy: "\r\n").filter { !$0.isEmpty }
    guard !lines.isEmpty else { return nil }
    let requestLine = lines.removeFirst().split(separator: " ")
    guard requestLine.count == 3 else { return nil }
    var headers: [String: String] = [:]
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].lowercased()
      headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    let length = headers["content-length"].flatMap { Int($0) } ?? 0
    while bytes.count - headEnd! < length {
      let count = recv(connection, &buffer, buffer.count, 0)
      guard count > 0 else { return nil }
      bytes += buffer[0..<count]
    }
    return ReceivedRequest(
      method: String(requestLine[0]), target: String(requestLine[1]), headers: headers,
      body: Data(bytes[headEnd!..<(headEnd! + length)]))
  }

  /// Waits `seconds`; `false` as soon as the client hangs up or the server stops.
  private func waitWhileConnected(_ connection: Int32, seconds: TimeInterval) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while true {
      let remaining = deadline.timeIntervalSinceNow
      if remaining <= 0 { return true }
      var descriptor = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, Int32(min(remaining * 1000, 1000).rounded(.up)))
      if ready < 0, errno == EINTR { continue }
      // Readable after the whole request was read means the peer closed or the server is stopping.
      if ready != 0 { return false }
    }
  }

  private func response(for route: Route, method: String) -> Data {
    var head = "HTTP/1.1 \(route.status) \(route.reason)\r\nConnection: close\r\n"
    let hasBody = route.status != 204 && route.status != 304 && method != "HEAD"
    for header in route.headers {
      head += "\(header.name): \(header.value)\r\n"
    }
    if route.status != 204 {
      head += "Content-Length: \(route.body.count)\r\n"
    }
    head += "\r\n"
    return Data(head.utf8) + (hasBody ? route.body : Data())
  }

  /// Sends the head, then each part as an HTTP chunk, then the last chunk; stops if the client hangs up.
  private func sendParts(_ parts: [Data], of route: Route, to connection: Int32) {
    var head = "HTTP/1.1 \(route.status) \(route.reason)\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n"
    for header in route.headers {
      head += "\(header.name): \(header.value)\r\n"
    }
    guard write(Data((head + "\r\n").utf8), to: connection) else { return }
    for (index, part) in parts.enumerated() {
      if index > 0 { route.beforePart?(index) }
      let chunk = Data(String(part.count, radix: 16).utf8) + Data("\r\n".utf8) + part + Data("\r\n".utf8)
      guard write(chunk, to: connection) else { return }
    }
    write(Data("0\r\n\r\n".utf8), to: connection)
  }

  @discardableResult
  private func write(_ data: Data, to connection: Int32) -> Bool {
    return data.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let sent = send(connection, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
        if sent < 0, errno == EINTR { continue }
        guard sent > 0 else { return false }
        offset += sent
      }
      return true
    }
  }

  /// A system call that failed while starting the server.
  public enum ServerError: Error, CustomStringConvertible {
    case system(String, Int32)

    /// The call and the system's message for its error.
    public var description: String {
      switch self {
      case .system(let call, let code): return "\(call) failed: \(String(cString: strerror(code)))"
      }
    }
  }
}
