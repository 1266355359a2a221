/// Who decides who you are, which decides what the account section offers.
public enum SettingsAccountMode: Equatable, Sendable {
    /// A database of your own on this device: sign in as any of its profiles, create one, sign out.
    case profilesOnThisDevice
    /// A shared team database where your database login is who you are: being someone else
    /// takes their login, so there is no switching from here.
    case databaseLogin(SettingsLogin)
}

/// The database login the app runs as, and how to connect as someone else.
public struct SettingsLogin: Equatable, Sendable {
    /// The login (role) name.
    public var login: String
    /// Where: `host:port/database`.
    public var server: String
    /// The command that connects as another member, with `HANDLE` in place of their login.
    public var connectCommand: String

    public init(login: String, server: String, connectCommand: String) {
        self.login = login
        self.server = server
        self.connectCommand = connectCommand
    }
}
