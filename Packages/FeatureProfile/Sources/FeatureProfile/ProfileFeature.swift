/// The Profile feature's public entry point.
public enum ProfileFeature {
    public static let title = "Profile"
}
