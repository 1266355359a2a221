import Foundation

/// Creating a profile on this device's own database, and signing in as it.
extension SettingsViewModel {
    static let displayNameLimit = 60

    /// Asks for a handle, then a display name (through the prompter), then creates the profile.
    /// What was typed for a profile that was not created is offered again next time.
    public func createProfile() async {
        guard snapshot != nil else { return }
        if let login = databaseLogin {
            message = SettingsMessages.connectAsSomeoneElse(login)
            return
        }
        guard
            let handle = await dependencies.prompter.askText(
                title: "New profile: choose a handle (a-z, 0-9, _)", initial: typedProfile.handle,
                limit: HandleInput.limit + 1)
        else { return }
        typedProfile.handle = handle
        if case .failure(let problem) = HandleInput.parseNew(handle) {
            message = problem.message
            return
        }
        guard
            let displayName = await dependencies.prompter.askText(
                title: "Display name for @\(handle.trimmingCharacters(in: .whitespaces))",
                initial: typedProfile.displayName, limit: Self.displayNameLimit + 1)
        else {
            message = SettingsMessages.noProfileCreated
            return
        }
        await createProfile(handle: handle, displayName: displayName)
    }

    /// Creates a profile with this handle (a leading "@" and spaces are ignored) and display
    /// name, signs in as it and says so.
    public func createProfile(handle typedHandle: String, displayName typedName: String) async {
        guard snapshot != nil else { return }
        if let login = databaseLogin {
            message = SettingsMessages.connectAsSomeoneElse(login)
            return
        }
        typedProfile = (typedHandle, typedName)
        let handle: String
        switch HandleInput.parseNew(typedHandle) {
        case .success(let parsed): handle = parsed
        case .failure(let problem):
            message = problem.message
            return
        }
        let name = typedName.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else {
            message = SettingsMessages.displayNameMissing
            return
        }
        guard name.count <= Self.displayNameLimit else {
            message = SettingsMessages.displayNameTooLong(limit: Self.displayNameLimit)
            return
        }
        let account: SettingsAccount
        do throws(SettingsAccountError) {
            account = try await dependencies.account.createProfile(handle: handle, displayName: name)
        } catch .handleTaken {
            message = SettingsMessages.handleTaken(handle)
            return
        } catch {
            message = SettingsMessages.notCreated(SettingsMessages.cause(error))
            return
        }
        typedProfile = ("", "")
        update { $0.account = account }
        message = SettingsMessages.created(account)
        track("settings.profile_created", [:])
        onEvent(.accountChanged)
    }
}
