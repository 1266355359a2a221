import Foundation
import PostgresNIO

/// Wrong passwords at the web's sign-in form, counted in the team database for every web node
/// (`PlatformSignInFailures`): the web login calls the owner's functions as itself.
extension TeamGateway {
    /// Counts one wrong password for `handle` (nil: not a handle) and `client`, each within
    /// `windowSeconds` of its last failure; returns the larger count, which decides the wait.
    public func countFailedSignIn(handle: String?, client: String, windowSeconds: Int) async throws -> Int {
        let window = Int32(clamping: windowSeconds)
        return try await webLoginAccess.run(retry: false) { [logger = connector.logger] connection in
            let rows = try await connection.query(
                "SELECT mosaic_web_sign_in_failed(\(handle), \(client), \(window))", logger: logger)
            for try await count in rows.decode(Int32.self) { return Int(count) }
            return 0
        }
    }

    /// A right password: the handle's and the client's counts are forgotten on every node.
    public func forgetFailedSignIns(handle: String, client: String) async throws {
        try await webLoginAccess.run { [logger = connector.logger] connection in
            for try await _ in try await connection.query(
                "SELECT mosaic_web_sign_in_succeeded(\(handle), \(client))", logger: logger)
            {}
        }
    }
}
