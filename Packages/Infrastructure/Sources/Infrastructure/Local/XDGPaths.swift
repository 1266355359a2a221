import Foundation

/// Where Mosaic keeps its files on this machine, by the XDG base-directory rules: the database
/// under data, preferences and session under config, analytics under state.
public struct XDGPaths: Sendable, Equatable {
    /// `$XDG_DATA_HOME/mosaic` (default `~/.local/share/mosaic`).
    public var dataDirectory: String
    /// `$XDG_CONFIG_HOME/mosaic` (default `~/.config/mosaic`).
    public var configDirectory: String
    /// `$XDG_STATE_HOME/mosaic` (default `~/.local/state/mosaic`).
    public var stateDirectory: String

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        func base(_ key: String, _ fallback: String) -> String {
            // The spec says a relative XDG path is invalid and must be ignored.
            if let value = environment[key], value.hasPrefix("/") { return value }
            return "\(home)/\(fallback)"
        }
        dataDirectory = base("XDG_DATA_HOME", ".local/share") + "/mosaic"
        configDirectory = base("XDG_CONFIG_HOME", ".config") + "/mosaic"
        stateDirectory = base("XDG_STATE_HOME", ".local/state") + "/mosaic"
    }

    /// The default SQLite database file.
    public var databaseFile: String { "\(dataDirectory)/mosaic.sqlite" }
    /// The preferences JSON file.
    public var preferencesFile: String { "\(configDirectory)/preferences.json" }
    /// The session JSON file (who is signed in).
    public var sessionFile: String { "\(configDirectory)/session.json" }
    /// Unsaved drafts (what a person was typing), per database and person.
    public var draftsFile: String { "\(dataDirectory)/drafts.json" }
    /// Team members' unsent drafts on a server (`mosaic serve --postgres`), a file per member.
    public var memberDraftsFolder: String { "\(dataDirectory)/member-drafts" }
    /// Team members' preferences on a server (`mosaic serve --postgres`), a file per member.
    public var memberPreferencesFolder: String { "\(dataDirectory)/member-preferences" }
    /// The analytics JSON-lines file.
    public var analyticsFile: String { "\(stateDirectory)/analytics.jsonl" }
}

/// Kept for callers of the skeleton; prefer `XDGPaths`.
public struct DataLocation: Sendable, Equatable {
    public var databaseFile: String

    public init(environment: [String: String]) {
        databaseFile = XDGPaths(environment: environment).databaseFile
    }
}
