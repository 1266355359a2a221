import Foundation

/// A validated new post on its way to the store: trimmed title, body and tags within their
/// limits, and the draft's idempotency key: a retry with the same key (after an outage left the
/// outcome unknown) is stored once.
public struct FeedDraft: Equatable, Sendable {
    public var title: String
    public var body: String
    public var tags: [String]
    public var key: UUID

    public init(title: String, body: String, tags: [String], key: UUID = UUID()) {
        self.title = title
        self.body = body
        self.tags = tags
        self.key = key
    }
}
