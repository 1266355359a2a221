/// Where a feature flag's current value comes from.
public enum SettingsFlagSource: Equatable, Sendable {
    /// The value compiled into the app.
    case `default`
    /// The value the server (or shared store) set.
    case remote
    /// The user's own choice on this machine; it wins over the others.
    case localOverride

    /// How a person reads it, beside the flag's value.
    public var label: String {
        switch self {
        case .default: "default"
        case .remote: "remote"
        case .localOverride: "local override"
        }
    }
}

/// A feature flag as the flags screen lists it.
public struct SettingsFlag: Equatable, Sendable {
    public var name: String
    public var description: String
    public var isOn: Bool
    public var source: SettingsFlagSource

    public init(name: String, description: String, isOn: Bool, source: SettingsFlagSource) {
        self.name = name
        self.description = description
        self.isOn = isOn
        self.source = source
    }
}
