import Hummingbird

/// Every request's `Host` must be one this server was started for (`HostCheck`): a DNS-rebinding
/// page's own name is refused (421) before anything else is read.
struct HostCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    let hosts: HostCheck

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        guard hosts.allows(request.head.authority) else {
            return WebResponse.make(
                .plain(
                    421,
                    "This server does not answer to that name. If it should, start it with mosaic serve --allow-host NAME."
                ))
        }
        return try await next(request, context)
    }
}
