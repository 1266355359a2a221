import Hummingbird
import NIOCore

/// Each request has its place in the connection book (`ConnectionBook`: caps, and a clean stop
/// however many are open), and a body that has not all arrived within the book's deadline
/// closes its connection: a form "of 100 KB" sent a byte every ten seconds holds nothing for
/// long. The body itself is read, up to `WebApp.maxFormBytes` and never more, by the handler.
struct RequestLimitsMiddleware: RouterMiddleware {
    typealias Context = WebRequestContext
    let connections: ConnectionBook?

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        guard let connections, let channel = context.channel else { return try await next(request, context) }
        connections.requestStarted(on: channel)
        var context = context
        // A request without a body (a page's GET) has nothing to wait for: no timer is set and
        // cancelled on its connection's event loop for it.
        if Self.hasBody(request) {
            context.bodyDeadline = channel.eventLoop.scheduleTask(in: connections.limits.body) {
                channel.close(promise: nil)
            }
        }
        var response: Response
        do {
            response = try await next(request, context)
        } catch {
            context.bodyDeadline?.cancel()
            connections.requestFinished(on: channel)
            throw error
        }
        context.bodyDeadline?.cancel()
        // Finished once its body is written (a live channel's when it ends).
        let body = response.body
        response.body = ResponseBody(contentLength: body.contentLength) { writer in
            defer { connections.requestFinished(on: channel) }
            try await body.write(writer)
        }
        return response
    }

    /// Whether a body follows the head: HTTP/1.1 has one only with a `Content-Length` above zero
    /// or a `Transfer-Encoding`.
    static func hasBody(_ request: Request) -> Bool {
        if let length = request.headers[.contentLength] { return length != "0" }
        return request.headers[.transferEncoding] != nil
    }
}
