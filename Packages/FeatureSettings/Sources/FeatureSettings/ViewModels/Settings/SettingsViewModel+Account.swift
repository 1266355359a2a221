/// The account actions: sign in as a profile, sign out, delete the account (creating a profile is
/// in SettingsViewModel+NewProfile). On a team database only deleting is offered: who you are is
/// your database login, so the others explain how to connect as someone else instead.
extension SettingsViewModel {
    /// The team database's login, when that is who decides; nil on this device's own database.
    var databaseLogin: SettingsLogin? {
        if case .databaseLogin(let login) = accountMode { return login }
        return nil
    }

    /// The person came to sign in (from elsewhere: a signed-out profile's "press enter to sign
    /// in"): the settings are loaded if they are not yet, what an earlier action said is cleared
    /// (it was about something else), and the sign-in question is asked.
    /// A database with no profile yet has nobody to sign in as: the person is asked to make
    /// their profile instead, told why.
    public func startSigningIn() async {
        if snapshot == nil { await refresh() }
        guard snapshot != nil else { return }
        sayProblem(nil)
        if databaseLogin == nil, (try? await dependencies.account.hasProfiles()) == false {
            await createProfile(because: SettingsMessages.noProfilesYet)
            return
        }
        await switchAccount()
    }

    /// Asks which profile to sign in as (through the prompter), then signs in as it.
    public func switchAccount() async {
        guard snapshot != nil else { return }
        if let login = databaseLogin {
            sayProblem(SettingsMessages.connectAsSomeoneElse(login))
            return
        }
        let typed = await dependencies.prompter.askText(
            title: "Sign in as which profile? Type its handle", initial: typedHandle,
            limit: HandleInput.limit)
        guard let typed else { return }
        await signIn(handle: typed)
    }

    /// Signs in as the profile with this handle (a leading "@", spaces and capitals are ignored)
    /// and says so.
    public func signIn(handle typed: String) async {
        guard snapshot != nil else { return }
        if let login = databaseLogin {
            sayProblem(SettingsMessages.connectAsSomeoneElse(login))
            return
        }
        typedHandle = typed
        let handle: String
        switch HandleInput.parse(typed, foldingCase: true) {
        case .success(let parsed): handle = parsed
        case .failure(let problem):
            sayProblem(problem.message)
            return
        }
        let account: SettingsAccount?
        do throws(SettingsAccountError) {
            account = try await dependencies.account.switchAccount(toHandle: handle)
        } catch {
            sayProblem(SettingsMessages.notSignedIn(handle, SettingsMessages.cause(error)))
            return
        }
        guard let account else {
            sayProblem(SettingsMessages.noSuchHandle(handle))
            return
        }
        typedHandle = ""
        update { $0.account = account }
        say(.outcome(SettingsMessages.signedIn(as: account)))
        onEvent(.accountChanged)
    }

    /// Signs out after the person confirms, and says so.
    public func signOut() async {
        guard snapshot != nil else { return }
        if let login = databaseLogin {
            sayProblem(SettingsMessages.connectAsSomeoneElse(login))
            return
        }
        guard let account = signedInAccount else {
            sayProblem(SettingsMessages.nobodySignedIn)
            return
        }
        let question = "Sign out of \(account.displayName) (@\(account.handle))?"
        guard await dependencies.prompter.confirm(message: question) else { return }
        do throws(SettingsAccountError) {
            try await dependencies.account.signOut()
        } catch {
            sayProblem(SettingsMessages.notSignedOut(SettingsMessages.cause(error)))
            return
        }
        track("settings.signed_out", [:])
        update { $0.account = nil }
        say(.outcome(SettingsMessages.signedOut))
        onEvent(.signedOut)
    }

    /// Deletes the signed-in account, only after the person types its handle exactly (with or
    /// without the "@"), and says so.
    public func deleteAccount() async {
        guard snapshot != nil else { return }
        guard let account = signedInAccount else {
            sayProblem(SettingsMessages.nobodySignedIn)
            return
        }
        let typed = await dependencies.prompter.askText(
            title: Self.deletePrompt(account, login: databaseLogin), initial: "", limit: HandleInput.limit)
        guard let typed else {
            sayProblem(SettingsMessages.nothingDeleted)
            return
        }
        guard typed == account.handle || typed == "@" + account.handle else {
            sayProblem(SettingsMessages.handleDidNotMatch)
            return
        }
        do throws(SettingsAccountError) {
            try await dependencies.account.deleteAccount()
        } catch {
            sayProblem(SettingsMessages.notDeleted(SettingsMessages.cause(error)))
            return
        }
        update { $0.account = nil }
        say(
            .outcome(
                databaseLogin == nil
                    ? SettingsMessages.accountDeleted : SettingsMessages.accountAndLoginDeleted))
        onEvent(.accountDeleted)
    }

    /// The delete question names the account, what goes with it, and what to type.
    static func deletePrompt(_ account: SettingsAccount, login: SettingsLogin?) -> String {
        let who = "\(account.displayName) (@\(account.handle))"
        let what =
            login.map { "\(who), all of its posts and the database login \($0.login)" }
            ?? "\(who) and all of its posts"
        return "Delete \(what) for good? Type \(account.handle) to confirm"
    }
}
