import Foundation

/// One of the person's posts, as listed under their profile header: its title.
public struct ProfilePost: Equatable, Sendable {
    public var id: Int
    public var authorID: Int
    public var text: String
    public var createdAt: Date

    public init(id: Int, authorID: Int, text: String, createdAt: Date) {
        self.id = id
        self.authorID = authorID
        self.text = text
        self.createdAt = createdAt
    }
}
