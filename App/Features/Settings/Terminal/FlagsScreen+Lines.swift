import AppCore
import FeatureSettings

/// The flags screen's state as lines: a row per flag and its description under it.
extension FlagsScreen {
    static let emptyText = "No feature flags are defined yet. r to check again."

    var layout: ListLayout {
        switch model.state {
        case .idle, .loading:
            return ListLayout(header: ["Loading…"])
        case .failed(let problem):
            return ListLayout(notes: [StyledLine(problem), "r to retry"])
        case .empty:
            return ListLayout(message: said, notes: [StyledLine(Self.emptyText)])
        case .loaded(let flags):
            let items = flags.map { flag in
                [
                    StyledLine(flag.name, style: .bold)
                        + StyledLine("  \(flag.isOn ? "on" : "off") · \(flag.source.label)"),
                    StyledLine("  " + flag.description, style: .dim),
                ]
            }
            return ListLayout(message: said, items: items)
        }
    }

    /// What the last change said, first on the screen as on every screen.
    private var said: [StyledLine] {
        model.message.map { [StyledLine.message($0, isProblem: model.messageIsProblem)] } ?? []
    }
}
