import HTTPTypes
import Hummingbird

/// Who is asking, for everything counted per address (the sign-in guard, live channels): the
/// connection's peer, or behind a trusted load balancer (`mosaic serve --trusted-proxy`) the
/// client it forwarded for (`TrustedProxies.client`, the right-most untrusted hop of
/// `X-Forwarded-For`). From any other peer the header is ignored.
struct ClientAddressMiddleware: RouterMiddleware {
    typealias Context = WebRequestContext
    static let forwardedFor = HTTPField.Name("X-Forwarded-For")

    let proxies: TrustedProxies

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        guard !proxies.isEmpty, let name = Self.forwardedFor else { return try await next(request, context) }
        var context = context
        context.client = proxies.client(peer: context.peer, forwardedFor: request.headers[values: name])
        return try await next(request, context)
    }
}
