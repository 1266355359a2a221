import FeatureFeedTesting
import Foundation
import Testing

@testable import FeatureFeed

/// Coming back to the feed (from another tab or a post) must not blank it: a key pressed at once
/// acts on the rows the person sees.
@MainActor @Suite struct FeedReappearTests {
    private func loadedFeed(on gate: GatedFeedPosts) async -> FeedFixture {
        let fixture = FeedFixture(source: gate)
        let first = fixture.model.appear()
        await eventually { await gate.pageRequestCount == 1 }
        await gate.answerPage(0, with: .success(SampleFeed.posts))
        await first.value
        return fixture
    }

    @Test func comingBackKeepsRowsAndSelectionWhileItReloads() async {
        // Given a loaded feed with the third post selected
        let gate = GatedFeedPosts()
        let fixture = await loadedFeed(on: gate)
        fixture.model.moveSelection(by: 2)
        let selected = fixture.model.selectedPost?.id
        // When the person leaves and comes back
        fixture.model.disappear()
        let second = fixture.model.appear()
        // Then the rows stay while the reload is in flight, and the selection stays on that post
        #expect(fixture.model.posts.map(\.id) == SampleFeed.posts.map(\.id))
        await eventually { await gate.pageRequestCount == 2 }
        await gate.answerPage(1, with: .success(SampleFeed.posts))
        await second.value
        #expect(fixture.model.selectedPost?.id == selected)
    }

    @Test func aFailedReloadBehindShownRowsKeepsThemWithAMessage() async {
        // Given a loaded feed
        let gate = GatedFeedPosts()
        let fixture = await loadedFeed(on: gate)
        // When it comes back and the reload fails
        fixture.model.disappear()
        let second = fixture.model.appear()
        await eventually { await gate.pageRequestCount == 2 }
        await gate.answerPage(1, with: .failure(FeedPostsError.notAllowed))
        await second.value
        // Then the rows are still there and the person is told
        #expect(fixture.model.posts.map(\.id) == SampleFeed.posts.map(\.id))
        #expect(fixture.model.message == FeedMessages.loadFailed)
    }
}
