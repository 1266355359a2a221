import Foundation
import NIOSSL
import PostgresNIO

/// Turns what PostgresNIO, NIOSSL and the server say when signing in into one line a person
/// can act on: no password, a wrong one, an unknown or disabled login, a server that requires
/// TLS, a certificate that does not verify, an unreachable server. Never PostgresNIO's own
/// names ("authMechanismRequiresPassword", "serverClosedConnection").
enum PostgresConnectErrors {
    static func describe(_ error: any Error, connector: PostgresConnector) -> any Error {
        if error is StoreError { return error }
        let url = connector.url
        let who = "\(url.user) on \(url.server)"
        if let tlsProblem = certificateProblem(in: error, connector: connector) {
            return StoreError.cannotConnect(tlsProblem)
        }
        if let refused = Self.find(PasswordRequestRefused.self, in: error) {
            return StoreError.cannotConnect(
                "The server at \(url.host):\(url.port) asked for \(refused.method), which Mosaic never sends: it "
                    + "sends a password only by SCRAM-SHA-256, as libpq's require_auth=scram-sha-256. If this is your "
                    + "server, store passwords as SCRAM (password_encryption = scram-sha-256, then set the password "
                    + "again) and use scram-sha-256 in pg_hba.conf; if it is not, something may be posing as it "
                    + "(use sslmode=verify-full). Nothing was sent.")
        }
        if let failed = Self.find(SocketConnectFailed.self, in: error) {
            return StoreError.unavailable(
                "cannot reach PostgreSQL at \(url.host):\(url.port) (\(reason(failed.underlying))). "
                    + "Check that the server is running and the host and port in \(connector.label) are right"
            )
        }
        guard let error = error as? PSQLError else {
            return StoreError.unavailable("\(connector.label): \(error)")
        }
        switch error.code {
        case .authMechanismRequiresPassword:
            return StoreError.cannotConnect(
                "No password for \(who): set PGPASSWORD, add a line to ~/.pgpass (or the file PGPASSFILE "
                    + "names), or run mosaic on a terminal to be asked.")
        case .sslUnsupported:
            return StoreError.cannotConnect(
                "The server at \(url.host):\(url.port) does not offer TLS, but sslmode=\(connector.tls.mode.rawValue) "
                    + "requires it: use sslmode=prefer, or turn on ssl in the server's configuration.")
        case .server:
            return serverRefusal(error, connector: connector)
        case .connectionError, .serverClosedConnection, .uncleanShutdown, .failedToAddSSLHandler:
            return StoreError.unavailable(
                "cannot reach PostgreSQL at \(url.host):\(url.port) (\(reason(error.underlying))). "
                    + "Check that the server is running and the host and port in \(connector.label) are right"
            )
        case .saslError, .unsupportedAuthMechanism:
            return StoreError.cannotConnect(
                "The server at \(url.host):\(url.port) asked for a way of signing in that failed or that Mosaic "
                    + "does not support; use a password login (scram-sha-256 or md5).")
        default:
            return StoreError.unavailable("\(connector.label): the connection failed unexpectedly; try again")
        }
    }

    private static func serverRefusal(_ error: PSQLError, connector: PostgresConnector) -> any Error {
        let url = connector.url
        let who = "\(url.user) on \(url.server)"
        let state = error.serverInfo?[.sqlState] ?? ""
        let message = error.serverInfo?[.message] ?? ""
        switch state {
        case "28P01":
            let source: String
            switch connector.passwordSource {
            case .none: source = ""
            case .url: source = " (the password came from the URL)"
            case .environment: source = " (the password came from PGPASSWORD)"
            case .file(let path): source = " (the password came from \(path))"
            case .prompt: source = ""
            }
            return StoreError.cannotConnect(
                "Password authentication failed for \(who)\(source): the password is wrong, or there is no "
                    + "member \(url.user) (the owner adds members with: mosaic team add).")
        case "28000":
            if message.contains("no encryption") {
                return StoreError.cannotConnect(
                    "The server at \(url.host):\(url.port) accepts only encrypted connections: remove "
                        + "sslmode=disable from the URL (or use sslmode=require).")
            }
            if message.contains("does not exist") {
                return StoreError.cannotConnect(
                    "There is no login \(url.user) on \(url.host):\(url.port): ask the database's owner to add "
                        + "you with: mosaic team add \(url.user).")
            }
            if message.contains("not permitted to log in") {
                return StoreError.cannotConnect(
                    "The login \(url.user) on \(url.host):\(url.port) is disabled (its account was deleted or "
                        + "its member removed): ask the database's owner.")
            }
            return StoreError.cannotConnect(
                "The server at \(url.host):\(url.port) does not let \(url.user) in from here (\(message)): "
                    + "ask its administrator.")
        case "53300" where message.contains("for role"):
            return StoreError.cannotConnect(
                "\(url.user) already has as many connections open to \(url.host):\(url.port) as the database's owner "
                    + "allows (\(message)): close another Mosaic or psql signed in as \(url.user), or ask the owner "
                    + "to raise the limit (mosaic team limit \(url.user) --connections N).")
        case "53300":
            return StoreError.cannotConnect(
                "The server at \(url.host):\(url.port) has no connection left for \(url.user) (\(message)): its "
                    + "administrator can raise max_connections, and the database's owner can lower members' limits "
                    + "(mosaic team limit HANDLE --connections N).")
        case "3D000":
            return StoreError.cannotConnect(
                "There is no database \(url.database) on \(url.host):\(url.port): create it (createdb "
                    + "\(url.database)) or fix the URL.")
        default:
            return StoreError.unavailable("\(connector.label): \(message.isEmpty ? state : message)")
        }
    }

