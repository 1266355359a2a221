import AppCore
import Foundation
import NIOConcurrencyHelpers

/// Pages for browsers without a session (a SQLite file's visitors): drawn from the stores for
/// nobody in particular, with no view model kept, and the page drawn kept for a moment
/// (`freshFor`) for every visitor who asks for the same address meanwhile, each one's forms
/// carrying its own token (`VisitorMark`). So a flood of cookie-less requests costs a page a
/// second per address and no memory per request (issue 40: each made a session with view
/// models); a visitor's session starts when it sends a form (`CSRFMiddleware`).
final class VisitorPages: Sendable {
    /// How long a page drawn for visitors is shown to others asking for it.
    static let freshFor: Duration = .seconds(1)
    /// Addresses kept at most; the one asked for longest ago is forgotten first.
    static let kept = 256

    private struct Drawn: Sendable {
        let output: WebOutput
        let at: ContinuousClock.Instant
    }

    private struct Book: Sendable {
        var drawn = RecentlyUsed<String, Drawn>()
        /// Pages being drawn: a visitor asking meanwhile waits for the same one.
        var drawing: [String: Task<WebOutput, Never>] = [:]
    }

    private let site: WebSite
    private let services: AppServices
    /// A page's drawing has the time a request has: past it, it is cancelled and not kept.
    private let budget: RequestBudget
    /// What a drawn page's forms carry in place of a visitor's token: random, so no text a page
    /// shows (a post) can hold it.
    private let standIn = SecureToken.make()
    private let book = NIOLockedValueBox(Book())

    init(site: WebSite, services: AppServices, budget: RequestBudget) {
        self.site = site
        self.services = services
        self.budget = budget
    }

    /// The page at the input's address, its forms carrying `formToken` (masked afresh here).
    func page(_ input: WebInput, formToken: String) async -> WebOutput {
        let address = input.query.isEmpty ? input.path : input.path + "?" + input.query
        let now = ContinuousClock.now
        let task = book.withLockedValue { book -> Task<WebOutput, Never>? in
            if let drawn = book.drawn[address], now - drawn.at < Self.freshFor {
                book.drawn.touch(address)
                return nil
            }
            if let drawing = book.drawing[address] { return drawing }
            let drawing = Task {
                let drawn = try? await self.budget.run { await self.draw(input) }
                return self.keep(drawn ?? .tookTooLong, at: address)
            }
            book.drawing[address] = drawing
            return drawing
        }
        let output: WebOutput
        if let task {
            output = await task.value
        } else {
            output = book.withLockedValue { $0.drawn[address]?.output } ?? .tookTooLong
        }
        return output.replacing(standIn, with: MaskedToken.mask(formToken))
    }

    private func draw(_ input: WebInput) async -> WebOutput {
        let session = WebSession(
            id: "visitor", csrfToken: standIn, services: services, site: site, started: Date(),
            drawsForVisitors: true)
        let output = await session.drawnForVisitors(input)
        await session.close()
        return output
    }

    /// Keeps a page drawn for the next visitors (not one that ran out of time), and returns it.
    private func keep(_ output: WebOutput, at address: String) -> WebOutput {
        book.withLockedValue { book in
            book.drawing[address] = nil
            guard output.status != 503 else { return }
            book.drawn.insert(Drawn(output: output, at: ContinuousClock.now), for: address)
            while book.drawn.count > Self.kept { _ = book.drawn.removeOldest() }
        }
        return output
    }
}

extension WebOutput {
    /// The output with every `standIn` in its text replaced by `token`.
    fileprivate func replacing(_ standIn: String, with token: String) -> WebOutput {
        guard case .text(let text) = body else { return self }
        var output = self
        output.body = .text(text.replacingOccurrences(of: standIn, with: token))
        return output
    }
}
