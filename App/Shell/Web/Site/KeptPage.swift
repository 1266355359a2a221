import AppCore
import NIOConcurrencyHelpers

/// A page as drawn, kept to be sent again while nothing it shows can have changed: the text cut
/// once around the stand-in its forms carry where a browser's token goes (`WebSite.standIn`), so
/// every answer carries a token masked afresh for it (`MaskedToken`: a compressed page tells no
/// token apart) at the cost of joining a few pieces, not of drawing the page again.
struct KeptPage: Sendable {
    private let output: WebOutput
    private let pieces: [String]
    /// When it was drawn, and the node's count of changes then (`ChangeCount`).
    let drawnAt: ContinuousClock.Instant
    let changes: Int

    init(_ output: WebOutput, standIn: String, changes: Int) {
        var kept = output
        if case .text(let text) = output.body {
            pieces = text.split(separator: standIn, omittingEmptySubsequences: false).map(String.init)
            // The text is in the pieces: kept twice, an idle session's page cost twice its size.
            kept.body = .text("")
        } else {
            pieces = []
        }
        self.output = kept
        drawnAt = .now
        self.changes = changes
    }

    /// The page with `token` where its forms' token goes.
    func output(token: String) -> WebOutput {
        guard !pieces.isEmpty else { return output }
        var answer = output
        answer.body = .text(pieces.joined(separator: token))
        return answer
    }

    /// True while it may be sent as it is: drawn within `freshFor`, and nothing changed since.
    func isFresh(changes now: Int, within freshFor: Duration) -> Bool {
        changes == now && ContinuousClock.now - drawnAt < freshFor
    }
}

/// How many changes the node has heard of (posts, likes, messages, the database's news): a page
/// drawn before the count moved may show something that is no longer so.
final class ChangeCount: Sendable {
    private let count = NIOLockedValueBox(0)

    var value: Int { count.withLockedValue { $0 } }

    func bump() {
        count.withLockedValue { $0 += 1 }
    }
}
