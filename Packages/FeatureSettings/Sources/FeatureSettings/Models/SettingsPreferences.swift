/// One on/off preference the user can change on the Settings screen.
public enum SettingsPreference: String, CaseIterable, Equatable, Sendable {
    case colour
    case compactFeed = "compact_feed"
    case analyticsOptOut = "analytics_opt_out"

    /// The name a person reads beside its switch.
    public var label: String {
        switch self {
        case .colour: "Colour"
        case .compactFeed: "Compact feed"
        case .analyticsOptOut: "Analytics opt-out"
        }
    }
}

/// The user's saved preferences, as the Settings screen shows them.
public struct SettingsPreferences: Equatable, Sendable {
    public var useColour: Bool
    public var compactFeed: Bool
    public var analyticsOptOut: Bool
    /// Preferences this run cannot follow, each with why, as a person names it (Colour with
    /// "--no-color"): they are off whatever was saved, and changing them now changes nothing.
    public var heldOff: [SettingsPreference: String]

    public init(
        useColour: Bool, compactFeed: Bool, analyticsOptOut: Bool, heldOff: [SettingsPreference: String] = [:]
    ) {
        self.useColour = useColour
        self.compactFeed = compactFeed
        self.analyticsOptOut = analyticsOptOut
        self.heldOff = heldOff
    }

    /// Whether the preference is in effect now: as saved, unless this run holds it off.
    public func isInEffect(_ preference: SettingsPreference) -> Bool {
        heldOff[preference] == nil && self[preference]
    }

    /// Reads or writes one preference by name, so rows and ports can share one code path.
    public subscript(preference: SettingsPreference) -> Bool {
        get {
            switch preference {
            case .colour: useColour
            case .compactFeed: compactFeed
            case .analyticsOptOut: analyticsOptOut
            }
        }
        set {
            switch preference {
            case .colour: useColour = newValue
            case .compactFeed: compactFeed = newValue
            case .analyticsOptOut: analyticsOptOut = newValue
            }
        }
    }
}
