/// Turns the Settings state into plain-text lines.
enum SettingsRendering {
    static func layout(
        state: SettingsViewModel.State, selection: Int, message: String?,
        mode: SettingsAccountMode = .profilesOnThisDevice
    ) -> ScreenLayout {
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
            // Wrapped under the body: the command is long and must be readable whole.
            var notes: [String] = []
            if case .databaseLogin(let login) = mode {
                notes.append(loginNote(login, signedIn: snapshot.account != nil))
            }
            notes += message.map { [$0] } ?? []
            let focusLine = selection + 1
            return ScreenLayout(body: body, focus: focusLine..<(focusLine + 1), notes: notes)
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
