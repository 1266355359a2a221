import Foundation

/// Creating a profile on this device's own database, and signing in as it.
extension SettingsViewModel {
    static let createFailedMessage = "Couldn't create the profile; nothing was created. Try again."
    static let displayNameLimit = 60

    /// Asks for a handle, then a display name; creates the profile and signs in as it.
    func createProfile() async {
        guard case .loaded = state else { return }
        if let login = databaseLogin {
            message = Self.connectAsSomeoneElseMessage(login)
            return
        }
        guard
            let typed = await dependencies.prompter.askText(
                title: "New profile: choose a handle (a-z, 0-9, _)", initial: "", limit: HandleInput.limit + 1
            )
        else { return }
        let handle: String
        switch HandleInput.parseNew(typed) {
        case .success(let parsed): handle = parsed
        case .failure(let problem):
            message = problem.message
            return
        }
        guard
            let typedName = await dependencies.prompter.askText(
                title: "Display name for @\(handle)", initial: "", limit: Self.displayNameLimit + 1)
        else {
            message = "No profile was created."
            return
        }
        let name = typedName.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else {
            message = "A profile needs a display name; no profile was created."
            return
        }
        guard name.count <= Self.displayNameLimit else {
            message = "Display names are at most \(Self.displayNameLimit) characters; no profile was created."
            return
        }
        do {
            let account = try await dependencies.account.createProfile(handle: handle, displayName: name)
            replaceAccount(account)
            message = "Created \(account.displayName) (@\(account.handle)); you're signed in as them."
            track("settings.profile_created", [:])
            onEvent(.accountChanged)
        } catch SettingsAccountError.handleTaken(let taken) {
            message = "The handle @\(taken) is taken; choose another."
        } catch SettingsAccountError.invalid(let reason) {
            message = "Couldn't create the profile: \(reason)."
        } catch {
            message = Self.createFailedMessage
        }
    }
}
