import AppCore
import NIOCore

/// A request as the web app's routes read it: the method, path and query, a posted form, and
/// what the CSRF and throttle checks need. Made from Hummingbird's request (`init(request:)`),
/// within the caps (`RequestCaps`).
struct WebInput: Sendable {
    enum Method: Sendable, Equatable {
        case get, post
        case other(String)
    }

    /// Why a posted body was not read as a form.
    enum BodyProblem: Sendable, Equatable {
        case tooLarge
        case notAForm
    }

    var method: Method
    /// The path, without the query, as sent (still percent-encoded).
    var path: String
    var query: String = ""
    /// The session cookie as sent (checked by `SessionMiddleware` before anything is looked up).
    var sessionID: String?
    /// The team sign-in form's cookie, and a visitor's form mark (`SignInFormToken`).
    var signInMark: String?
    var form: FormData?
    var bodyProblem: BodyProblem?
    /// The `Origin` and `Host` headers: a form from another origin is refused.
    var origin: String?
    var host: String?
    /// Who is asking (an address), for slowing down sign-in guesses.
    var client: String?
    /// The `If-None-Match` header: the static file the browser holds already.
    var ifNoneMatch: String?

    /// The path and its query, as a page is kept by (`KeptPage`).
    var address: String { query.isEmpty ? path : path + "?" + query }
}

/// What the web app answers: a status, a body (a page, a static file, or the live channel's
/// events), and what the server turns into headers.
struct WebOutput: Sendable {
    enum Body: Sendable {
        case text(String)
        /// A page's bytes as they go out (a kept page with its token: `KeptPage`).
        case bytes(ByteBuffer)
        /// The live channel: text to write as it comes; `stop` when the browser has gone.
        case events(AsyncStream<String>, stop: @Sendable () -> Void)
    }

    var status: Int
    var contentType: String
    var body: Body
    /// A redirect's target.
    var location: String?
    /// A session started by this request: its cookie is set.
    var newSession: String?
    /// Other cookies to set, whole `Set-Cookie` values (the sign-in form's mark, a cookie cleared).
    var cookies: [String] = []
    /// Static files may be kept by the browser; pages never (they show a person's data).
    var caching = Caching.never
    /// A static file's `ETag`: its content's name (`StaticAsset`).
    var etag: String?

    enum Caching: Sendable {
        /// Pages: `no-store`.
        case never
        /// A static file asked for at a path that does not name its content: `no-cache`, so
        /// the browser asks again (a 304 when it holds this one).
        case revalidate
        /// A static file at the path of its content: kept for a year, never asked for again.
        case forever
    }

    static func page(_ html: HTML, status: Int = 200, newSession: String? = nil) -> WebOutput {
        WebOutput(
            status: status, contentType: "text/html; charset=utf-8", body: .text(html.markup),
            newSession: newSession)
    }

    /// A plain sentence with `status` (a refusal).
    static func plain(_ status: Int, _ text: String) -> WebOutput {
        WebOutput(status: status, contentType: "text/plain; charset=utf-8", body: .text(text + "\n"))
    }

    /// The Mosaic page a request gets when its time ran out (`RequestBudget`): nothing it asked
    /// for was done past that point, and trying again is safe.
    static var tookTooLong: WebOutput {
        WebOutput(status: 503, contentType: "text/html; charset=utf-8", body: .text(TookTooLongPage.html))
    }

    static func redirect(to path: String, newSession: String? = nil) -> WebOutput {
        WebOutput(
            status: 303, contentType: "text/plain; charset=utf-8", body: .text("See " + path), location: path,
            newSession: newSession)
    }
}
