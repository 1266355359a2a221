/// Turns the Settings state into plain-text lines.
enum SettingsRendering {
    static func layout(state: SettingsViewModel.State, selection: Int, message: String?) -> ScreenLayout {
        switch state {
        case .idle, .loading:
            return ScreenLayout(body: ["Loading…"], focus: 0..<1)
        case .failed(let failure):
            return ScreenLayout(body: [], focus: 0..<0, notes: [failure, "r to retry"])
        case .loaded(let snapshot):
            var body = ["Preferences"]
            for (index, row) in SettingsRow.all.enumerated() {
                let marker = index == selection ? "› " : "  "
                body.append(marker + label(row, preferences: snapshot.preferences))
            }
            body += ["", "Account", "  " + accountLine(snapshot.account)]
            let focusLine = selection + 1
            return ScreenLayout(
                body: body, focus: focusLine..<(focusLine + 1), notes: message.map { [$0] } ?? [])
        }
    }

    private static func label(_ row: SettingsRow, preferences: SettingsPreferences) -> String {
        switch row {
        case .preference(let preference):
            (preferences[preference] ? "[x] " : "[ ] ") + preference.label
        case .featureFlags:
            "Feature flags ›"
        }
    }

    private static func accountLine(_ account: SettingsAccount?) -> String {
        guard let account else { return "Not signed in" }
        return "\(account.displayName) (@\(account.handle))"
    }
}
