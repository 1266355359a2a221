/// Who is signed in, and the account actions the Settings screen offers.
public protocol SettingsAccountService: Sendable {
    /// What this backend allows; it does not change while the app runs.
    var mode: SettingsAccountMode { get }
    /// The signed-in account, or nil when nobody is signed in.
    func currentAccount() async throws -> SettingsAccount?
    /// Signs in as the account with this handle (no leading "@"); nil when no account has it.
    /// Only in `.profilesOnThisDevice`.
    func switchAccount(toHandle handle: String) async throws -> SettingsAccount?
    /// Creates a profile and signs in as it. Throws `SettingsAccountError` for a taken handle or
    /// input the store refuses. Only in `.profilesOnThisDevice`.
    func createProfile(handle: String, displayName: String) async throws -> SettingsAccount
    /// Only in `.profilesOnThisDevice`.
    func signOut() async throws
    /// Deletes the signed-in account (on a team database, its login too) and signs out.
    func deleteAccount() async throws
}
