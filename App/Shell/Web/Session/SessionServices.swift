import Foundation
import Infrastructure

/// Who a browser session is, and the services its pages run on. On this device's SQLite file a
/// session signs in as one of the file's profiles, as the terminal's Settings does (sign in by
/// handle, sign out, create a profile), with preferences of its own: nothing one person does in
/// their browser changes who another is. On a team database (`TeamMembers`) a session signs in
/// at `/login` as a member, and every request runs as that member's database role.
protocol SessionServices: Sendable {
    /// The services of a new browser session: signed out, default preferences.
    func newSession() -> AppServices
    /// How members sign in, on a team database; nil where a session signs in as a profile in
    /// Settings (this device's SQLite file).
    var members: (any MemberSignIn)? { get }
    /// Where signed-in sessions are kept for every web node; nil keeps them in this node's memory.
    var shared: (any SharedSessions)? { get }
    /// Where wrong passwords are counted for every web node; nil counts them in this node alone.
    var signInFailures: (any SharedSignInFailures)? { get }
}

extension SessionServices {
    var members: (any MemberSignIn)? { nil }
    var shared: (any SharedSessions)? { nil }
    var signInFailures: (any SharedSignInFailures)? { nil }
}

/// Profiles of one SQLite file (or the in-memory database): the app's stores, and for each
/// browser session a sign-in and preferences of its own, kept in memory for the session's life.
/// (The display settings are the server's: a browser draws its own colours.)
struct ProfilesOfTheFile: SessionServices {
    let base: AppServices

    func newSession() -> AppServices {
        var services = base
        services.session = InMemorySessionStore()
        services.preferences = InMemoryPreferencesStore()
        return services
    }
}