    /// The TLS failure somewhere in the error, phrased for the sslmode in use; nil if none.
    private static func certificateProblem(in error: any Error, connector: PostgresConnector) -> String? {
        let mode = connector.tls.mode.rawValue
        let root = connector.tls.rootCertificate ?? "the system's trusted roots"
        var current: (any Error)? = error
        while let found = current {
            if found is CertificateNameMismatch
                || (found as? NIOSSLExtraError).map({ $0 == .failedToValidateHostname }) == true
            {
                return
                    "The server's certificate is not for \(connector.url.host) (sslmode=\(mode) checks the "
                    + "name): connect by a name the certificate lists, or use sslmode=verify-ca."
            }
            if let ssl = found as? NIOSSLError {
                if case .handshakeFailed = ssl, "\(ssl)".contains("CERTIFICATE_VERIFY_FAILED") {
                    return "The server's certificate does not verify against \(root) (sslmode=\(mode)): give "
                        + "sslrootcert=FILE with the certificate that signed it, or "
                        + "\(PostgresTLSPolicy.withoutChecking(connector.tls.mode))."
                }
                return "TLS with the server at \(connector.url.host):\(connector.url.port) failed (\(ssl))."
            }
            current = (found as? PSQLError)?.underlying ?? (found as? SocketConnectFailed)?.underlying
        }
        return nil
    }

    /// An error of type `T` in `error` or the errors PostgresNIO wrapped it in.
    /// True when the server refused the login itself (a password it no longer takes, a role
    /// it no longer has, a login it no longer permits). Once the login has worked, that means
    /// the owner removed the member: trying again cannot mend it.
    static func refusesLogin(_ error: any Error) -> Bool {
        guard let refusal = find(PSQLError.self, in: error), refusal.code == .server else { return false }
        let state = refusal.serverInfo?[.sqlState] ?? ""
        let message = refusal.serverInfo?[.message] ?? ""
        return state == "28P01" || (state == "28000" && !message.contains("no encryption"))
    }

    /// What a member reads when the team's server no longer lets their login in.
    static func loginEnded(_ connector: PostgresConnector) -> StoreError {
        let url = connector.url
        return .notAllowed(
            "the team server at \(url.host):\(url.port) no longer lets \(url.user) in: the owner removed "
                + "\(url.user) from the team (or changed the login), so Mosaic stopped connecting")
    }

    static func find<T: Error>(_ type: T.Type, in error: any Error) -> T? {
        var current: (any Error)? = error
        while let found = current {
            if let match = found as? T { return match }
            current = (found as? PSQLError)?.underlying
        }
        return nil
    }

    private static func reason(_ underlying: (any Error)?) -> String {
        guard let underlying else { return "the connection was closed" }
        let text = String(describing: underlying).lowercased()
        if text.contains("refused") { return "connection refused" }
        if text.contains("timeout") || text.contains("timed out") { return "timed out" }
        if text.contains("resolve") || text.contains("dns") || text.contains("getaddrinfo") {
            return "the host name does not resolve"
        }
        if text.contains("reset") || text.contains("eof") || text.contains("closed") {
            return "the server closed the connection"
        }
        return "the connection failed"
    }
}
