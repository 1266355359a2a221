import Foundation
import Infrastructure

/// A team's wrong passwords are counted in its database (`PlatformSignInFailures`), for every
/// web node.
extension TeamMembers: SharedSignInFailures {
    var signInFailures: (any SharedSignInFailures)? { self }

    func failed(handle: String?, client: String, window: TimeInterval) async throws -> Int {
        try await gateway.countFailedSignIn(handle: handle, client: client, windowSeconds: Int(window))
    }

    func succeeded(handle: String, client: String) async throws {
        try await gateway.forgetFailedSignIns(handle: handle, client: client)
    }
}
