import AppCore
import FeatureFeed
import FeatureFeedTesting
import Testing

@testable import FeedTerminal

/// Coming back to the feed, or starting the app again, selects the post the person had selected,
/// however far down the list it was (issue 36, terminal 1).
@MainActor @Suite(.timeLimit(.minutes(1))) struct KeptSelectionScreenTests {
    @Test func comingBackFromAPostBelowTheFiftiethSelectsThatPost() async throws {
        // Given 61 posts, the person at the oldest (G), which is below the first page
        let world = ScreenWorld(posts: SampleFeed.manyPosts(61))
        let screen = await world.loadedFeed()
        _ = screen.plainLines(width: 80, height: 20)
        #expect(screen.handle("G"))
        try await eventually("the oldest post selected") { screen.selectedPost?.id == 1 }
        // When they open it and come back (the screen goes and appears again)
        screen.disappear()
        screen.appear()
        await screen.settled()
        _ = screen.plainLines(width: 80, height: 20)
        // Then the oldest post is still the one selected, not the 50th
        #expect(screen.selectedPost?.id == 1)
        #expect(screen.plainLines(width: 80, height: 20).contains("› Post number 1"))
        screen.disappear()
    }

    @Test func aSelectionSavedByAnEarlierRunBelowTheFirstPageIsRestored() async throws {
        // Given 1,000 posts and a selection saved far down, on post 300
        let world = ScreenWorld(posts: SampleFeed.manyPosts(1_000))
        let screen = await world.loadedFeed()
        // When the app restores it after the screen appeared
        screen.restore(selection: "300")
        await screen.settled()
        _ = screen.plainLines(width: 80, height: 20)
        // Then that post is selected, and drawn
        #expect(screen.selectedPost?.id == 300)
        #expect(screen.plainLines(width: 80, height: 20).contains("› Post number 300"))
        screen.disappear()
    }
}
