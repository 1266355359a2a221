import Foundation

/// Preferences in `preferences.json` under the XDG config folder.
public struct FilePreferencesStore: PreferencesStore {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    public init(paths: XDGPaths = XDGPaths()) {
        self.init(path: paths.preferencesFile)
    }

    public func load() throws -> Preferences {
        try JSONFile<Preferences>(path: path).read() ?? Preferences()
    }

    public func save(_ preferences: Preferences) throws {
        try JSONFile<Preferences>(path: path).write(preferences)
    }
}

/// The signed-in person in `session.json` under the XDG config folder.
public struct FileSessionStore: SessionStore {
    struct Session: Codable, Sendable {
        var personID: Int64
    }

    public let path: String

    public init(path: String) {
        self.path = path
    }

    public init(paths: XDGPaths = XDGPaths()) {
        self.init(path: paths.sessionFile)
    }

    public func signedInPersonID() throws -> Int64? {
        try JSONFile<Session>(path: path).read()?.personID
    }

    public func signIn(personID: Int64) throws {
        try JSONFile<Session>(path: path).write(Session(personID: personID))
    }

    public func signOut() throws {
        try JSONFile<Session>(path: path).remove()
    }
}
