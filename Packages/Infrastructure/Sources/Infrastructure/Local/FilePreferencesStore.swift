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
