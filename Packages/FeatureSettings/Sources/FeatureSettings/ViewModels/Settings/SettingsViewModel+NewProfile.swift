import Foundation

/// Creating a profile on this device's own database, and signing in as it.
extension SettingsViewModel {
    public static let displayNameLimit = 60
    static let newHandleQuestion =
        "New profile: choose a handle (a-z, 0-9 and _, at most \(HandleInput.limit))"

    static func displayNameQuestion(_ handle: String) -> String { "Display name for @\(handle)" }

    /// A question asked again after a refusal: the question, then why the last answer was refused.
    static func askedAgain(_ question: String, because reason: String) -> String { question + " — " + reason }

    /// Asks for a handle, then a display name (through the prompter), then creates the profile.
    /// A refused answer is asked again at once, with what was typed and why: a bad or taken
    /// handle reopens the handle question, a missing or long name the name question. What was
    /// typed for a profile that was not created is offered again next time.
    public func createProfile() async {
        await createProfile(because: nil)
    }

    /// The same, with why the person is asked (`reason`, beside the first question).
    func createProfile(because reason: String?) async {
        guard snapshot != nil else { return }
        if let login = databaseLogin {
            sayProblem(SettingsMessages.connectAsSomeoneElse(login))
            return
        }
        // Why the handle question is asked (again), said beside it.
        var handleProblem = reason
        while true {
            guard
                let handle = await dependencies.prompter.askText(
                    title: Self.newHandleQuestion, problem: handleProblem, initial: typedProfile.handle,
                    limit: HandleInput.limit)
            else {
                // Cancelling the first question is a change of mind; cancelling after a refusal
                // leaves the person wondering, so say what became of it.
                if handleProblem != nil { sayProblem(SettingsMessages.noProfileCreated) }
                return
            }
            typedProfile.handle = handle
            switch HandleInput.parse(handle) {
            case .failure(let problem):
                // The question says the rule; the reason says what is wrong with this answer.
                handleProblem = problem.besideTheRule
            case .success(let parsed):
                // This step went through: a refusal of an earlier try is no longer news.
                sayProblem(nil)
                guard let refusal = await askNameAndCreate(handle: parsed) else { return }
                handleProblem = refusal
            }
        }
    }

    /// Asks for the display name until it is one a profile can have, then creates the profile.
    /// Returns why the handle was refused (taken), for the handle question to be asked again;
    /// nil when the profile was created, the person cancelled or the database failed (said).
    private func askNameAndCreate(handle: String) async -> String? {
        let question = Self.displayNameQuestion(handle)
        var nameProblem: String?
        while true {
            guard
                let name = await dependencies.prompter.askText(
                    title: question, problem: nameProblem, initial: typedProfile.displayName,
                    limit: Self.displayNameLimit)
            else {
                sayProblem(SettingsMessages.noProfileCreated)
                return nil
            }
            typedProfile.displayName = name
            switch await create(handle: handle, displayName: name) {
            case .created, .failed: return nil
            case .nameRefused(let reason): nameProblem = reason
            case .handleRefused(let reason): return reason
            }
        }
    }

    /// Creates a profile with this handle (a leading "@" and spaces are ignored) and display
    /// name, signs in as it and says so; a refusal says why and creates nothing.
    public func createProfile(handle typedHandle: String, displayName typedName: String) async {
        guard snapshot != nil else { return }
        if let login = databaseLogin {
            sayProblem(SettingsMessages.connectAsSomeoneElse(login))
            return
        }
        typedProfile = (typedHandle, typedName)
        newProfileFieldAtFault = nil
        switch HandleInput.parse(typedHandle) {
        case .failure(let problem):
            sayProblem(problem.message)
            newProfileFieldAtFault = .handle
        case .success(let handle):
            switch await create(handle: handle, displayName: typedName) {
            case .created, .failed: break
            case .nameRefused(let reason):
                sayProblem(reason + " " + SettingsMessages.noProfileCreated)
                newProfileFieldAtFault = .displayName
            case .handleRefused(let reason):
                sayProblem(reason + " " + SettingsMessages.noProfileCreated)
                newProfileFieldAtFault = .handle
            }
        }
    }

    /// What became of one try at creating a profile.
    private enum Creation {
        case created
        /// The database failed; the message says why.
        case failed
        case nameRefused(String)
        case handleRefused(String)
    }

    private func create(handle: String, displayName typedName: String) async -> Creation {
        let name = typedName.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return .nameRefused(SettingsMessages.displayNameMissing) }
        guard name.count <= Self.displayNameLimit else {
            return .nameRefused(SettingsMessages.displayNameTooLong(limit: Self.displayNameLimit))
        }
        let account: SettingsAccount
        do throws(SettingsAccountError) {
            account = try await dependencies.account.createProfile(handle: handle, displayName: name)
        } catch .handleTaken {
            return .handleRefused(SettingsMessages.handleTaken(handle))
        } catch {
            sayProblem(SettingsMessages.notCreated(SettingsMessages.cause(error)))
            return .failed
        }
        typedProfile = ("", "")
        update { $0.account = account }
        say(.outcome(SettingsMessages.created(account)))
        track("settings.profile_created", [:])
        onEvent(.accountChanged)
        return .created
    }
}
