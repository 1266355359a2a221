import AppCore
import Hummingbird
import Logging
import NIOCore

/// The request context: Hummingbird's, and what the middlewares found for the routes once, so
/// no route looks again: who is asking (an address, for slowing down sign-in guesses), the
/// connection the request came on, the browser's cookies and session (`SessionMiddleware`) and a
/// posted form checked as this app's (`FormMiddleware`).
struct WebRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    /// Who is asking: the peer, or behind a trusted proxy the client it forwarded for
    /// (`ClientAddressMiddleware`).
    var client: String?
    /// The connection's other end as the socket says it (a load balancer, behind one).
    let peer: String?
    /// The connection the request came on (its place in the `ConnectionBook`); nil for a request
    /// handed to the router in process.
    let channel: (any Channel)?
    /// Closes the connection if the request's body has not all come in time; cancelled once the
    /// body is read.
    var bodyDeadline: Scheduled<Void>?
    /// The session the cookie named, if this server signed it and it still holds.
    var session: WebSession?
    /// The session's id as the cookie carried it (signature checked), found or not.
    var sessionID: String?
    /// The cookies the app reads, read once (`SessionMiddleware`) for every route after it.
    var cookies = BrowserCookies()
    /// A posted form, read within its cap and checked as this app's.
    var form: FormData?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        peer = source.channel.remoteAddress?.ipAddress
        client = peer
        channel = source.channel
    }

    /// A context for a request handed to the router in process (tests, `WebApp.respond`).
    init(client: String?, logger: Logger) {
        coreContext = .init(source: LoggerSource(logger: logger))
        self.client = client
        peer = client
        channel = nil
    }

    private struct LoggerSource: RequestContextSource {
        let logger: Logger
    }
}
