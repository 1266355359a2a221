import Foundation

/// A person of a team database as the owner's `team list` shows them.
public struct TeamMember: Sendable, Equatable {
    /// Whether the person can sign in.
    public enum Login: Sendable, Equatable {
        /// A login of their own that can connect.
        case active
        /// A login that can no longer connect (the account was deleted; the owner's next team
        /// command drops it).
        case disabled
        /// No login: content only (sample data, an import by the owner).
        case none
    }

    public var handle: String
    public var displayName: String
    public var login: Login
    public var posts: Int

    public init(handle: String, displayName: String, login: Login, posts: Int) {
        self.handle = handle
        self.displayName = displayName
        self.login = login
        self.posts = posts
    }
}

/// What `team init` did.
public struct TeamSetup: Sendable, Equatable {
    /// Migrations applied now (empty when the database was already up to date).
    public var appliedVersions: [Int]
    /// The schema version the database is at.
    public var version: Int
    /// The group role every member's login is granted.
    public var memberRole: String
    public var createdMemberRole: Bool
    public var addedSampleData: Bool
}
