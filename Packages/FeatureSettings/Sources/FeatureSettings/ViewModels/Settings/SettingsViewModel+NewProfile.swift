import Foundation

/// Creating a profile on this device's own database, and signing in as it.
extension SettingsViewModel {
    static let displayNameLimit = 60
    static let newHandleQuestion =
        "New profile: choose a handle (a-z, 0-9 and _, at most \(HandleInput.limit))"

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
                title: Self.newHandleQuestion, initial: typedProfile.handle, limit: HandleInput.limit)
        else { return }
        typedProfile.handle = handle
        let parsed: String
        switch HandleInput.parse(handle) {
        case .success(let bare): parsed = bare
        case .failure(let problem):
            message = problem.message
            return
        }
        // This step went through: a refusal of an earlier try is no longer news.
        message = nil
        guard
            let displayName = await dependencies.prompter.askText(
                title: "Display name for @\(parsed)",
                initial: typedProfile.displayName, limit: Self.displayNameLimit)
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
        switch HandleInput.parse(typedHandle) {
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
