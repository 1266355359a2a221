import AppCore
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// Hummingbird's side of the web front end: each HTTP request becomes a `WebInput` (its body read
/// up to `WebApp.maxFormBytes`, never more), the app answers on the main actor, and its
/// `WebOutput` becomes a response with the security headers and, for a new session, its cookie.
struct WebResponder: HTTPResponder {
    typealias Context = WebRequestContext

    let app: WebApp
    let isSecure: Bool
    let cookieLifetime: Int
    var connections: ConnectionBook?

    func respond(to request: Request, context: Context) async throws -> Response {
        let channel = context.channel
        connections?.requestStarted(on: channel)
        // A body that has not all arrived within the deadline closes its connection: a form
        // "of 100 KB" sent a byte every ten seconds holds nothing for long.
        let deadline = connections.map { book in
            channel.eventLoop.scheduleTask(in: book.limits.body) { channel.close(promise: nil) }
        }
        let input = await Self.input(from: request, client: context.client)
        deadline?.cancel()
        let output = await app.respond(to: input)
        let finished: @Sendable () -> Void = { [connections] in connections?.requestFinished(on: channel) }
        return Self.response(
            output, secure: isSecure, cookieLifetime: cookieLifetime,
            gzip: PageCompression.accepts(request.headers[.acceptEncoding]), finished: finished)
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

    /// The response, gzipped when the browser takes it (`gzip`) and it is worth it; `finished`
    /// is called once its body is written (a live channel's when it ends).
    static func response(
        _ output: WebOutput, secure: Bool, cookieLifetime: Int, gzip: Bool = false,
        finished: @escaping @Sendable () -> Void = {}
    ) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = output.contentType
        for (name, value) in SecurityHeaders.all(secure: secure) {
            if let field = HTTPField.Name(name) { headers[field] = value }
        }
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
            let plain = ByteBuffer(string: text)
            if PageCompression.varies(output.contentType) { headers[.vary] = "Accept-Encoding" }
            let packed = gzip ? PageCompression.gzipped(plain, contentType: output.contentType) : nil
            if packed != nil { headers[.contentEncoding] = "gzip" }
            let buffer = packed ?? plain
            return Response(
                status: status, headers: headers,
                body: ResponseBody(contentLength: buffer.readableBytes) { writer in
                    defer { finished() }
                    try await writer.write(buffer)
                    try await writer.finish(nil)
                })
        case .events(let events, let stop):
            headers[.cacheControl] = "no-store"
            return Response(
                status: status, headers: headers,
                body: ResponseBody { writer in
                    defer {
                        stop()
                        finished()
                    }
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

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        client = source.channel.remoteAddress?.ipAddress
        channel = source.channel
    }
}
