import AppCore
import Foundation
import NIOConcurrencyHelpers

/// Pages for browsers without a session (a SQLite file's visitors): drawn from the stores for
/// nobody in particular, with no view model kept, and the page drawn kept for a moment
/// (`WebSite.keptFor`) for every visitor who asks for the same address meanwhile, each one's forms
/// carrying its own token (`VisitorMark`). So a flood of cookie-less requests costs a page a
/// second per address and no memory per request (issue 40: each made a session with view
/// models); a visitor's session starts when it sends a form (`CSRFMiddleware`).
final class VisitorPages: Sendable {
    /// Addresses kept at most; the one asked for longest ago is forgotten first.
    static let kept = 256

    private struct Book: Sendable {
        var drawn = RecentlyUsed<String, KeptPage>()
        /// Pages being drawn: a visitor asking meanwhile waits for the same one.
        var drawing: [String: Task<KeptPage, Never>] = [:]
    }

    private let site: WebSite
    private let services: AppServices
    /// A page's drawing has the time a request has: past it, it is cancelled and not kept.
    private let budget: RequestBudget
    private let book = NIOLockedValueBox(Book())

    init(site: WebSite, services: AppServices, budget: RequestBudget) {
        self.site = site
        self.services = services
        self.budget = budget
    }

    /// The page at the input's address, its forms carrying `formToken` (masked afresh here).
    func page(_ input: WebInput, formToken: String) async -> WebOutput {
        let address = input.address
        let changes = site.changes.value
        let (kept, drawing) = book.withLockedValue { book -> (KeptPage?, Task<KeptPage, Never>?) in
            if let page = book.drawn[address], page.isFresh(changes: changes, within: site.keptFor) {
                book.drawn.touch(address)
                return (page, nil)
            }
            if let drawing = book.drawing[address] { return (nil, drawing) }
            let drawing = Task {
                let drawn = try? await self.budget.run { await self.draw(input) }
                return self.keep(drawn ?? .tookTooLong, at: address, changes: changes)
            }
            book.drawing[address] = drawing
            return (nil, drawing)
        }
        let page: KeptPage
        if let kept {
            page = kept
        } else if let drawing {
            page = await drawing.value
        } else {
            return .tookTooLong
        }
        return page.output(token: MaskedToken.mask(formToken))
    }

    /// A page drawn for nobody in particular, in a session of its own that keeps nothing: its
    /// view model made, loaded and let go, the page not live.
    private func draw(_ input: WebInput) async -> WebOutput {
        let session = WebSession(
            id: "visitor", csrfToken: site.standIn, services: services, site: site, started: Date())
        let output = await session.show(input, live: false)
        await session.close()
        return output
    }

    /// Keeps a page drawn for the next visitors (not one that ran out of time), and returns it.
    private func keep(_ output: WebOutput, at address: String, changes: Int) -> KeptPage {
        let page = KeptPage(output, standIn: site.standIn, changes: changes)
        book.withLockedValue { book in
            book.drawing[address] = nil
            guard output.status != 503 else { return }
            book.drawn.insert(page, for: address)
            while book.drawn.count > Self.kept { _ = book.drawn.removeOldest() }
        }
        return page
    }
}
