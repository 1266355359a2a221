import AppCore
import Foundation

/// The frame around every page: the features' tabs (the one showing the page marked, each with
/// its count), who is signed in, and the shell's status line about the database.
extension WebApp {
    func frame(for route: Route?, in session: WebSession, liveChannel: String?) async -> PageFrame {
        // A count no live channel keeps current is read again, so a page drawn says it as it is.
        let counts = session.tabCounts(catalog: catalog)
        if !counts.isWatched { await counts.refresh() }
        let tabs = tabs(for: route, in: session)
        let notice = session.notice
        session.notice = nil
        var frame = PageFrame(
            appName: "Mosaic", tabs: tabs, account: await account(of: session), status: statusRegion,
            notice: notice, liveChannel: liveChannel, styleSheet: WebPaths.styleSheet,
            script: WebPaths.script,
            icon: WebPaths.icon)
        frame.search = searchBox
        frame.accountKey = (try? session.services.session.signedInPersonID()).map { "person-\($0)" }
        return frame
    }

    /// The header's search box, sending to the first feature that searches.
    private var searchBox: HTML {
        guard let page = catalog.features.lazy.compactMap(\.searchPage).first else { return HTML() }
        return SearchBox.form(
            action: WebPaths.path(of: page), label: "Search", id: "header-search", limit: 100)
    }

    /// The header's tabs as they are now: drawn with the page, and again by its live channel when
    /// a count changes.
    func tabs(for route: Route?, in session: WebSession) -> [PageFrame.Tab] {
        let owner = route.flatMap { catalog.owner(of: $0) }
        let counts = session.tabCounts(catalog: catalog)
        return catalog.tabbed.map { feature in
            PageFrame.Tab(
                title: feature.tab?.title ?? feature.name, href: WebPaths.path(of: feature.home),
                isCurrent: feature.name == owner?.name, count: counts.count(ofFeature: feature.name))
        }
    }

    /// The frame of a team's sign-in page: no tabs (each would lead here), nobody signed in.
    func signedOutFrame(notice: String?) -> PageFrame {
        PageFrame(
            appName: "Mosaic", tabs: [], account: HTML(), status: statusRegion, notice: notice,
            liveChannel: nil,
            styleSheet: WebPaths.styleSheet, script: WebPaths.script, icon: WebPaths.icon)
    }

    /// "Ada Lovelace" (a link to their profile) or "Sign in" (a link to Settings; on a team, to
    /// the sign-in page). A team's member also gets the button that signs them out.
    private func account(of session: WebSession) async -> HTML {
        guard let id = try? session.services.session.signedInPersonID() else {
            let signIn = sessions.members == nil ? WebPaths.path(of: Redirects.signIn) : WebPaths.login
            return HTML.tag(.a, .href(signIn)) { "Sign in" }
        }
        if session.signedInName?.id != id {
            let person = try? await session.services.people.person(id: id)
            session.signedInName = person.map { (id, $0.displayName) }
        }
        let name = session.signedInName?.name ?? "Signed in"
        let profile = HTML.tag(.a, .href(WebPaths.path(of: Redirects.ownProfile)), .dir("auto")) { name }
        guard session.member != nil else { return profile }
        let request = WebRequest(path: WebPaths.logout, csrfToken: session.csrfToken)
        return profile + HTML(" ")
            + WebForm.button("Sign out", posting: "sign-out", to: WebPaths.logout, request: request)
    }

    /// The shell's line about the database, the same for every page (the terminal's status line).
    var statusRegion: LiveRegion {
        let content: HTML
        if let message = status.message {
            let trouble = status.kind == .trouble
            content = HTML.tag(.p, .class(trouble ? "trouble" : "recovered")) {
                (trouble ? "… " : "✓ ") + message
            }
        } else {
            content = HTML()
        }
        return LiveRegion(id: "status", announces: true, content: content)
    }
}
