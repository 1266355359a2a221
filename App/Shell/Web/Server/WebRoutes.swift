import HTTPTypes
import Hummingbird

/// The web front end as Hummingbird's `Router`. What every answer needs is a middleware, in this
/// order: the connection book and the body's deadline, the security headers (on the router's
/// own refusals too), gzip, the `Host` check, the address's cap and who is asking (behind a
/// trusted load balancer, the client it forwarded for). Then routes of their own:
///
/// - the app's own files and `/favicon.ico` (`StaticFileRoutes`): from memory, no session;
/// - the live channel (`LiveChannelRoute`), sign-in and sign-out (`SignInRoutes`), each after
///   `SessionMiddleware`, which finds the browser's session once for the route;
/// - each feature's pages and forms (`PageRoutes`), at the path forms of its own links (a
///   feature host's `/feed` and `/feed/**`, from the same catalog as `mosaic open`: the shell
///   names no feature), forms after `FormBodyMiddleware` and `CSRFMiddleware`;
/// - anything else: the pages' own "not found" in people's words.
///
/// A request's work runs in its session within its budget (`RequestBudget`); past it the
/// person gets the page that says so (`RequestBudgetMiddleware`).
enum WebRoutes {
    static func router(app: WebApp, connections: ConnectionBook?) -> Router<WebRequestContext> {
        let router = Router(context: WebRequestContext.self)
        router.add(middleware: RequestLimitsMiddleware(connections: connections))
        router.add(middleware: SecurityHeadersMiddleware<WebRequestContext>(secure: app.isSecure))
        router.add(middleware: GzipMiddleware<WebRequestContext>())
        router.add(middleware: HostCheckMiddleware<WebRequestContext>(hosts: app.hosts))
        router.add(middleware: RequestCapsMiddleware<WebRequestContext>())
        router.add(middleware: ClientAddressMiddleware(proxies: app.proxies))

        let pages = PageRoutes(app: app)
        let files = StaticFileRoutes(notFound: { try await withSession(app, pages.page)($0, $1) })
        router.get("/favicon.ico", use: files.favicon)
        router.head("/favicon.ico", use: files.favicon)
        // Below the live channel's `/_`, the router looks no further up: `/_/**` is a route of
        // its own. `StaticAssets` answers another build's names too (a page a node not yet
        // upgraded drew), which no fixed list of routes could.
        router.get("/_/**", use: files.file)
        router.head("/_/**", use: files.file)

        let sessioned = router.group()
            .add(middleware: RequestBudgetMiddleware<WebRequestContext>())
            .add(middleware: SessionMiddleware(app: app))
        sessioned.get(RouterPath(WebPaths.live), use: LiveChannelRoute(app: app).open)

        let forms = sessioned.group()
            .add(middleware: FormBodyMiddleware(site: app.site))
        let signIn = SignInRoutes(app: app, pages: pages)
        sessioned.get(RouterPath(WebPaths.login), use: signIn.page)
        sessioned.head(RouterPath(WebPaths.login), use: signIn.page)
        forms.post(RouterPath(WebPaths.login), use: signIn.signIn)
        forms.post(RouterPath(WebPaths.logout), use: signIn.signOut)

        let checked = forms.group().add(middleware: CSRFMiddleware(app: app))
        let others: [HTTPRequest.Method] = [.put, .delete, .patch, .options]
        for path in paths(hosts: app.catalog.hosts) + ["/**"] {
            sessioned.get(RouterPath(path), use: pages.page)
            sessioned.head(RouterPath(path), use: pages.page)
            checked.post(RouterPath(path), use: pages.form)
            for method in others { sessioned.on(RouterPath(path), method: method, use: pages.otherMethod) }
        }
        for method in others {
            sessioned.on(RouterPath(WebPaths.login), method: method, use: pages.otherMethod)
        }
        return router
    }

    /// The paths of pages and forms: each feature host's, and the start.
    static func paths(hosts: [String]) -> [String] {
        hosts.flatMap { ["/\($0)", "/\($0)/**"] } + ["/"]
    }

    /// A route that needs the session found first, called from a route without it (a path below
    /// `/_/` that is no file is a page's "not found").
    private static func withSession(
        _ app: WebApp, _ route: @escaping @Sendable (Request, WebRequestContext) async throws -> Response
    ) -> @Sendable (Request, WebRequestContext) async throws -> Response {
        { request, context in
            try await SessionMiddleware(app: app).handle(request, context: context) {
                try await route($0, $1)
            }
        }
    }
}
