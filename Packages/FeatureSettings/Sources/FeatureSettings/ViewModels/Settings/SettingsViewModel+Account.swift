import Foundation

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

    /// How many handles the sign-in question lists; a database with more lists none.
    static let handlesListed = 8

    /// The sign-in question, naming the handles one can sign in as when they are few.
    static func signInQuestion(handles: [String]?) -> String {
        let question = "Sign in as which profile? Type its handle"
        guard let handles, !handles.isEmpty else { return question }
        return question + " (" + handles.joined(separator: ", ") + ")"
    }

    /// Asks which profile to sign in as (through the prompter), then signs in as it. A handle
    /// nobody has, or one that breaks the rule, is asked again at once with the reason, so what
    /// the person types next is never taken as a command; closing the question then forgets the
    /// refused handle and says nothing changed.
    public func switchAccount() async {
        guard snapshot != nil else { return }
        if let login = databaseLogin {
            sayProblem(SettingsMessages.connectAsSomeoneElse(login))
            return
        }
        let handles = try? await dependencies.account.handles(atMost: Self.handlesListed)
        let question = Self.signInQuestion(handles: handles ?? nil)
        var problem: String?
        while true {
            guard
                let typed = await dependencies.prompter.askText(
                    title: question, problem: problem, initial: typedHandle, limit: HandleInput.limit)
            else {
                if problem != nil {
                    typedHandle = ""
                    sayProblem(SettingsMessages.notSwitched(signedInAccount))
                }
                return
            }
            switch await trySignIn(typed) {
            case .signedIn, .failed: return
            case .refused(let reason): problem = reason
            }
        }
    }

    /// Signs in as the profile with this handle (a leading "@", spaces and capitals are ignored)
    /// and says so.
    public func signIn(handle typed: String) async {
        guard snapshot != nil else { return }
        if let login = databaseLogin {
            sayProblem(SettingsMessages.connectAsSomeoneElse(login))
            return
        }
        if case .refused(let reason) = await trySignIn(typed) { sayProblem(reason) }
    }

    /// What became of one try at signing in.
    private enum SignInTry {
        case signedIn
        /// The handle breaks the rule or nobody has it: why, to ask again with.
        case refused(String)
        /// The database failed; the message says why.
        case failed
    }

    private func trySignIn(_ typed: String) async -> SignInTry {
        typedHandle = typed
        let handle: String
        switch HandleInput.parse(typed, foldingCase: true) {
        case .success(let parsed): handle = parsed
        case .failure(let problem): return .refused(problem.message)
        }
        let account: SettingsAccount?
        do throws(SettingsAccountError) {
            account = try await dependencies.account.switchAccount(toHandle: handle)
        } catch {
            sayProblem(SettingsMessages.notSignedIn(handle, SettingsMessages.cause(error)))
            return .failed
        }
        guard let account else { return .refused(SettingsMessages.noSuchHandle(handle)) }
        typedHandle = ""
        update { $0.account = account }
        say(.outcome(SettingsMessages.signedIn(as: account)))
        onEvent(.accountChanged)
        return .signedIn
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
        // A handle that does not match is asked again at once: closing the question on it would
        // leave what the person types next to run as commands.
        var problem: String?
        var typed = ""
        repeat {
            guard
                let answer = await dependencies.prompter.askText(
                    title: Self.deletePrompt(account, login: databaseLogin), problem: problem, initial: typed,
                    limit: HandleInput.limit)
            else {
                sayProblem(SettingsMessages.nothingDeleted)
                return
            }
            typed = answer
            let bare = answer.trimmingCharacters(in: .whitespaces)
            problem =
                bare == account.handle || bare == "@" + account.handle
                ? nil : SettingsMessages.notYourHandle(bare)
        } while problem != nil
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
