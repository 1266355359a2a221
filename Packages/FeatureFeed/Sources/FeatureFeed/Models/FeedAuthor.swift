/// Someone who writes posts, as a search finds them: by their display name or handle.
public struct FeedAuthor: Equatable, Sendable, Identifiable {
    public var id: Int
    public var name: String
    public var handle: String

    public init(id: Int, name: String, handle: String) {
        self.id = id
        self.name = name
        self.handle = handle
    }
}
