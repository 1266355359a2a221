/// Every sentence Settings says to the person: what an action did, and what went wrong with the
/// real cause named (a file that cannot be read, a busy database, an unreachable server). One
/// place, so the words stay stable and a front end shows them as they are.
enum SettingsMessages {
    // MARK: Loading

    static func settingsNotLoaded(_ cause: String) -> String {
        "Couldn't load your settings: \(sentence(cause))."
    }

    static func flagsNotLoaded(_ cause: String) -> String {
        "Couldn't load the feature flags: \(sentence(cause))."
    }

    // MARK: Preferences and flags

    static func notSaved(_ preference: SettingsPreference, _ cause: String) -> String {
        "Couldn't save \(preference.label): \(sentence(cause)). It's back as it was."
    }

    static func heldOff(_ preference: SettingsPreference, _ reason: String) -> String {
        "\(preference.label) is off for this run (\(reason)); nothing was changed."
    }

    static func flagNotChanged(_ flag: String, _ cause: String) -> String {
        "Couldn't change \(flag): \(sentence(cause)). It's back as it was."
    }

    static func flagNotReset(_ flag: String, _ cause: String) -> String {
        "Couldn't reset \(flag): \(sentence(cause)). Your choice is kept."
    }

    static func nothingToReset(_ flag: String) -> String {
        "\(flag) has no local override to reset."
    }

    static func unknownFlag(_ flag: String) -> String {
        "There's no feature flag \(flag)."
    }

    // MARK: Account outcomes

    static func signedIn(as account: SettingsAccount) -> String {
        "Signed in as \(account.displayName) (@\(account.handle))."
    }

    static func created(_ account: SettingsAccount) -> String {
        "Created \(account.displayName) (@\(account.handle)); you're signed in as them."
    }

    static let signedOut = "Signed out."
    static let accountDeleted = "Your account was deleted."
    static let accountAndLoginDeleted = "Your account and your database login were deleted."

    // MARK: Account problems

    /// The handle rule as a person reads it, the one sentence every refusal of a handle says.
    static let handleRule = "Handles are a-z, 0-9 and _, at most \(HandleInput.limit) characters."
    static let handleMissing = "Type a handle. " + handleRule

    static func noSuchHandle(_ handle: String) -> String {
        "There's no profile with the handle @\(handle)."
    }

    static func handleTaken(_ handle: String) -> String {
        "The handle @\(handle) is taken; choose another."
    }

    static func notSignedIn(_ handle: String, _ cause: String) -> String {
        "Couldn't sign in as @\(handle): \(sentence(cause))."
    }

    static func notSignedOut(_ cause: String) -> String {
        "Couldn't sign out: \(sentence(cause)). You're still signed in."
    }

    static func notDeleted(_ cause: String) -> String {
        "Couldn't delete your account: \(sentence(cause)). Nothing was deleted."
    }

    static func notCreated(_ cause: String) -> String {
        "Couldn't create the profile: \(sentence(cause)). Nothing was created."
    }

    /// The signed-in person was removed by someone else (the team's owner, another window).
    static func removedElsewhere(_ account: SettingsAccount) -> String {
        "\(account.displayName) (@\(account.handle)) was removed from the database elsewhere; "
            + "nobody is signed in now."
    }

    static let nobodySignedIn = "You're not signed in."
    static let noProfilesYet = "There are no profiles yet to sign in as: make yours."
    static func notYourHandle(_ typed: String) -> String {
        typed.isEmpty
            ? "Type your handle to delete the account."
            : "“\(typed)” is not your handle; nothing was deleted."
    }

    /// The sign-in question closed after a refused handle: what is true now.
    static func notSwitched(_ account: SettingsAccount?) -> String {
        account.map { "Still signed in as \($0.displayName) (@\($0.handle))." } ?? "Nobody was signed in."
    }
    static let nothingDeleted = "Nothing was deleted."
    static let noProfileCreated = "No profile was created."
    static let displayNameMissing = "A profile needs a display name."

    static func displayNameTooLong(limit: Int) -> String {
        "Display names are at most \(limit) characters."
    }

    /// On a team database: why there is no switching, and how to be someone else.
    static func connectAsSomeoneElse(_ login: SettingsLogin) -> String {
        "You are who your database login is. To be someone else, connect with their login: "
            + login.connectCommand
    }

    // MARK: Causes

    /// A cause as the end of a sentence the caller closes: without a final full stop.
    static func sentence(_ cause: String) -> String {
        var cause = cause
        while cause.hasSuffix(".") { cause.removeLast() }
        return cause
    }

    static func cause(_ error: SettingsPreferencesError) -> String {
        switch error {
        case .unreadable(let file, let reason):
            "\(file) can't be read (\(reason)); fix or delete that file"
        case .readOnly(let file): "\(file) is read-only"
        case .cannotWrite(let file, let reason): "\(file) can't be written (\(reason))"
        case .unavailable(let cause): cause
        }
    }

    static func cause(_ error: SettingsFlagsError) -> String {
        switch error {
        case .unreadable(let file, let reason):
            "\(file) can't be read (\(reason)); fix or delete that file"
        case .readOnly(let file): "\(file) is read-only"
        case .cannotWrite(let file, let reason): "\(file) can't be written (\(reason))"
        // People's words: the address and the cause are the operator's, in the log (issue 43, item 6).
        case .unreachable: "the team server can't be reached right now"
        case .unavailable(let cause): cause
        }
    }

    static func cause(_ error: SettingsAccountError) -> String {
        switch error {
        case .handleTaken(let handle): "the handle @\(handle) is taken"
        case .invalid(let reason): reason
        case .notAllowed(let what): "the database does not allow it (\(what))"
        case .notFound(let what): "\(what) no longer exists"
        case .busy: "the database is busy (another program is writing to it); try again in a moment"
        case .readOnly(let file): "the database \(file) is read-only"
        case .unreachable: "the team server can't be reached right now"
        case .unavailable(let cause): cause
        }
    }
}
