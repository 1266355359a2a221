import HTTPTypes
import Hummingbird

/// The web front end as Hummingbird's `Router`: a route for each path form the features' links
/// take (a feature's host: `/feed` and `/feed/**`, from the same catalog as `mosaic open`, so
/// there is no second route table), the shell's own paths (`/`, the live channel, the app's own
/// files, sign-in and sign-out), and for anything else the app's own "nothing here" page. Every
/// route ends in the app (`WebAppHandler`); what every answer needs is a middleware: the
/// connection book and body deadline, the security headers, and gzip.
enum WebRoutes {
    static func router(
        app: WebApp, isSecure: Bool, cookieLifetime: Int, connections: ConnectionBook?
    ) -> Router<WebRequestContext> {
        let router = Router(context: WebRequestContext.self)
        router.add(middleware: RequestLimitsMiddleware(connections: connections))
        router.add(middleware: SecurityHeadersMiddleware<WebRequestContext>(secure: isSecure))
        router.add(middleware: GzipMiddleware<WebRequestContext>())
        let handler = WebAppHandler(app: app, isSecure: isSecure, cookieLifetime: cookieLifetime)
        let answer: @Sendable (Request, WebRequestContext) async throws -> Response = {
            try await handler.respond(to: $0, context: $1)
        }
        // Every method: the app itself answers one it does not serve (405, in people's words).
        let methods: [HTTPRequest.Method] = [.get, .head, .post, .put, .delete, .patch, .options]
        for path in paths(hosts: app.catalog.hosts) {
            for method in methods { router.on(RouterPath(path), method: method, use: answer) }
        }
        router.get(RouterPath(WebPaths.live), use: answer)
        // Any other path or method: the app answers, in people's words (404, 405). The app's own
        // files are among these: `StaticAssets` answers another build's names too (a page a
        // node not yet upgraded drew), which no fixed list of routes could.
        // (`/_/**` too: below the live channel's `/_`, the router looks no further up.)
        for method in methods {
            router.on("/**", method: method, use: answer)
            router.on("/_/**", method: method, use: answer)
        }
        return router
    }

    /// The paths of pages and forms: each feature host's, and the shell's own.
    static func paths(hosts: [String]) -> [String] {
        hosts.flatMap { ["/\($0)", "/\($0)/**"] } + ["/", WebPaths.login, WebPaths.logout]
    }
}
