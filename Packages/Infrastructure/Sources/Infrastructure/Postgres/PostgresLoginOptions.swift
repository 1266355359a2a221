import Foundation

/// Where a PostgreSQL password and TLS settings come from besides the URL, as PostgreSQL's own
/// tools take them: `PGPASSWORD`, the password file (`PGPASSFILE`, default `~/.pgpass`),
/// `PGSSLMODE`, `PGSSLROOTCERT`, and, when the server asks for a password none of those gave,
/// `askPassword` (the shell passes a no-echo terminal prompt; nil means nobody can be asked).
public struct PostgresLoginOptions: Sendable {
    public var environment: [String: String]
    /// Asked with a prompt such as "Password for ada on db.example:5432/mosaic: "; returns nil
    /// when the person cancelled.
    public var askPassword: (@Sendable (_ prompt: String) -> String?)?
    /// The most connections the stores open at once (the change listener adds one). The app
    /// needs a few; a load test of many members in one process gives each one or two.
    public var maximumConnections: Int
    /// Told what a person should know but that does not stop signing in, as psql prints a
    /// WARNING: a password file that others can read, and was therefore ignored.
    public var warn: (@Sendable (_ warning: String) -> Void)?
    /// How long one request of the stores may take before the server is said unreachable: 5 s,
    /// so a person learns of an outage rather than waiting on it. Tests on a busy machine give
    /// more, since their outages are stopped servers and cut connections, said at once.
    public var requestLimit: Duration = .seconds(5)

    public init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        askPassword: (@Sendable (_ prompt: String) -> String?)? = nil, maximumConnections: Int = 8,
        warn: (@Sendable (_ warning: String) -> Void)? = nil
    ) {
        self.environment = environment
        self.askPassword = askPassword
        self.maximumConnections = maximumConnections
        self.warn = warn
    }

    var home: String {
        environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    }

    /// The password to try first: the URL's, else `PGPASSWORD`, else the password file's.
    func storedPassword(for url: PostgresURL) -> String? {
        if let password = url.password { return password }
        if let password = environment["PGPASSWORD"], !password.isEmpty { return password }
        return PostgresPasswordFile(path: passwordFilePath).password(for: url, warn: warn)
    }

    var passwordFilePath: String {
        environment["PGPASSFILE"].flatMap { $0.isEmpty ? nil : $0 } ?? "\(home)/.pgpass"
    }
}
