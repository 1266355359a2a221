/// Turns the flags state into plain-text lines: a row per flag and its description under it.
enum FlagsRendering {
    static let emptyMessage = "No feature flags are defined yet. r to check again."

    static func layout(state: FlagsViewModel.State, selection: Int, message: String?) -> ScreenLayout {
        switch state {
        case .idle, .loading:
            return ScreenLayout(body: ["Loading…"], focus: 0..<1)
        case .failed(let failure):
            return ScreenLayout(body: [], focus: 0..<0, notes: [failure, "r to retry"])
        case .empty:
            return ScreenLayout(body: [], focus: 0..<0, notes: [emptyMessage])
        case .loaded(let flags):
            var body: [String] = []
            for (index, flag) in flags.enumerated() {
                let marker = index == selection ? "› " : "  "
                body.append(marker + "\(flag.name)  \(flag.isOn ? "on" : "off") · \(flag.source.label)")
                body.append("    " + flag.description)
            }
            let focusLine = selection * 2
            return ScreenLayout(
                body: body, focus: focusLine..<(focusLine + 2), notes: message.map { [$0] } ?? [])
        }
    }
}
