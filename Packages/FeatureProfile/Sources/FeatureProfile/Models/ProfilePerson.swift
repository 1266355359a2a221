import Foundation

/// A person as the profile shows them: the header's data.
public struct ProfilePerson: Equatable, Sendable {
    public var id: Int
    public var displayName: String
    public var handle: String
    public var bio: String
    public var joinedAt: Date
    /// Whether the stored data marks this person a founder (the profile never guesses).
    public var isFounder: Bool

    public init(id: Int, displayName: String, handle: String, bio: String, joinedAt: Date, isFounder: Bool) {
        self.id = id
        self.displayName = displayName
        self.handle = handle
        self.bio = bio
        self.joinedAt = joinedAt
        self.isFounder = isFounder
    }
}
