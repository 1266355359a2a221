import AppCore
import Foundation

/// Showing a page in a session: the path's route (the features' links), the session's page for
/// it, loaded, drawn in the frame; or a page that says what was not found.
extension WebSession {
    /// What a path leads to in a session.
    enum Target {
        case page(CachedPage, route: Route, key: String)
        /// Nothing there; the sentence says what, in a visitor's words (`MissingPageWords`).
        case missing(String)
        /// The data could not be read; the text says why.
        case failed(String)
    }

    /// A GET of a page, in one of the session's turns; a search waits for its turn among the
    /// session's searches first (`searchTurns`).
    func page(_ input: WebInput) async -> WebOutput {
        guard site.isSearch(input.path) else {
            return await inTurn { await self.shown(input) } ?? .tookTooLong
        }
        let answer = await inTurn(of: .searches) { await self.inTurn { await self.shown(input) } }
        return answer.flatMap { $0 } ?? .tookTooLong
    }

    /// The page at the input's address as kept (`KeptShelf`), when it may be sent as it is:
    /// asked for again within `WebSite.keptFor` while the node heard of no change, with nothing
    /// to say once. Read without entering the session; it takes no turn and no budget: it is the
    /// bytes sent last time, shared, not copied (its token was masked when it was drawn), costing
    /// what a static file does. Not a search: a search waits in its session's line of searches
    /// and its rest (`SessionTurns.rest(afterSearchTaking:)`), kept or not, so that sixteen tabs
    /// asking over and over get no more than that line.
    nonisolated func kept(_ input: WebInput) -> WebOutput? {
        guard !site.isSearch(input.path) else { return nil }
        return keptAsDrawn(input)
    }

    private nonisolated func keptAsDrawn(_ input: WebInput) -> WebOutput? {
        shelf.page(at: input.address, changes: site.changes.value, within: site.keptFor)?
            .output(token: MaskedToken.mask(csrfToken))
    }

    private func shown(_ input: WebInput) async -> WebOutput {
        // Drawn meanwhile by a request of this session that had its turn first.
        if let page = keptAsDrawn(input) { return page }
        let address = input.address
        let token = MaskedToken.mask(csrfToken)
        shelf.remove(at: address)
        let changes = site.changes.value
        let saysSomething = notice != nil || refusedForm != nil
        let output = await drawn(input, at: address)
        let sent = KeptPage(output, standIn: site.standIn, changes: changes).output(token: token)
        if output.status == 200, !saysSomething, !Task.isCancelled {
            shelf.put(KeptPage(sent: sent, changes: changes), at: address)
        }
        return sent
    }

    /// The page at `address`, drawn with the stand-in for its token (`KeptPage`).
    private func drawn(_ input: WebInput, at address: String) async -> WebOutput {
        // A refused form is drawn by the GET that follows it, and by no later one.
        let refused = refusedForm
        refusedForm = nil
        if let refused, refused.address == address,
            case .page(let cached, let route, _) = await target(input.path)
        {
            let request = request(for: cached, input, form: refused.form, drawing: true)
            if !cached.isLoaded {
                // Refused by another node (behind a load balancer): the page is made here from
                // the database first, the member's kept draft with it.
                _ = await cached.page.load(request.withoutForm)
                cached.isLoaded = true
            }
            return .page(await drawn(cached, route: route, request: request), status: refused.status)
        }
        return await show(input)
    }

    /// The page at the input's path, loaded and drawn (its forms carrying the stand-in for their
    /// token: `KeptPage`), live or not.
    func show(_ input: WebInput, live: Bool = true) async -> WebOutput {
        switch await target(input.path) {
        case .missing(let what):
            return .page(await notFound(what), status: 404)
        case .failed(let cause):
            return .page(await problem("This page can't be shown", cause), status: 503)
        case .page(let cached, let route, _):
            let request = request(for: cached, input, drawing: true)
            switch await cached.page.load(request) {
            case .notFound(let what):
                return .page(await notFound(MissingPageWords.missing(what)), status: 404)
            case .notAPage(let sentence):
                return .page(await notFound(sentence), status: 404)
            case .redirect(let path):
                return .redirect(to: path)
            case .shown:
                break
            }
            guard !Task.isCancelled else { return .tookTooLong }
            cached.isLoaded = true
            return .page(await drawn(cached, route: route, request: request, live: live))
        }
    }

