/// A post as the person typed it, before any rule is checked: the tags as one comma-separated
/// line. Kept whenever writing does not end in a save, so writing again starts from it.
public struct FeedDraftText: Equatable, Sendable {
    public var title: String
    public var body: String
    public var tags: String

    public init(title: String = "", body: String = "", tags: String = "") {
        self.title = title
        self.body = body
        self.tags = tags
    }

    /// True when nothing worth keeping was typed.
    public var isBlank: Bool {
        [title, body, tags].allSatisfy { $0.allSatisfy(\.isWhitespace) }
    }
}
