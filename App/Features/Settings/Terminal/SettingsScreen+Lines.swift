import AppCore
import FeatureSettings

/// The Settings screen's state as lines.
extension SettingsScreen {
    var layout: ListLayout {
        switch model.state {
        case .idle, .loading:
            return ListLayout(header: ["Loading…"])
        case .failed(let problem):
            return ListLayout(notes: [StyledLine(problem), "r to retry"])
        case .loaded(let snapshot):
            let rows = SettingsRow.all.map { [StyledLine(Self.label($0, preferences: snapshot.preferences))] }
            // Wrapped under the rest: the command is long and must be readable whole.
            var notes: [StyledLine] = []
            if case .databaseLogin(let login) = model.accountMode {
                notes.append(StyledLine(Self.loginNote(login, signedIn: snapshot.account != nil)))
            }
            return ListLayout(
                message: model.message.map { [StyledLine.message($0, isProblem: model.messageIsProblem)] }
                    ?? [],
                header: [StyledLine("Preferences", style: .bold)], items: rows,
                footer: [
                    .empty, StyledLine("Account", style: .bold),
                    StyledLine("  " + Self.accountLine(snapshot.account)),
                ],
                notes: notes)
        }
    }

    private static func label(_ row: SettingsRow, preferences: SettingsPreferences) -> String {
        switch row {
        case .preference(let preference):
            (preferences.isInEffect(preference) ? "[x] " : "[ ] ") + preference.label
                + (preferences.heldOff[preference].map { " (off: \($0))" } ?? "")
        case .featureFlags:
            "Feature flags ›"
        }
    }

    private static func loginNote(_ login: SettingsLogin, signedIn: Bool) -> String {
        let who =
            signedIn
            ? "You are signed in by your database login \(login.login) on \(login.server)."
            : "The database login \(login.login) on \(login.server) has no profile (the owner's, or deleted)."
        // The terminal holds no web session; a browser left signed in (a lost laptop) is
        // signed out from the web's Settings, where the sessions are (issue 43, item 21).
        let browsers =
            signedIn ? " Browsers signed in as you: Sign out everywhere, in the web app's Settings." : ""
        return who + " To be someone else, connect with their login: \(login.connectCommand)" + browsers
    }

    private static func accountLine(_ account: SettingsAccount?) -> String {
        guard let account else { return "Not signed in" }
        return "\(account.displayName) (@\(account.handle))"
    }
}
