import AppCore
import HTTPTypes
import Hummingbird
import NIOCore

/// A route's answer (`WebOutput`) as Hummingbird's `Response`: its status, type, caching, the
/// cookies it sets, and its body (a page, a static file, or the live channel's events as they
/// come). Security headers and compression are middlewares'.
enum WebResponse {
    static func make(_ output: WebOutput, newSessionCookie: String? = nil) -> Response {
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
        if let newSessionCookie { headers.append(HTTPField(name: .setCookie, value: newSessionCookie)) }
        for cookie in output.cookies { headers.append(HTTPField(name: .setCookie, value: cookie)) }
        let status = HTTPResponse.Status(code: output.status)
        switch output.body {
        case .text(let text):
            return Response(
                status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
        case .bytes(let bytes):
            return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: bytes))
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

extension WebInput {
    /// The request as the routes read it: its path and query (within `RequestCaps`: the address
    /// was measured before routing), cookies (as `SessionMiddleware` read them) and the headers
    /// the checks need.
    init(request: Request, context: WebRequestContext) {
        let method: Method =
            switch request.method {
            case .get, .head: .get
            case .post: .post
            default: .other(request.method.rawValue)
            }
        self.init(
            method: method, path: request.uri.path, query: Self.capped(request.uri.query ?? ""),
            sessionID: context.cookies.session, signInMark: context.cookies.signInMark,
            origin: request.headers[.origin], host: request.head.authority, client: context.client,
            ifNoneMatch: request.headers[.ifNoneMatch])
    }

    /// A query of at most `RequestCaps.queryFields` fields: the rest are not read.
    private static func capped(_ query: String) -> String {
        var fields = 0
        var end = query.endIndex
        for index in query.indices where query[index] == "&" {
            fields += 1
            if fields >= RequestCaps.queryFields {
                end = index
                break
            }
        }
        return String(query[..<end])
    }
}
