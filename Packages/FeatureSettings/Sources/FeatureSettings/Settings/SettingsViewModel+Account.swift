/// The account actions: switch account, sign out, delete account.
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

    /// Asks for a handle and signs in as that account.
    func switchAccount() async {
        guard case .loaded = state else { return }
        let typed = await dependencies.prompter.askText(
            title: "Switch to which account? Type its handle", initial: "", limit: HandleInput.limit + 1)
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
        let typed = await dependencies.prompter.askText(
            title: "Type your handle (\(account.handle)) to delete your account for good",
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
            message = "Your account was deleted."
            onEvent(.accountDeleted)
        } catch {
            message = Self.deleteFailedMessage
        }
    }
}
