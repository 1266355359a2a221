/// Who is signed in, and the account actions Settings offers.
public protocol SettingsAccountService: Sendable {
    /// What this backend allows; it does not change while the app runs.
    var mode: SettingsAccountMode { get }
    /// The signed-in account, or nil when nobody is signed in.
    func currentAccount() async throws(SettingsAccountError) -> SettingsAccount?
    /// Signs in as the account with this handle (no leading "@"); nil when no account has it.
    /// Only in `.profilesOnThisDevice`.
    func switchAccount(toHandle handle: String) async throws(SettingsAccountError) -> SettingsAccount?
    /// Creates a profile and signs in as it (`.handleTaken`, `.invalid` when refused). Only in
    /// `.profilesOnThisDevice`.
    func createProfile(handle: String, displayName: String) async throws(SettingsAccountError)
        -> SettingsAccount
    /// Only in `.profilesOnThisDevice`.
    func signOut() async throws(SettingsAccountError)
    /// Deletes the signed-in account (on a team database, its login too) and signs out.
    func deleteAccount() async throws(SettingsAccountError)
    /// True when there is a profile to sign in as (a new database has none).
    func hasProfiles() async throws(SettingsAccountError) -> Bool
    /// The handles one can sign in as, in order, when there are at most `limit` (a question lists
    /// them); nil when there are more, which no question should list. Only in
    /// `.profilesOnThisDevice`.
    func handles(atMost limit: Int) async throws(SettingsAccountError) -> [String]?
}

extension SettingsAccountService {
    /// None to list, by default: the question then names no handles.
    public func handles(atMost limit: Int) async throws(SettingsAccountError) -> [String]? { nil }
}

/// Why an account could not be read or changed; each case keeps its cause for the message.
public enum SettingsAccountError: Error, Equatable, Sendable {
    /// Another profile has this handle.
    case handleTaken(String)
    /// The store refused the input; the text says why ("display name is longer than 60 characters").
    case invalid(String)
    /// The database does not let this login do it; the text says what was refused.
    case notAllowed(String)
    /// What the action needs is gone (the person was deleted elsewhere); the text names it.
    case notFound(String)
    /// Another program holds the database; trying again in a moment helps.
    case busy
    /// The database (the file named) may not be written.
    case readOnly(String)
    /// The team server (named `host:port`) does not answer.
    case unreachable(String)
    /// Anything else, with its cause.
    case unavailable(String)
}
