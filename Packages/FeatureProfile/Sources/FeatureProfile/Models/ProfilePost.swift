import Foundation

/// One of the person's posts, as listed under their profile header: its title.
public struct ProfilePost: Equatable, Sendable {
    public var id: Int
    public var authorID: Int
    public var text: String
    public var createdAt: Date
    /// Its tags as written, shown beside its age in a list.
    public var tags: [String]

    public init(id: Int, authorID: Int, text: String, createdAt: Date, tags: [String] = []) {
        self.id = id
        self.authorID = authorID
        self.text = text
        self.createdAt = createdAt
        self.tags = tags
    }
}
