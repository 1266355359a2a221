import FeatureSettings

/// The Settings screen's state as plain-text lines.
extension SettingsScreen {
    var layout: ScreenLayout {
        switch model.state {
        case .idle, .loading:
            return ScreenLayout(header: ["Loading…"])
        case .failed(let problem):
            return ScreenLayout(notes: [problem, "r to retry"])
        case .loaded(let snapshot):
            let rows = SettingsRow.all.map { [Self.label($0, preferences: snapshot.preferences)] }
            // Wrapped under the rest: the command is long and must be readable whole.
            var notes: [String] = []
            if case .databaseLogin(let login) = model.accountMode {
                notes.append(Self.loginNote(login, signedIn: snapshot.account != nil))
            }
            notes += model.message.map { [$0] } ?? []
            return ScreenLayout(
                header: ["Preferences"], items: rows,
                footer: ["", "Account", "  " + Self.accountLine(snapshot.account)], notes: notes)
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
