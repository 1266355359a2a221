import Foundation

/// Preferences kept in memory (previews, tests). Thread-safe.
public final class InMemoryPreferencesStore: PreferencesStore, @unchecked Sendable {
    private let lock = NSLock()
    private var preferences: Preferences

    public init(_ preferences: Preferences = Preferences()) {
        self.preferences = preferences
    }

    public func load() throws -> Preferences {
        lock.withLock { preferences }
    }

    public func save(_ preferences: Preferences) throws {
        lock.withLock { self.preferences = preferences }
    }
}

/// A session kept in memory (previews, tests). Thread-safe.
public final class InMemorySessionStore: SessionStore, @unchecked Sendable {
    private let lock = NSLock()
    private var personID: Int64?

    public init(signedIn personID: Int64? = nil) {
        self.personID = personID
    }

    public func signedInPersonID() throws -> Int64? {
        lock.withLock { personID }
    }

    public func signIn(personID: Int64) throws {
        lock.withLock { self.personID = personID }
    }

    public func signOut() throws {
        lock.withLock { personID = nil }
    }
}
