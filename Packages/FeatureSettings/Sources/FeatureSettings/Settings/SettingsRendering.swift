/// Turns the Settings state into plain-text lines.
enum SettingsRendering {
    static func layout(
        state: SettingsViewModel.State, selection: Int, message: String?,
        mode: SettingsAccountMode = .profilesOnThisDevice
    ) -> ScreenLayout {
        switch state {
        case .idle, .loading:
            return ScreenLayout(header: ["Loading…"])
        case .failed(let failure):
            return ScreenLayout(notes: [failure, "r to retry"])
        case .loaded(let snapshot):
            let rows = SettingsRow.all.enumerated().map { index, row in
                [(index == selection ? "› " : "  ") + label(row, preferences: snapshot.preferences)]
            }
            // Wrapped under the rest: the command is long and must be readable whole.
            var notes: [String] = []
            if case .databaseLogin(let login) = mode {
                notes.append(loginNote(login, signedIn: snapshot.account != nil))
            }
            notes += message.map { [$0] } ?? []
            return ScreenLayout(
                header: ["Preferences"], items: rows, selection: selection,
                footer: ["", "Account", "  " + accountLine(snapshot.account)], notes: notes)
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

    private static func loginNote(_ login: SettingsLogin, signedIn: Bool) -> String {
        let who =
            signedIn
            ? "You are signed in by your database login \(login.login) on \(login.server)."
            : "The database login \(login.login) on \(login.server) has no profile (the owner's, or deleted)."
        return who + " To be someone else, connect with their login: \(login.connectCommand)"
    }

    private static func accountLine(_ account: SettingsAccount?) -> String {
        guard let account else { return "Not signed in" }
        return "\(account.displayName) (@\(account.handle))"
    }
}
