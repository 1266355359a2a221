import AppCore

/// A tab, named after the feature that owns it ("feed"). Tabs come from the list of features, so
/// this is a name, not a case list; the name is what navigation.json saves.
public struct ShellTab: NavigationTab, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }
}
