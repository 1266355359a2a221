/// The Settings feature's public entry point.
public enum SettingsFeature {
    public static let title = "Settings"
}
