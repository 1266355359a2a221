import AppCore
import Foundation

/// The frame around every page: the features' tabs (the one showing the page marked), who is
/// signed in, and the shell's status line about the database.
extension WebApp {
    func frame(for route: Route?, in session: WebSession, liveChannel: String?) async -> PageFrame {
        let owner = route.flatMap { catalog.owner(of: $0) }
        let tabs = catalog.tabbed.compactMap { feature -> PageFrame.Tab? in
            PageFrame.Tab(
                title: feature.tab?.title ?? feature.name, href: WebPaths.path(of: feature.home),
                isCurrent: feature.name == owner?.name)
        }
        let notice = session.notice
        session.notice = nil
        return PageFrame(
            appName: "Mosaic", tabs: tabs, account: await account(of: session), status: statusRegion,
            notice: notice, liveChannel: liveChannel, styleSheet: WebPaths.styleSheet,
            script: WebPaths.script,
            icon: WebAssets.iconPath)
    }

    /// "Ada Lovelace" (a link to their profile) or "Sign in" (a link to Settings).
    private func account(of session: WebSession) async -> HTML {
        guard let id = try? session.services.session.signedInPersonID() else {
            return HTML.tag(.a, .href(WebPaths.path(of: Redirects.signIn))) { "Sign in" }
        }
        if session.signedInName?.id != id {
            let person = try? await session.services.people.person(id: id)
            session.signedInName = person.map { (id, $0.displayName) }
        }
        let name = session.signedInName?.name ?? "Signed in"
        return HTML.tag(.a, .href(WebPaths.path(of: Redirects.ownProfile)), .dir("auto")) { name }
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
