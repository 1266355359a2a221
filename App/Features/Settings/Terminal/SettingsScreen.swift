import AppCore
import FeatureSettings

/// The Settings screen in the terminal, over `SettingsViewModel`: preferences, the way to the
/// feature flags, and the account. One key table, built from what is on screen now, drives the
/// keys it handles, the footer's hints and the help sheet, so the three never drift apart.
@MainActor
public final class SettingsScreen: SettingsListScreen {
    public let model: SettingsViewModel
    let tasks = ScreenTasks()
    /// Which row is selected and which are shown, as the list keys last left it.
    var kept = ListViewport(itemCount: SettingsRow.all.count)
    /// The room the shell last gave the screen: a page is the rows it holds.
    var room = (width: 80, height: 24)

    public init(model: SettingsViewModel) {
        self.model = model
    }

    /// What the list keys move between, in the help.
    static let listItem = "row"

    public var title: String { SettingsFeature.title }

    /// Asks who to sign in as, as the person's own action (leaving does not cancel it): for a
    /// screen opened to sign in.
    public func askToSignIn() {
        act { await $0.startSigningIn() }
    }

    /// The rows the list has now.
    var rowCount: Int { SettingsRow.all.count }

    var selectedRow: SettingsRow { SettingsRow.all[viewport.selectedIndex] }

    /// Every key the screen handles now, most important first. Only what can be done is in it:
    /// signing out needs someone signed in, and on a team database the login decides who you are.
    public var keys: KeyTable {
        switch model.state {
        case .idle, .loading:
            return KeyTable([])
        case .failed:
            return KeyTable([refreshCommand(label: "retry", help: "try loading your settings again")])
        case .loaded(let snapshot):
            return KeyTable(
                rowCommands + accountCommands(signedIn: snapshot.account)
                    + [refreshCommand(label: "refresh", help: "load your settings again")]
                    + ListKeys.selecting(Self.listItem, spacePages: false) { self.move($0) })
        }
    }

    private var rowCommands: [KeyCommand] {
        switch selectedRow {
        case .preference(let preference):
            let help = "turn \(preference.label) on or off"
            return [
                KeyCommand(.space, label: "toggle", help: help) { self.act { await $0.toggle(preference) } },
                KeyCommand(.enter, label: nil, help: help) { self.act { await $0.toggle(preference) } },
            ]
        case .featureFlags:
            return [
                KeyCommand(.enter, label: "open", help: "open the feature flags") { self.model.openFlags() }
            ]
        }
    }

    private func accountCommands(signedIn account: SettingsAccount?) -> [KeyCommand] {
        let delete = account.map { account in
            KeyCommand(
                "D", label: "delete account",
                help: "delete @\(account.handle) and its posts"
                    + (model.accountMode == .profilesOnThisDevice ? "" : " and your database login")
                    + " (type the handle to confirm)"
            ) { self.act { await $0.deleteAccount() } }
        }
        guard model.accountMode == .profilesOnThisDevice else { return delete.map { [$0] } ?? [] }
        let signIn = KeyCommand(
            "s", label: account == nil ? "sign in" : "switch account",
            help: "sign in as a profile on this device (type its handle)"
        ) { self.act { await $0.switchAccount() } }
        let signOut = account.map { account in
            KeyCommand("o", label: "sign out", help: "sign out of @\(account.handle) (asks first)") {
                self.act { await $0.signOut() }
            }
        }
        let create = KeyCommand("c", label: "new profile", help: "create a profile and sign in as it") {
            self.act { await $0.createProfile() }
        }
        return [signIn] + (signOut.map { [$0] } ?? []) + [create] + (delete.map { [$0] } ?? [])
    }
}

/// A selectable row of the Settings screen.
enum SettingsRow: Equatable {
    case preference(SettingsPreference)
    case featureFlags

    static let all: [SettingsRow] = SettingsPreference.allCases.map { .preference($0) } + [.featureFlags]
}
