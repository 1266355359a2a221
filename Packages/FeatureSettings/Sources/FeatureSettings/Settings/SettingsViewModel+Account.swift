/// The account actions: switch account, sign out, delete account (creating a profile is in
/// SettingsViewModel+NewProfile). On a team database only deleting is offered: who you are is
/// your database login.
extension SettingsViewModel {
    static let switchFailedMessage = "Couldn't switch account. Check your connection and try again."
    static let signOutFailedMessage = "Couldn't sign out. Check your connection and try again."
    static let deleteFailedMessage = "Couldn't delete your account; nothing was deleted. Try again."
    static let handleMismatchMessage = "Handle didn't match; nothing was deleted."
    static let notSignedInMessage = "You're not signed in."

    var signedInAccount: SettingsAccount? {
        guard case .loaded(let snapshot) = state else { return nil }
        return snapshot.account
    }

    /// On a team database: what to do instead of switching or signing out here.
    static func connectAsSomeoneElseMessage(_ login: SettingsLogin) -> String {
        "You are who your database login is. To be someone else, connect with their login: \(login.connectCommand)"
    }

    /// The team database's login, when that is who decides; nil on this device's own database.
    var databaseLogin: SettingsLogin? {
        if case .databaseLogin(let login) = dependencies.account.mode { return login }
        return nil
    }

    /// Asks for a handle and signs in as that account.
    func switchAccount() async {
        guard case .loaded = state else { return }
        if let login = databaseLogin {
            message = Self.connectAsSomeoneElseMessage(login)
            return
        }
        let typed = await dependencies.prompter.askText(
            title: "Sign in as which profile? Type its handle", initial: "", limit: HandleInput.limit + 1)
        guard let typed else { return }
        let handle: String
        switch HandleInput.parse(typed) {
        case .success(let parsed): handle = parsed
        case .failure(let problem):
            message = problem.message
            return
        }
        do {
            guard let account = try await dependencies.account.switchAccount(toHandle: handle) else {
                message = "There's no account with the handle @\(handle)."
                return
            }
            replaceAccount(account)
            message = "Signed in as \(account.displayName) (@\(account.handle))."
            onEvent(.accountChanged)
        } catch {
            message = Self.switchFailedMessage
        }
    }

    /// Signs out after the user confirms.
    func signOut() async {
        guard case .loaded = state else { return }
        if let login = databaseLogin {
            message = Self.connectAsSomeoneElseMessage(login)
            return
        }
        guard let account = signedInAccount else {
            message = Self.notSignedInMessage
            return
        }
        guard await dependencies.prompter.confirm(message: "Sign out of @\(account.handle)?") else { return }
        do {
            try await dependencies.account.signOut()
            track("settings.signed_out", [:])
            replaceAccount(nil)
            message = "Signed out."
            onEvent(.signedOut)
        } catch {
            message = Self.signOutFailedMessage
        }
    }

    /// Deletes the account only after the user types its handle exactly (with or without the "@").
    func deleteAccount() async {
        guard case .loaded = state else { return }
        guard let account = signedInAccount else {
            message = Self.notSignedInMessage
            return
        }
        let what = databaseLogin == nil ? "your account" : "your account and your database login"
        let typed = await dependencies.prompter.askText(
            title: "Type your handle (\(account.handle)) to delete \(what) for good",
            initial: "", limit: HandleInput.limit + 1)
        guard let typed else {
            message = "Nothing was deleted."
            return
        }
        guard typed == account.handle || typed == "@" + account.handle else {
            message = Self.handleMismatchMessage
            return
        }
        do {
            try await dependencies.account.deleteAccount()
            replaceAccount(nil)
            message =
                databaseLogin == nil
                ? "Your account was deleted." : "Your account and your database login were deleted."
            onEvent(.accountDeleted)
        } catch {
            message = Self.deleteFailedMessage
        }
    }
}
