import FeatureSaved
import FeatureSavedTesting
import Foundation
import Testing

/// The list follows what changes elsewhere while it is shown.
@MainActor @Suite(.timeLimit(.minutes(1))) struct SavedChangesTests {
    /// A shown list following `feed`, and its watcher (cancel it to leave).
    private func shown(_ source: InMemorySavedPosts, _ feed: SavedChangesFeed, pageSize: Int = 30)
        async -> (SavedViewModel, Task<Void, Never>)
    {
        let model = SavedViewModel(
            dependencies: SampleSaved.dependencies(posts: source, changes: feed), pageSize: pageSize
        ) { _ in }
        await model.appear()
        let watching = Task { await model.watchChanges() }
        await waitUntil("the list listens") { feed.listenerCount == 1 }
        return (model, watching)
    }

    private func waitUntil(
        _ what: String, limit: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: () -> Bool
    ) async {
        let deadline = ContinuousClock.now + limit
        while !condition() {
            guard ContinuousClock.now < deadline else {
                Issue.record("Waited \(limit) for \(what); it never happened", sourceLocation: sourceLocation)
                return
            }
            try? await Task.sleep(for: .milliseconds(5))
        }
    }

    @Test func aPostItsAuthorDeletesLeavesTheList() async {
        let feed = SavedChangesFeed()
        let source = InMemorySavedPosts(changes: feed)
        let (model, watching) = await shown(source, feed)
        await source.delete(postID: 2)
        await waitUntil("post 2 leaves") { model.posts.map(\.id) == [1, 3] }
        watching.cancel()
    }

    @Test func aSaveInAnotherWindowComesToTheTop() async {
        let feed = SavedChangesFeed()
        let source = InMemorySavedPosts(changes: feed)
        let (model, watching) = await shown(source, feed)
        try? await source.setSaved(true, postID: 4)
        await waitUntil("post 4 comes") { model.posts.map(\.id) == [4, 1, 2, 3] }
        try? await source.setSaved(false, postID: 1)
        await waitUntil("post 1 goes") { model.posts.map(\.id) == [4, 2, 3] }
        watching.cancel()
    }

    @Test func aNewSaveKeepsTheOlderPagesShown() async {
        // Given 5 saved posts shown in pages of 2, all loaded
        let feed = SavedChangesFeed()
        let all = (1...5).map {
            SampleSaved.post($0, "P\($0)", by: "A", "a", hoursOld: 1, savedMinutesAgo: $0)
        }
        let unsaved = SampleSaved.post(6, "P6", by: "A", "a", hoursOld: 1, savedMinutesAgo: 0)
        let source = InMemorySavedPosts(posts: all, library: [unsaved], changes: feed)
        let (model, watching) = await shown(source, feed, pageSize: 2)
        await model.loadMore()
        await model.loadMore()
        #expect(model.posts.map(\.id) == [1, 2, 3, 4, 5])
        // When another window saves one more
        try? await source.setSaved(true, postID: 6)
        // Then it comes on top, and nothing is lost below
        await waitUntil("post 6 on top of the rest") { model.posts.map(\.id) == [6, 1, 2, 3, 4, 5] }
        #expect(!model.hasMore)
        watching.cancel()
    }

    @Test func leavingStopsListening() async {
        let feed = SavedChangesFeed()
        let (_, watching) = await shown(InMemorySavedPosts(changes: feed), feed)
        watching.cancel()
        await watching.value
        await waitUntil("the stream ends") { feed.listenerCount == 0 }
    }
}
