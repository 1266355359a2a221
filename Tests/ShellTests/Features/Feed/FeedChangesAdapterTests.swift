import FeatureFeed
import FeedStorage
import Foundation
import Infrastructure
import ShellTestSupport
import Testing

@testable import MosaicShell

/// The feed hears the store's changes it reacts to, and stops listening when it is done.
@Suite(.timeLimit(.minutes(1))) struct FeedChangesAdapterTests {
    @Test(arguments: [
        (
            StoreEvent.postPublished(postID: 7, authorID: 2),
            FeedChange?.some(.published(postID: 7, authorID: 2))
        ),
        (.postEdited(postID: 7, authorID: 2), .edited(postID: 7)),
        (.postDeleted(postID: 7, authorID: 2), .deleted(postID: 7)),
        (.personChanged(personID: 2), .personChanged(personID: 2)),
        (.flagsChanged, .flagsChanged),
        (.manyChanged, .manyChanged),
        (.connectionRestored(server: "db.example:5432"), .connectionRestored),
        (.personRemoved(personID: 2), nil),
        (.connectionLost(.unreachable(server: "db.example:5432")), nil),
        (.waitingForLock(path: "/tmp/m.sqlite"), nil),
        (.lockReleased(path: "/tmp/m.sqlite"), nil),
    ])
    func eachStoreEventBecomesTheFeedsChange(event: StoreEvent, change: FeedChange?) {
        #expect(FeedChangesAdapter.change(for: event) == change)
    }

    @Test func itRelaysInOrderAndEndsWithTheStore() async {
        let (events, source) = AsyncStream.makeStream(of: StoreEvent.self)
        let adapter = FeedChangesAdapter(events: { events })
        let changes = adapter.changes()
        source.yield(.waitingForLock(path: "/tmp/m.sqlite"))
        source.yield(.postPublished(postID: 1, authorID: 2))
        source.yield(.postDeleted(postID: 1, authorID: 2))
        source.finish()
        var heard: [FeedChange] = []
        for await change in changes { heard.append(change) }
        #expect(heard == [.published(postID: 1, authorID: 2), .deleted(postID: 1)])
    }

    @Test func whenTheFeedStopsListeningTheStoresStreamEnds() async throws {
        // Given a feed listening through the adapter
        let (events, source) = AsyncStream.makeStream(of: StoreEvent.self)
        let ended = Flag()
        source.onTermination = { _ in ended.set() }
        let adapter = FeedChangesAdapter(events: { events })
        let listening = Task {
            for await _ in adapter.changes() {}
        }
        // When its screen goes
        listening.cancel()
        await listening.value
        // Then the store's stream for it ends too
        try await waitUntil("the store's stream to end") { ended.isSet }
    }
}

/// Set once, from any thread.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
