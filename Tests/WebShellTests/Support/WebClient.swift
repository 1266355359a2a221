import AppCore
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

@testable import MosaicShell

/// One browser for the HTTP tests: it keeps its session cookie, sends forms as a browser does
/// (with the token the last page carried, unless told otherwise) and hands back what came.
struct WebClient: Sendable {
    let client: any TestClientProtocol
    /// Every cookie the server set and did not clear, by name.
    var cookies: [String: String] = [:]
    /// The session cookie.
    var cookie: String? {
        get { cookies[WebApp.cookieName] }
        set { cookies[WebApp.cookieName] = newValue }
    }
    /// The CSRF token of the last page read.
    var token: String?

    init(_ client: any TestClientProtocol) {
        self.client = client
    }

    struct Page: Sendable {
        let status: Int
        let headers: HTTPFields
        let text: String

        func header(_ name: String) -> String? {
            HTTPField.Name(name).flatMap { headers[$0] }
        }

        var location: String? { header("Location") }
    }

    mutating func get(_ path: String) async throws -> Page {
        try await send(path, method: .get, body: nil)
    }

    /// Posts `fields` as a form, with the session's token first unless `token` says otherwise
    /// (nil: no token at all).
    mutating func post(
        _ path: String, _ fields: [(String, String)], token: String?? = .none, headers extra: HTTPFields = [:]
    ) async throws -> Page {
        let sent: String? =
            switch token {
            case .none: self.token
            case .some(let given): given
            }
        let all = (sent.map { [("csrf", $0)] } ?? []) + fields
        let body = all.map { FormData.encoded($0.0) + "=" + FormData.encoded($0.1) }.joined(separator: "&")
        var headers: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
        headers.append(contentsOf: extra)
        return try await send(path, method: .post, body: body, headers: headers)
    }

    /// Posts a form the page refuses and follows the answer as a browser does: the refusal is a
    /// redirect to the same address (POST/redirect/GET), whose page says why.
    mutating func postRefused(_ path: String, _ fields: [(String, String)]) async throws -> Page {
        let answer = try await post(path, fields)
        #expect(answer.status == 303, "a refusal of \(path) redirects")
        #expect(answer.location == path)
        guard answer.status == 303, let location = answer.location else { return answer }
        return try await get(location)
    }

    mutating func send(_ path: String, method: HTTPRequest.Method, body: String?, headers: HTTPFields = [:])
        async throws
        -> Page
    {
        var headers = headers
        if !cookies.isEmpty {
            headers[.cookie] = cookies.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                .joined(separator: "; ")
        }
        let response = try await client.execute(
            uri: path, method: method, headers: headers, body: body.map { ByteBuffer(string: $0) })
        for set in response.headers[values: .setCookie] {
            guard let (name, value) = Self.cookie(set) else { continue }
            cookies[name] = value.isEmpty || set.contains("Max-Age=0") ? nil : value
        }
        let text = String(buffer: response.body)
        if let found = Self.token(in: text) { token = found }
        return Page(status: Int(response.status.code), headers: response.headers, text: text)
    }

    static func cookieValue(_ header: String) -> String? {
        guard let (name, value) = cookie(header), name == WebApp.cookieName else { return nil }
        return value
    }

    /// A `Set-Cookie` value's name and value.
    static func cookie(_ header: String) -> (String, String)? {
        guard let equals = header.firstIndex(of: "=") else { return nil }
        return (
            String(header[..<equals]), String(header[header.index(after: equals)...].prefix { $0 != ";" })
        )
    }

    static func token(in html: String) -> String? {
        guard let range = html.range(of: "name=\"csrf\" value=\"") else { return nil }
        return String(html[range.upperBound...].prefix { $0 != "\"" })
    }
}

/// A server over the preview database (in memory, the sample data: Ada is person 1 and wrote
/// post 55, Barbara is person 6 and wrote post 60), tested in process.
struct WebWorld {
    let container: AppContainer
    let app: WebApp

    @MainActor
    init(isSecure: Bool = false, limits: WebSessions.Limits = WebSessions.Limits()) async throws {
        container = try await AppContainer.preview()
        app = WebApp(
            sessions: WebSessions(services: ProfilesOfTheFile(base: container.services), limits: limits),
            isSecure: isSecure)
    }

    /// Runs `test` with clients of this server.
    func test<Value: Sendable>(_ test: @Sendable (any TestClientProtocol) async throws -> Value) async throws
        -> Value
    {
        let application = try WebServer.application(
            app: app, listen: try #require(WebServer.Listen("127.0.0.1:0")), tls: nil)
        return try await application.test(.router, test)
    }
}
