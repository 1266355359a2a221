/// What Settings tells the shell; the shell decides where each one leads.
public enum SettingsEvent: Equatable, Sendable {
    /// The user wants the feature flags screen.
    case openFlags
    /// A different account is now signed in.
    case accountChanged
    /// Nobody is signed in any more.
    case signedOut
    /// The signed-in account was deleted and nobody is signed in.
    case accountDeleted
}
