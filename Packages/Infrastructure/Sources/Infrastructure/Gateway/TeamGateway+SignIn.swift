import Foundation
import PostgresNIO

/// Why a member could not sign in on the web.
public enum TeamSignInError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No such login, or the wrong password: PostgreSQL does not say which (it answers an
    /// unknown login's SCRAM exchange as if it existed), and neither does Mosaic.
    case wrongHandleOrPassword
    /// The password was right but this login may not sign in here; the text says why and what
    /// to do (a disabled login, the owner's, not a member, too many connections).
    case refused(String)
    /// The server could not be asked (unreachable, busy); nothing is known about the password.
    case unavailable(String)

    public var description: String {
        switch self {
        case .wrongHandleOrPassword: "Wrong handle or password."
        case .refused(let reason): reason
        case .unavailable(let reason): reason
        }
    }
}

extension TeamGateway {
    /// Checks `password` with a connection of the member's own login (`handle` is their login),
    /// over the web login's TLS settings and SCRAM only, then that the web login may act for
    /// them. Returns who they are; the password is not kept. At most `signInsAtOnce` checks run
    /// at once; each ends within 10 s.
    public func signIn(handle: String, password: String) async throws(TeamSignInError) -> DatabaseLogin {
        // Not a handle: no login can have this name, so there is nothing to ask the server.
        guard !handle.isEmpty, handle.utf8.count <= 30,
            handle.utf8.allSatisfy({ (97...122).contains($0) || (48...57).contains($0) || $0 == 95 }),
            !password.isEmpty
        else { throw .wrongHandleOrPassword }
        let member = connector.signingIn(as: handle, password: password)
        let server = "\(connector.url.host):\(connector.url.port)"
        do {
            let login = try await gate.run {
                try await Deadline.run(
                    within: .seconds(10), onTimeout: { StoreError.unreachable(server: server) },
                    { [features] in try await Self.check(member, features: features) })
            }
            // The web login must be able to take their role: a unit of work as them.
            _ = try await stores(for: login).people.person(id: login.personID ?? 0)
            return login
        } catch let error as TeamSignInError {
            throw error
        } catch let error as StoreError {
            throw signInError(error, member: member)
        } catch {
            facing.record("a sign-in of \(handle) could not be checked: \(error)")
            throw .unavailable(Self.couldNotAsk)
        }
    }

    /// One connection as the member: who they are, then closed.
    private static func check(_ member: PostgresConnector, features: [FeatureStorage]) async throws
        -> DatabaseLogin
    {
        let connection: PostgresConnection
        do {
            connection = try await member.connect()
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == "28P01" {
            throw TeamSignInError.wrongHandleOrPassword
        } catch {
            throw member.describe(error)
        }
        let login: DatabaseLogin
        do {
            login = try await PostgresLoginCheck.identify(connection, connector: member, features: features)
            try? await connection.close()
        } catch {
            try? await connection.close()
            throw PostgresAccess.describe(error, label: member.label)
        }
        guard !login.isOwner, login.personID != nil else {
            throw TeamSignInError.refused(
                "\(login.role) is the owner's login, which does not sign in on the web (row-level security "
                    + "does not apply to it): sign in as a member.")
        }
        return login
    }

    /// What a stranger at `/login` reads: never the server's address, a connection URL or
    /// PostgreSQL's own words; those go to the server's log.
    private func signInError(_ error: StoreError, member: PostgresConnector) -> TeamSignInError {
        facing.record("a sign-in of \(member.url.user) failed: \(error.description)")
        switch error {
        case .unreachable, .unavailable:
            return .unavailable(Self.couldNotAsk)
        case .notAllowed:
            return .refused(
                "This login may not sign in on the web yet: the team's owner runs mosaic team web-login again "
                    + "(it lets the web act for every member).")
        default:
            return .refused(
                "This login cannot sign in here; the team's owner can see why in the server's log.")
        }
    }

    public static let couldNotAsk = "The team's database could not be asked just now; try again in a minute."
}
