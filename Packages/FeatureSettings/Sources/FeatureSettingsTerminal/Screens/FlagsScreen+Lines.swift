import FeatureSettings

/// The flags screen's state as plain-text lines: a row per flag and its description under it.
extension FlagsScreen {
    static let emptyText = "No feature flags are defined yet. r to check again."

    var layout: ScreenLayout {
        switch model.state {
        case .idle, .loading:
            return ScreenLayout(header: ["Loading…"])
        case .failed(let problem):
            return ScreenLayout(notes: [problem, "r to retry"])
        case .empty:
            return ScreenLayout(notes: [Self.emptyText] + (model.message.map { [$0] } ?? []))
        case .loaded(let flags):
            let items = flags.map { flag in
                ["\(flag.name)  \(flag.isOn ? "on" : "off") · \(flag.source.label)", "  " + flag.description]
            }
            return ScreenLayout(items: items, notes: model.message.map { [$0] } ?? [])
        }
    }
}
