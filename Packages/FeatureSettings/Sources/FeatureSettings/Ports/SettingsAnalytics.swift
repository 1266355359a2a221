/// Where Settings reports what the user did; never called when the user opted out.
public protocol SettingsAnalytics: Sendable {
    func track(_ event: String, properties: [String: String])
}
