/// Turns the flags state into plain-text lines: a row per flag and its description under it.
enum FlagsRendering {
    static let emptyMessage = "No feature flags are defined yet. r to check again."

    static func layout(state: FlagsViewModel.State, selection: Int, message: String?) -> ScreenLayout {
        switch state {
        case .idle, .loading:
            return ScreenLayout(header: ["Loading…"])
        case .failed(let failure):
            return ScreenLayout(notes: [failure, "r to retry"])
        case .empty:
            return ScreenLayout(notes: [emptyMessage])
        case .loaded(let flags):
            let items = flags.enumerated().map { index, flag in
                [
                    (index == selection ? "› " : "  ")
                        + "\(flag.name)  \(flag.isOn ? "on" : "off") · \(flag.source.label)",
                    "    " + flag.description,
                ]
            }
            return ScreenLayout(items: items, selection: selection, notes: message.map { [$0] } ?? [])
        }
    }
}
