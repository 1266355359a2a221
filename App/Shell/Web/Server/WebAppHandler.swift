import AppCore
import CompressNIO
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// What every route of the web front end ends in (`WebRoutes`): the HTTP request becomes a
/// `WebInput` (its body read up to `WebApp.maxFormBytes`, never more, within the deadline
/// `RequestLimitsMiddleware` set), the app answers, and its `WebOutput` becomes a response with,
/// for a new session, its cookie. Security headers and compression are middlewares'.
struct WebAppHandler: Sendable {
    let app: WebApp
    let isSecure: Bool
    let cookieLifetime: Int

    func respond(to request: Request, context: WebRequestContext) async throws -> Response {
        let input = await Self.input(from: request, client: context.client)
        context.bodyDeadline?.cancel()
        let output = await app.respond(to: input)
        return Self.response(output, secure: isSecure, cookieLifetime: cookieLifetime)
    }

    static func input(from request: Request, client: String?) async -> WebInput {
        var request = request
        let method: WebInput.Method =
            switch request.method {
            case .get, .head: .get
            case .post: .post
            default: .other(request.method.rawValue)
            }
        var input = WebInput(
            method: method, path: request.uri.path, query: request.uri.query ?? "",
            sessionID: request.cookies[WebApp.cookieName]?.value,
            signInMark: request.cookies[SignInFormToken.cookieName]?.value, origin: request.headers[.origin],
            host: request.head.authority, client: client, ifNoneMatch: request.headers[.ifNoneMatch])
        guard method == .post else { return input }
        let type = request.headers[.contentType]?.lowercased() ?? ""
        guard type.hasPrefix("application/x-www-form-urlencoded") else {
            input.bodyProblem = .notAForm
            return input
        }
        do {
            let body = try await request.collectBody(upTo: WebApp.maxFormBytes)
            input.form = FormData(encoded: String(buffer: body))
        } catch {
            input.bodyProblem = .tooLarge
        }
        return input
    }

    /// The response to `output`.
    static func response(_ output: WebOutput, secure: Bool, cookieLifetime: Int) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = output.contentType
        headers[.cacheControl] =
            switch output.caching {
            case .never: "no-store"
            case .revalidate: "no-cache"
            case .forever: "public, max-age=31536000, immutable"
            }
        if let etag = output.etag { headers[.eTag] = etag }
        if let location = output.location { headers[.location] = location }
        if let session = output.newSession {
            headers[.setCookie] = SecurityHeaders.sessionCookie(
                session, maxAge: cookieLifetime, secure: secure)
        }
        for cookie in output.cookies { headers.append(HTTPField(name: .setCookie, value: cookie)) }
        let status = HTTPResponse.Status(code: output.status)
        switch output.body {
        case .text(let text):
            return Response(
                status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
        case .events(let events, let stop):
            headers[.cacheControl] = "no-store"
            return Response(
                status: status, headers: headers,
                body: ResponseBody { writer in
                    defer { stop() }
                    for await text in events {
                        try await writer.write(ByteBuffer(string: text))
                    }
                    try await writer.finish(nil)
                })
        }
    }
}

/// The request context: Hummingbird's, and the address of who is asking (for slowing down
/// sign-in guesses).
struct WebRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    let client: String?
    /// The connection the request came on (its place in the `ConnectionBook`).
    let channel: any Channel
    /// Closes the connection if the request's body has not all come in time; the handler
    /// cancels it once the body is read.
    var bodyDeadline: Scheduled<Void>?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        client = source.channel.remoteAddress?.ipAddress
        channel = source.channel
    }
}
