/// A validated new post on its way to the store: trimmed title, body and tags within their limits.
public struct FeedDraft: Equatable, Sendable {
    public var title: String
    public var body: String
    public var tags: [String]

    public init(title: String, body: String, tags: [String]) {
        self.title = title
        self.body = body
        self.tags = tags
    }
}
