import AppCore
import Foundation

/// Showing a page: the path's route (the features' links), the session's page for it, loaded,
/// drawn in the frame; or a page that says what was not found.
extension WebApp {
    /// What a path leads to in a session.
    enum Target {
        case page(CachedPage, route: Route, key: String)
        /// Nothing there; the sentence says what, in a visitor's words (`MissingPageWords`).
        case missing(String)
        /// The data could not be read; the text says why.
        case failed(String)
    }

    func page(_ input: WebInput) async -> WebOutput {
        var newSession: String?
        let session: WebSession
        if let found = sessions.session(id: input.sessionID) {
            session = found
        } else {
            session = sessions.start()
            newSession = session.id
        }
        let query = FormData(encoded: input.query)
        let address = input.query.isEmpty ? input.path : input.path + "?" + input.query
        // A refused form is drawn by the GET that follows it, and by no later one.
        let refused = session.refusedForm
        session.refusedForm = nil
        if let refused, refused.address == address {
            // The page as the refusal left it, with what was typed.
            let request = WebRequest(
                path: input.path, query: query, form: refused.form, csrfToken: session.csrfToken)
            if case .page(let cached, let route, _) = await target(input.path, in: session) {
                if !cached.isLoaded {
                    // Refused by another node (behind a load balancer): the page is made here from
                    // the database first, the member's kept draft with it.
                    _ = await cached.page.load(
                        WebRequest(path: input.path, query: query, csrfToken: session.csrfToken))
                    cached.isLoaded = true
                }
                var output = WebOutput.page(
                    await drawn(cached, route: route, request: request, in: session), status: refused.status)
                output.newSession = newSession
                return output
            }
        }
        let request = WebRequest(path: input.path, query: query, csrfToken: session.csrfToken)
        var output = await show(request, in: session)
        output.newSession = newSession
        return output
    }

    /// The page at the request's path, loaded and drawn, with `status`.
    func show(_ request: WebRequest, in session: WebSession, status: Int = 200) async -> WebOutput {
        switch await target(request.path, in: session) {
        case .missing(let what):
            return .page(await notFound(what, in: session), status: 404)
        case .failed(let cause):
            return .page(await problem("This page can't be shown", cause, in: session), status: 503)
        case .page(let cached, let route, _):
            switch await cached.page.load(request) {
            case .notFound(let what):
                return .page(await notFound(MissingPageWords.missing(what), in: session), status: 404)
            case .redirect(let path):
                return .redirect(to: path)
            case .shown:
                break
            }
            cached.isLoaded = true
            return .page(await drawn(cached, route: route, request: request, in: session), status: status)
        }
    }

    /// The page as it is now (after a form), without loading it again.
    func drawn(_ cached: CachedPage, route: Route, request: WebRequest, in session: WebSession) async -> HTML
    {
        let live = WebRequest.path(
            WebPaths.live,
            query: [("path", request.path(query: request.query.fields.map { ($0.name, $0.value) }))])
        let frame = await frame(for: route, in: session, liveChannel: live)
        let regions = cached.page.liveRegions(request) + [statusRegion, frame.tabsRegion]
        cached.shownRegions = Dictionary(
            regions.map { ($0.id, $0.content) }, uniquingKeysWith: { first, _ in first })
        return frame.document(title: cached.page.title(for: request), body: cached.page.body(request))
    }

    func target(_ path: String, in session: WebSession) async -> Target {
        let route: Route
        do {
            route = try WebPaths.route(at: path, links: links)
        } catch {
            return .missing(MissingPageWords.sentence(for: error, at: path))
        }
        guard let owner = catalog.owner(of: route) else { return .missing("There's no page at \(path).") }
        let resolved: Route
        do {
            resolved = try await owner.resolve(route, in: session.services)
        } catch let error as DeepLinkError {
            return .missing(MissingPageWords.sentence(for: error, at: path))
        } catch {
            return .failed(AppLauncher.describe(error))
        }
        let key = WebPaths.path(of: resolved)
        guard let cached = session.page(for: resolved, key: key, catalog: catalog) else {
            return .missing("\(owner.spokenName(of: resolved).capitalizedFirst) is in the terminal app only.")
        }
        return .page(cached, route: resolved, key: key)
    }

    /// A 404 page saying `sentence`, and what to do.
    func notFound(_ sentence: String, in session: WebSession) async -> HTML {
        await problem(MissingPageWords.title, sentence + " " + MissingPageWords.advice, in: session)
    }

    /// A page of the frame saying one thing.
    func problem(_ title: String, _ text: String, in session: WebSession) async -> HTML {
        await frame(for: nil, in: session, liveChannel: nil).document(
            title: title,
            body: HTML.tag(.p, .class("message")) { text }
                + HTML.tag(.p) { HTML.tag(.a, .href("/")) { "Go to the start" } })
    }
}

extension String {
    /// The text with its first letter a capital, as a sentence starts.
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
