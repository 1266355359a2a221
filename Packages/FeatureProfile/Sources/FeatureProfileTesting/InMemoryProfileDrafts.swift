import FeatureProfile
import Foundation

/// Unsaved bios kept in memory, per person; a test reads what was kept.
public final class InMemoryProfileDrafts: ProfileDrafts, @unchecked Sendable {
    private let lock = NSLock()
    private var bios: [Int: String]

    public init(_ bios: [Int: String] = [:]) {
        self.bios = bios
    }

    public func unsavedBio(of personID: Int) async -> String? {
        lock.withLock { bios[personID] }
    }

    public func keep(bio: String?, of personID: Int) async {
        lock.withLock { bios[personID] = bio }
    }

    /// What is kept for `personID` now.
    public func kept(of personID: Int) -> String? {
        lock.withLock { bios[personID] }
    }
}
