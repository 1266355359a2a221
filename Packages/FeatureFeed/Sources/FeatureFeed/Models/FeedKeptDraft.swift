import Foundation

/// An unfinished post as it is kept: what was typed, the key it is published under (so a post
/// sent before a crash is stored once), and whether it waits for the team server.
public struct FeedKeptDraft: Equatable, Sendable {
    public var text: FeedDraftText
    public var key: UUID
    public var isWaitingToSend: Bool

    public init(text: FeedDraftText, key: UUID, isWaitingToSend: Bool = false) {
        self.text = text
        self.key = key
        self.isWaitingToSend = isWaitingToSend
    }
}
