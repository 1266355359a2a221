/// The signed-in person, as the account section shows them.
public struct SettingsAccount: Equatable, Sendable {
    public var id: Int
    public var displayName: String
    /// The handle without its leading "@".
    public var handle: String

    public init(id: Int, displayName: String, handle: String) {
        self.id = id
        self.displayName = displayName
        self.handle = handle
    }
}
