import AppCore
import Foundation

/// The frame around every page of a session: the features' tabs (the one showing the page
/// marked, each with its count), who is signed in, and the shell's status line.
extension WebSession {
    func frame(for route: Route?, liveChannel: String?) async -> PageFrame {
        // A count no live channel keeps current is read again, so a page drawn says it as it is.
        let counts = tabCounts()
        if !counts.isWatched { await counts.refresh() }
        let tabs = tabs(for: route)
        let notice = self.notice
        self.notice = nil
        var frame = PageFrame(
            appName: "Mosaic", tabs: tabs, account: await account(), status: site.status.region,
            notice: notice, liveChannel: liveChannel, styleSheet: WebPaths.styleSheet,
            script: WebPaths.script, icon: WebPaths.icon)
        // The search page and its results have their own box: one is enough.
        let path = route.map(WebPaths.path(of:))
        if !(path.map(site.isSearch) ?? false) { frame.search = site.searchBox }
        frame.accountKey = (try? services.session.signedInPersonID()).map { "person-\($0)" }
        return frame
    }

    /// The header's tabs as they are now: drawn with the page, and again by its live channel when
    /// a count changes.
    func tabs(for route: Route?) -> [PageFrame.Tab] {
        let owner = route.flatMap { site.catalog.owner(of: $0) }
        let path = route.map(WebPaths.path(of:))
        let counts = tabCounts()
        return site.catalog.tabbed.map { feature in
            let home = WebPaths.path(of: feature.home)
            // A tab is current on its own page and the pages under it (a conversation under
            // Messages), not on every page its feature draws: a post, a tag or a search is not
            // the Feed tab's list.
            let isUnder = path.map { $0 == home || $0.hasPrefix(home + "/") } ?? false
            return PageFrame.Tab(
                title: feature.tab?.title ?? feature.name, href: home,
                isCurrent: feature.name == owner?.name && isUnder,
                count: counts.count(ofFeature: feature.name, showing: route))
        }
    }

    /// "Ada Lovelace" (a link to their profile) or "Sign in" (a link to Settings; on a team, to
    /// the sign-in page). A team's member also gets the button that signs them out.
    private func account() async -> HTML {
        guard let id = try? services.session.signedInPersonID() else {
            let signIn = site.isTeam ? WebPaths.login : WebPaths.path(of: OutgoingRoutes.signIn)
            return HTML.tag(.a, .href(signIn)) { "Sign in" }
        }
        if signedInName?.id != id {
            let person = try? await services.people.person(id: id)
            signedInName = person.map { (id, $0.displayName) }
        }
        let name = signedInName?.name ?? "Signed in"
        let profile = HTML.tag(.a, .href(WebPaths.path(of: OutgoingRoutes.ownProfile)), .dir("auto")) { name }
        guard member != nil else { return profile }
        let request = WebRequest(path: WebPaths.logout, csrfToken: csrfToken)
        return profile + HTML(" ")
            + WebForm.button("Sign out", posting: "sign-out", to: WebPaths.logout, request: request)
    }
}

/// The frame of a page nobody is signed in to see (a team's sign-in page): no tabs (each would
/// lead there), no account.
extension WebSite {
    func signedOutFrame(notice: String?) -> PageFrame {
        PageFrame(
            appName: "Mosaic", tabs: [], account: HTML(), status: status.region, notice: notice,
            liveChannel: nil, styleSheet: WebPaths.styleSheet, script: WebPaths.script, icon: WebPaths.icon)
    }
}
