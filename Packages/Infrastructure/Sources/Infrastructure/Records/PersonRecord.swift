import Foundation

/// A person as the platform keeps them: who someone is, behind every profile and account. What
/// a feature adds to a person is that feature's, in its own storage.
public struct PersonRecord: Sendable, Equatable, Hashable, Codable {
    public var id: Int64
    /// Unique, `[a-z0-9_]{1,30}`.
    public var handle: String
    public var displayName: String
    public var createdAt: Date

    public init(id: Int64, handle: String, displayName: String, createdAt: Date) {
        self.id = id
        self.handle = handle
        self.displayName = displayName
        self.createdAt = createdAt
    }
}

/// What it takes to create a person; the store assigns the id and the creation date.
public struct NewPerson: Sendable, Equatable, Hashable, Codable {
    public var handle: String
    public var displayName: String

    public init(handle: String, displayName: String) {
        self.handle = handle
        self.displayName = displayName
    }
}
