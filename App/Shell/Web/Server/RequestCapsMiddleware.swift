import Hummingbird

/// An address longer than a link a person keeps is refused before it is routed or parsed
/// (`RequestCaps.address`): no route, page or search reads more of it.
struct RequestCapsMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        guard request.uri.string.utf8.count <= RequestCaps.address else {
            return WebResponse.make(
                .plain(
                    414,
                    "This address is longer than Mosaic reads (at most \(RequestCaps.address / 1024) KiB); "
                        + "nothing was done."))
        }
        return try await next(request, context)
    }
}
