import AppCore

/// A request as the web app reads it, whatever carried it (the HTTP server, a test): the method,
/// path and query, the session cookie, a posted form, and what the CSRF and throttle checks need.
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
    var sessionID: String?
    /// The team sign-in form's cookie (`SignInFormToken`).
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
}

/// What the web app answers: a status, a body (a page, a static file, or the live channel's
/// events), and what the server turns into headers.
struct WebOutput: Sendable {
    enum Body: Sendable {
        case text(String)
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

    static func redirect(to path: String, newSession: String? = nil) -> WebOutput {
        WebOutput(
            status: 303, contentType: "text/plain; charset=utf-8", body: .text("See " + path), location: path,
            newSession: newSession)
    }
}
