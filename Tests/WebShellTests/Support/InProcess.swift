import AppCore
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOConcurrencyHelpers
import NIOCore

@testable import MosaicShell

/// Each app's router, built once (a test sends it thousands of requests).
private let responders = NIOLockedValueBox<[ObjectIdentifier: RouterResponder<WebRequestContext>]>([:])

/// A request handed to the web app's own router in process, with no HTTP in between, as a browser
/// at a chosen address would send it: so a test can be twelve clients, or three thousand (the
/// in-process HTTP client has no address, and the sign-in guard counts per address). It goes
/// through every middleware and route, as a request from the network does.
extension WebApp {
    func respond(to input: WebInput) async -> WebOutput {
        let key = ObjectIdentifier(self)
        let responder =
            responders.withLockedValue { $0[key] }
            ?? {
                let built = WebRoutes.router(app: self, connections: nil).buildResponder()
                responders.withLockedValue { $0[key] = built }
                return built
            }()
        let context = WebRequestContext(client: input.client, logger: Logger(label: "mosaic.test"))
        do {
            let response = try await responder.respond(to: input.request, context: context)
            return await WebOutput(response)
        } catch let error as any HTTPResponseError {
            return WebOutput(status: Int(error.status.code), contentType: "text/plain", body: .text(""))
        } catch {
            return WebOutput(status: 500, contentType: "text/plain", body: .text("\(error)"))
        }
    }

    /// The live channel for `input` (its query names the page).
    func live(_ input: WebInput) async -> WebOutput {
        var input = input
        input.path = WebPaths.live
        return await respond(to: input)
    }
}

extension WebInput {
    /// The request a browser would send: its cookies, the headers the checks read, a form's body.
    var request: Request {
        var fields = HTTPFields()
        var cookies: [String] = []
        if let sessionID { cookies.append("\(WebApp.cookieName)=\(sessionID)") }
        if let signInMark {
            cookies.append("\(SignInFormToken.cookieName)=\(signInMark)")
            cookies.append("\(VisitorMark.cookieName)=\(signInMark)")
        }
        if !cookies.isEmpty { fields[.cookie] = cookies.joined(separator: "; ") }
        if let origin { fields[.origin] = origin }
        if let ifNoneMatch { fields[.ifNoneMatch] = ifNoneMatch }
        var body = ByteBuffer()
        if let form {
            fields[.contentType] = "application/x-www-form-urlencoded"
            body = ByteBuffer(
                string: form.fields.map { FormData.encoded($0.name) + "=" + FormData.encoded($0.value) }
                    .joined(separator: "&"))
        }
        let method: HTTPRequest.Method =
            switch self.method {
            case .get: .get
            case .post: .post
            case .other(let name): HTTPRequest.Method(name) ?? .put
            }
        let head = HTTPRequest(
            method: method, scheme: "http", authority: host ?? "127.0.0.1",
            path: query.isEmpty ? path : path + "?" + query, headerFields: fields)
        return Request(head: head, body: RequestBody(buffer: body))
    }
}

extension WebOutput {
    /// The response as the app's routes made it: a live channel's events as they come.
    init(_ response: Response) async {
        let type = response.headers[.contentType] ?? ""
        var cookies: [String] = []
        var session: String?
        for cookie in response.headers[values: .setCookie] {
            if cookie.hasPrefix(WebApp.cookieName + "="), !cookie.contains("Max-Age=0"),
                let value = WebClient.cookie(cookie)?.1, !value.isEmpty
            {
                session = value
            } else {
                cookies.append(cookie)
            }
        }
        let body: Body
        if type.hasPrefix("text/event-stream") {
            let (events, output) = AsyncStream.makeStream(of: String.self)
            let writing = Task {
                try? await response.body.write(EventsWriter(output: output))
                output.finish()
            }
            body = .events(events, stop: { writing.cancel() })
        } else {
            let (pieces, output) = AsyncStream.makeStream(of: String.self)
            try? await response.body.write(EventsWriter(output: output))
            output.finish()
            var text = ""
            for await piece in pieces { text += piece }
            body = .text(text)
        }
        self.init(
            status: Int(response.status.code), contentType: type, body: body,
            location: response.headers[.location], newSession: session, cookies: cookies)
    }
}

/// Takes a response's body as it is written.
private struct EventsWriter: ResponseBodyWriter {
    let output: AsyncStream<String>.Continuation

    mutating func write(_ buffer: ByteBuffer) async throws {
        output.yield(String(buffer: buffer))
    }

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {
        output.finish()
    }
}
