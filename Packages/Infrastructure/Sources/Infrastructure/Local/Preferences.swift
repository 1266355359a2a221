import Foundation

/// The user's choices on this machine. Unknown or missing keys in the file fall back to the
/// defaults, so an older or newer file still loads.
public struct Preferences: Sendable, Equatable, Codable {
    /// A colour theme name chosen by the user; the shell decides what names mean.
    public var colour: String
    public var compactFeed: Bool
    public var analyticsOptOut: Bool
    /// Local feature-flag overrides, by flag name; they win over stored and default values.
    public var flagOverrides: [String: Bool]

    public init(
        colour: String = "default", compactFeed: Bool = false, analyticsOptOut: Bool = false,
        flagOverrides: [String: Bool] = [:]
    ) {
        self.colour = colour
        self.compactFeed = compactFeed
        self.analyticsOptOut = analyticsOptOut
        self.flagOverrides = flagOverrides
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = Preferences()
        colour = try container.decodeIfPresent(String.self, forKey: .colour) ?? defaults.colour
        compactFeed = try container.decodeIfPresent(Bool.self, forKey: .compactFeed) ?? defaults.compactFeed
        analyticsOptOut =
            try container.decodeIfPresent(Bool.self, forKey: .analyticsOptOut) ?? defaults.analyticsOptOut
        flagOverrides =
            try container.decodeIfPresent([String: Bool].self, forKey: .flagOverrides)
            ?? defaults.flagOverrides
    }
}

/// Loads and saves `Preferences`. A missing file means defaults; a corrupt one is an error.
public protocol PreferencesStore: Sendable {
    func load() throws -> Preferences
    func save(_ preferences: Preferences) throws
}

/// Who is signed in on this machine, if anyone.
public protocol SessionStore: Sendable {
    /// The signed-in person's id, or nil when signed out (or never signed in).
    func signedInPersonID() throws -> Int64?
    func signIn(personID: Int64) throws
    func signOut() throws
}
