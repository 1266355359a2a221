import Foundation

/// The user's choices on this machine. The platform's own (colour, analytics, flag overrides)
/// and each feature's, by the name the feature declares (`PreferenceDefinition`), kept side by
/// side in one file. Unknown or missing keys fall back to the defaults, and a feature's choice
/// this build does not know is kept as it is, so an older or newer file still loads and loses
/// nothing.
public struct Preferences: Sendable, Equatable, Codable {
    /// A colour theme name chosen by the user; the shell decides what names mean.
    public var colour: String
    public var analyticsOptOut: Bool
    /// Local feature-flag overrides, by flag name; they win over stored and default values.
    public var flagOverrides: [String: Bool]
    /// Each feature's on/off choices, by the name its plugin declares: nil when never chosen (the
    /// declaration's default applies).
    public var choices: [String: Bool]

    public init(
        colour: String = "default", analyticsOptOut: Bool = false, flagOverrides: [String: Bool] = [:],
        choices: [String: Bool] = [:]
    ) {
        self.colour = colour
        self.analyticsOptOut = analyticsOptOut
        self.flagOverrides = flagOverrides
        self.choices = choices
    }

    /// A feature's choice, or its declared default when the person never chose.
    public func choice(_ preference: PreferenceDefinition) -> Bool {
        choices[preference.name] ?? preference.defaultValue
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }

        static let colour = Key("colour")
        static let analyticsOptOut = Key("analyticsOptOut")
        static let flagOverrides = Key("flagOverrides")
        static let platform: Set<String> = ["colour", "analyticsOptOut", "flagOverrides"]
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let defaults = Preferences()
        colour = try container.decodeIfPresent(String.self, forKey: .colour) ?? defaults.colour
        analyticsOptOut =
            try container.decodeIfPresent(Bool.self, forKey: .analyticsOptOut) ?? defaults.analyticsOptOut
        flagOverrides =
            try container.decodeIfPresent([String: Bool].self, forKey: .flagOverrides)
            ?? defaults.flagOverrides
        // Every other key holding a Boolean is a feature's choice ("compactFeed" was written at
        // the top level before features declared theirs, and still is).
        choices = [:]
        for key in container.allKeys where !Key.platform.contains(key.stringValue) {
            if let value = try? container.decode(Bool.self, forKey: key) { choices[key.stringValue] = value }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(colour, forKey: .colour)
        try container.encode(analyticsOptOut, forKey: .analyticsOptOut)
        try container.encode(flagOverrides, forKey: .flagOverrides)
        for (name, value) in choices where !Key.platform.contains(name) {
            try container.encode(value, forKey: Key(name))
        }
    }
}

/// An on/off choice a feature offers (Settings lists it), declared by its plugin as its flags
/// are: its name in the preferences, the words Settings shows, its value when never chosen.
public struct PreferenceDefinition: Sendable, Equatable, Hashable {
    public var name: String
    public var title: String
    public var defaultValue: Bool

    public init(name: String, title: String, defaultValue: Bool) {
        self.name = name
        self.title = title
        self.defaultValue = defaultValue
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
