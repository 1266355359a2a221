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

    /// Their person's id (what features keep of them is found by it).
    public var personID: Int64
    public var handle: String
    public var displayName: String
    public var login: Login
    /// How many connections the login may have open at once; nil without a login, or when
    /// the login has no limit (made by a Mosaic before limits; `team init` gives it one).
    public var connectionLimit: Int?

    public init(
        personID: Int64, handle: String, displayName: String, login: Login, connectionLimit: Int? = nil
    ) {
        self.personID = personID
        self.handle = handle
        self.displayName = displayName
        self.login = login
        self.connectionLimit = connectionLimit
    }
}

/// What `team remove` (or the end of a member's own account deletion) did with the login.
public struct TeamRemoval: Sendable, Equatable {
    public var member: TeamMember
    /// Sessions of the login that were ended (on any database of the server).
    public var endedSessions: Int
    /// What the login owned in this database, now dropped ("large object 16401").
    public var droppedObjects: [String]
    /// Nil when the login is gone; else why it was kept, without login, for the next command.
    public var loginKeptBecause: String?
    /// The web login could act for them until now: their web sessions end at their next request.
    public var revokedFromWebLogin = false
}

/// What a team command did with the logins of members who deleted their own account.
public struct TeamDepartures: Sendable, Equatable {
    /// Logins dropped now.
    public var dropped: [String]
    /// Logins that stay (without login) for now, each with why.
    public var kept: [String: String]
}

/// What `team init` did.
public struct TeamSetup: Sendable, Equatable {
    /// The features' migrations applied now, as "feature version" ("feed 2"); empty when the
    /// database was already up to date.
    public var applied: [String]
    /// Each feature's version the database is at now.
    public var versions: [String: Int]
    /// The group role every member's login is granted.
    public var memberRole: String
    public var createdMemberRole: Bool
    public var addedSampleData: Bool
    /// What members owned in this database and the setup dropped ("@bob: large object 16401").
    public var droppedObjects: [String] = []
    /// What members can still create that the owner could not take away, with who can.
    public var openHoles: [String] = []
}
