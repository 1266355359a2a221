/// Who is signed in, and the account actions the Settings screen offers.
public protocol SettingsAccountService: Sendable {
    /// The signed-in account, or nil when nobody is signed in.
    func currentAccount() async throws -> SettingsAccount?
    /// Signs in as the account with this handle (no leading "@"); nil when no account has it.
    func switchAccount(toHandle handle: String) async throws -> SettingsAccount?
    func signOut() async throws
    /// Deletes the signed-in account and signs out.
    func deleteAccount() async throws
}
