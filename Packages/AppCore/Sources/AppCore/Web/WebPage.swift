/// A feature's web page as the shell holds it: the contract a page adopts where it is written,
/// as `TerminalScreen` is for the terminal. The page holds the feature's view model; a request
/// loads it, a form is an intent, the HTML is drawn from the view model's state, and its live
/// regions are what the shell sends again while the page is open and the state changes.
///
/// A page belongs to one browser session and runs on that session's isolation, as its view
/// model does: every async requirement runs on its caller's (`nonisolated(nonsending)`), so a
/// session's pages never wait on another session's, nor on the terminal's main actor.
public protocol WebPage: AnyObject {
    /// The page's title, as plain text (escaped where it is drawn).
    var title: String { get }
    /// The names of the query's fields the page reads (`after`, `new`, `delete`): only these
    /// reach it, and so only these are ever drawn back into it, its forms' addresses and its
    /// live channel's (a field a stranger added to a private page's address, reflected beside
    /// its secrets, would let a compressed size tell them apart: issue 42). None by default.
    var queryFields: Set<String> { get }
    /// The title for one request, where the query shows something else at the page's path (a
    /// form to write a post); `title` unless the page says otherwise.
    func title(for request: WebRequest) -> String
    /// The page's work before it is drawn, as `appear()` (the query may ask for more: a page
    /// further down the list, a confirmation). Returns when it has ended.
    nonisolated(nonsending) func load(_ request: WebRequest) async -> PageLoad
    /// The page's content, inside the shell's frame (header, tabs, status line).
    func body(_ request: WebRequest) -> HTML
    /// A form sent to the page: the intent its `intent` field names, carried out to its end.
    nonisolated(nonsending) func submit(_ request: WebRequest) async -> FormOutcome
    /// The parts of `body` that change while the page is open, drawn from the state now for the
    /// request that showed the page. The shell sends a region again whenever what it draws changes.
    func liveRegions(_ request: WebRequest) -> [LiveRegion]
    /// Listens for changes made elsewhere (the view model's `watchChanges()`), while a live
    /// channel shows the page; cancelled when the last one closes.
    nonisolated(nonsending) func watch() async
}

extension WebPage {
    public var queryFields: Set<String> { [] }
    public func title(for request: WebRequest) -> String { title }
    nonisolated(nonsending) public func submit(_ request: WebRequest) async -> FormOutcome { .unknownIntent }
    public func liveRegions(_ request: WebRequest) -> [LiveRegion] { [] }
    nonisolated(nonsending) public func watch() async {}
}

/// What a load found.
public enum PageLoad: Equatable, Sendable {
    case shown
    /// Nothing to show at this path; the text names what ("post 60").
    case notFound(String)
    /// The address is not one of this page's (a place in a list that no list has: `?after=abc`);
    /// the sentence says so whole ("This address is not a page of the feed."), naming nothing
    /// from the address (what an address carries is never drawn back beside a page's secrets).
    case notAPage(String)
    /// What the query asks for is at another path: the browser goes there (303 See Other). A
    /// search box's GET (`/search?q=ada`) lands on the results' own address (`/search/ada`).
    case redirect(to: String)
}

/// What became of a form.
public enum FormOutcome: Equatable, Sendable {
    /// Done: the browser goes to `path` (303 See Other), and `notice` is said there once.
    case redirect(to: String, notice: String?)
    /// Show the page again as it is now, with this status: a refused form with what was typed
    /// and the reason beside the field (422), or a question to answer (200).
    case showAgain(status: Int)
    /// A sign-in was refused: shown again like `showAgain(status: 422)`, and counted, so that the
    /// shell slows down one guess after another.
    case signInRefused
    /// The form names no intent this page knows.
    case unknownIntent
}

/// A request as a page sees it: its path, query and form fields, and what every form it draws
/// must carry (the session's CSRF token).
public struct WebRequest: Sendable {
    /// The page's path, without the query ("/post/60").
    public let path: String
    public let query: FormData
    /// The fields of a posted form (empty for a GET).
    public let form: FormData
    /// The token every form carries back, so a form made by another site is refused.
    public let csrfToken: String
    /// The token as this request's forms write it: masked afresh for each request
    /// (`MaskedToken`), the same for every form of it (a live region drawn again is unchanged).
    public let formToken: String

    public init(path: String, query: FormData = FormData(), form: FormData = FormData(), csrfToken: String) {
        self.path = path
        self.query = query
        self.form = form
        self.csrfToken = csrfToken
        self.formToken = MaskedToken.mask(csrfToken)
    }

    /// The same request with only the query's fields named in `fields` (a page's own,
    /// `WebPage.queryFields`): nothing else of the address a browser was sent to is drawn back.
    public func keepingQuery(_ fields: Set<String>) -> WebRequest {
        WebRequest(
            path: path, query: FormData(query.fields.filter { fields.contains($0.name) }), form: form,
            csrfToken: csrfToken, formToken: formToken)
    }

    /// A request whose forms carry `formToken` as given, unmasked: a page drawn once for many
    /// browsers, whose forms get each browser's own token when it is sent (the shell's pages for
    /// visitors without a session).
    public init(
        path: String, query: FormData, form: FormData = FormData(), csrfToken: String, formToken: String
    ) {
        self.path = path
        self.query = query
        self.form = form
        self.csrfToken = csrfToken
        self.formToken = formToken
    }

    /// The intent a posted form names.
    public var intent: String? { form["intent"] }

    /// The address the request came to, its query included: where a form on the page posts,
    /// so its answer comes back to the same page of a list.
    public var address: String {
        WebRequest.path(path, query: query.fields.map { ($0.name, $0.value.isEmpty ? nil : $0.value) })
    }

    /// The page's path with a query (`?new`, `?after=…`), each value encoded.
    public func path(query fields: [(String, String?)]) -> String {
        WebRequest.path(path, query: fields)
    }

    public static func path(_ path: String, query fields: [(String, String?)]) -> String {
        guard !fields.isEmpty else { return path }
        let query = fields.map { name, value in
            value.map { FormData.encoded(name) + "=" + FormData.encoded($0) } ?? FormData.encoded(name)
        }
        return path + "?" + query.joined(separator: "&")
    }
}

/// A part of a page the live channel may replace: an element with an id, drawn whole.
public struct LiveRegion: Sendable, Equatable {
    /// The element's id: lower-case letters, digits and dashes.
    public let id: String
    /// Said by screen readers when it changes (`aria-live="polite"`).
    public let announces: Bool
    public let content: HTML

    public init(id: String, announces: Bool = false, content: HTML) {
        self.id = id
        self.announces = announces
        self.content = content
    }

    /// The region as the page holds it.
    public var element: HTML {
        var attributes: [HTMLAttribute] = [.id(id), .dataRegion(id)]
        if announces { attributes.append(.ariaLive("polite")) }
        return HTML.tag(.div, attributes: attributes) { content }
    }
}
