import Foundation
import Infrastructure

/// Where the app's data lives and how it talks to the outside: built from the command line and
/// the environment, then turned into an `AppContainer` once.
public struct AppConfiguration: Sendable, Equatable {
    public var backend: StoreBackend
    public var paths: XDGPaths
    /// The analytics JSON-lines file; nil sends analytics nowhere.
    public var analyticsFile: String?
    public var colour: Bool
    /// Why this run draws no colour whatever the person chose in Settings ("--no-color"); nil
    /// when their choice decides.
    public var colourOffReason: String?
    /// Whether an empty database is given the sample people and posts: the app's own first
    /// launch (its default database, or a fresh one in memory), not a file the person named.
    public var sampleData = true

    public init(
        backend: StoreBackend, paths: XDGPaths, analyticsFile: String?, colour: Bool,
        colourOffReason: String? = nil
    ) {
        self.backend = backend
        self.paths = paths
        self.analyticsFile = analyticsFile
        self.colour = colour
        self.colourOffReason = colourOffReason
    }
}
