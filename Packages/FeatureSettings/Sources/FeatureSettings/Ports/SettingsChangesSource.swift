/// Changes made elsewhere (another window, another member of the team, the team's owner) that
/// Settings shows as they happen. A front end's adapter turns its database's change feed into
/// these; a view model listens while its screen is shown (`watchChanges()`).
public protocol SettingsChangesSource: Sendable {
    /// A new stream of changes per call, from now on. It ends when the source has no more (or
    /// none at all) and stops when the listening task is cancelled.
    func changes() -> AsyncStream<SettingsChange>
}

/// One change made elsewhere, as far as Settings cares.
public enum SettingsChange: Equatable, Sendable {
    /// A flag's shared (team) value was set or cleared: the flags' values may differ now.
    case flagsChanged
    /// A person was added, or their display name or bio changed.
    case personChanged(id: Int)
    /// A person was removed (by the team's owner, or from another window).
    case personRemoved(id: Int)
    /// Many things changed at once (an import), or changes may have been missed: read
    /// everything shown again.
    case manyChanged
    /// The team server answers again after an outage: what is shown may be out of date.
    case connectionRestored
}

/// A source where nothing changes elsewhere (a front end or a backend without a change feed):
/// its streams end at once.
public struct NoSettingsChanges: SettingsChangesSource {
    public init() {}

    public func changes() -> AsyncStream<SettingsChange> {
        AsyncStream { $0.finish() }
    }
}