    /// The request as the page sees it: its own query fields only (`WebPage.queryFields`), so
    /// nothing else a browser was sent to is ever drawn back (issue 42). A page drawn to be sent
    /// (`drawing`) carries the stand-in for its forms' token, which each answer replaces with
    /// the token masked afresh (`KeptPage`), as a live channel does with each region it sends;
    /// a form's own work is not drawn, and carries the token masked.
    func request(
        for cached: CachedPage, _ input: WebInput, form: FormData = FormData(), drawing: Bool = false
    )
        -> WebRequest
    {
        let query = FormData(encoded: input.query)
        let request =
            drawing
            ? WebRequest(
                path: input.path, query: query, form: form, csrfToken: csrfToken, formToken: site.standIn)
            : WebRequest(path: input.path, query: query, form: form, csrfToken: csrfToken)
        return request.keepingQuery(cached.page.queryFields)
    }

    /// The page as it is now (after a form), without loading it again.
    func drawn(_ cached: CachedPage, route: Route, request: WebRequest, live: Bool = true) async -> HTML {
        let channel = live ? WebRequest.path(WebPaths.live, query: [("path", request.address)]) : nil
        let frame = await frame(for: route, liveChannel: channel)
        let regions = cached.page.liveRegions(request) + [site.status.region, frame.tabsRegion]
        cached.shownRegions = Dictionary(
            regions.map { ($0.id, $0.content) }, uniquingKeysWith: { first, _ in first })
        return frame.document(title: cached.page.title(for: request), body: cached.page.body(request))
    }

    func target(_ path: String) async -> Target {
        let route: Route
        do {
            route = try WebPaths.route(at: path, links: site.links)
        } catch {
            return .missing(MissingPageWords.sentence(for: error, at: path))
        }
        guard let owner = site.catalog.owner(of: route) else {
            return .missing("There's no page at \(path).")
        }
        let resolved: Route
        do {
            resolved = try await owner.resolve(route, in: services)
        } catch let error as DeepLinkError {
            return .missing(MissingPageWords.sentence(for: error, at: path))
        } catch {
            // The data could not be read (the team server away): a page that reads it itself
            // says so in its own words, and keeps what is written there (a message waits in the
            // outbox); a route that needed the data to be found at all cannot be shown.
            let key = WebPaths.path(of: route)
            guard let cached = page(for: route, key: key) else { return .failed(AppLauncher.describe(error)) }
            return .page(cached, route: route, key: key)
        }
        let key = WebPaths.path(of: resolved)
        guard let cached = page(for: resolved, key: key) else {
            return .missing("\(owner.spokenName(of: resolved).capitalizedFirst) is in the terminal app only.")
        }
        return .page(cached, route: resolved, key: key)
    }

    /// A 404 page saying `sentence`, and what to do.
    func notFound(_ sentence: String) async -> HTML {
        await problem(MissingPageWords.title, sentence + " " + MissingPageWords.advice)
    }

    /// A page of the frame saying one thing.
    func problem(_ title: String, _ text: String) async -> HTML {
        await frame(for: nil, liveChannel: nil).document(
            title: title,
            body: HTML.tag(.p, .class("message")) { text }
                + HTML.tag(.p) { HTML.tag(.a, .href("/")) { "Go to the start" } })
    }
}

extension WebRequest {
    /// The same request without its form (the GET that loads a page a form was sent to).
    var withoutForm: WebRequest {
        WebRequest(path: path, query: query, csrfToken: csrfToken)
    }
}

extension String {
    /// The text with its first letter a capital, as a sentence starts.
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
