import AppCore
import Infrastructure
import NIOConcurrencyHelpers
import Observation

/// The line every page shows about the database (the server stopped answering, answers again, a
/// lock held elsewhere): the web's own, shared by every session of the node, so it is read from
/// any session's isolation at once (a lock, not an actor) and observed as a view model is: a
/// live channel that drew it is woken when it changes. The same words as the terminal's
/// (`ConnectionStatus`).
final class WebStatusLine: Observable, Sendable {
    typealias Kind = ConnectionStatus.Kind

    private struct Line: Sendable {
        var message: String?
        var kind = Kind.recovered
        /// Ticks left before a "back" message goes; trouble stays until it is over.
        var remainingTicks = 0
    }

    /// How long "answers again" stays: 50 ticks of 100 ms.
    static let recoveredTicks = 50

    private let line = NIOLockedValueBox(Line())
    private let registrar = ObservationRegistrar()
    private let log: @Sendable (String) -> Void

    init(log: @escaping @Sendable (String) -> Void) {
        self.log = log
    }

    var message: String? {
        registrar.access(self, keyPath: \.message)
        return line.withLockedValue { $0.message }
    }

    var kind: Kind {
        registrar.access(self, keyPath: \.message)
        return line.withLockedValue { $0.kind }
    }

    /// Takes in one piece of news about the database; other changes are the features' business.
    func apply(_ event: StoreEvent) {
        // Members read people's words; the address and the TLS or network detail are the
        // operator's, in the log.
        guard let news = DatabaseNews(event, lost: Self.lostWords, back: { _ in Self.restoredWords }) else {
            return
        }
        log(news.logLine)
        if let shown = news.shown {
            show(shown.words, kind: shown.kind)
        } else if line.withLockedValue({ $0.kind }) == .trouble {
            show(nil, kind: .recovered)
        }
    }

    static let restoredWords = "The team server answers again."

    /// What a member reads when the node loses the team server: what it means for them.
    static func lostWords(_ error: StoreError) -> String {
        switch error {
        case .unreachable:
            "The team server can't be reached right now. Posts and messages you send are kept and go when it is back."
        default:
            "The team server can't be used right now; the operator's log says why."
        }
    }

    /// Counts a "back" message down (every 100 ms); hides it when its time is up.
    func tick() {
        let hides = line.withLockedValue { line -> Bool in
            guard line.message != nil, line.kind == .recovered else { return false }
            line.remainingTicks -= 1
            return line.remainingTicks <= 0
        }
        if hides { show(nil, kind: .recovered) }
    }

    /// The status region as every page draws it.
    var region: LiveRegion {
        let (message, kind) = (self.message, self.kind)
        guard let message else { return LiveRegion(id: "status", announces: true, content: HTML()) }
        let trouble = kind == .trouble
        let content = HTML.tag(.p, .class(trouble ? "trouble" : "recovered")) {
            (trouble ? "… " : "✓ ") + message
        }
        return LiveRegion(id: "status", announces: true, content: content)
    }

    private func show(_ text: String?, kind: Kind) {
        registrar.withMutation(of: self, keyPath: \.message) {
            line.withLockedValue { line in
                line.message = text
                line.kind = kind
                line.remainingTicks = text != nil && kind == .recovered ? Self.recoveredTicks : 0
            }
        }
    }
}
