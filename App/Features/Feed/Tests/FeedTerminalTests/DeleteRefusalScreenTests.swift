import AppCore
import FeatureFeed
import FeatureFeedTesting
import Testing

@testable import FeedTerminal

/// `d` on a post the person cannot delete says why, on the list and on the post (issue 36,
/// terminal 10), and stays out of the footer there.
@MainActor @Suite(.timeLimit(.minutes(1))) struct DeleteRefusalScreenTests {
    @Test func dOnSomeoneElsesPostInTheListSaysOnlyYourOwn() async {
        // Given the feed, Grace's post selected (the person is Ada)
        let screen = await ScreenWorld().loadedFeed()
        _ = screen.handle("j")
        #expect(screen.selectedPost?.authorID != SampleFeed.currentUserID)
        #expect(!screen.plainHints.contains("d delete"))
        // When the person presses d
        #expect(screen.handle("d"))
        await screen.settled()
        // Then they are told why nothing happened, and nothing was deleted
        #expect(screen.model.message == "You can only delete your own posts.")
        #expect(screen.model.posts.count == SampleFeed.posts.count)
    }

    @Test func dSignedOutSaysToSignIn() async {
        let screen = await ScreenWorld(userID: nil).loadedFeed()
        #expect(screen.handle("d"))
        await screen.settled()
        #expect(screen.model.message == "Sign in to delete your posts.")
    }

    @Test func dOnSomeoneElsesPostOnItsScreenSaysOnlyYourOwn() async throws {
        let other = try #require(SampleFeed.posts.first { $0.authorID != SampleFeed.currentUserID })
        let screen = await ScreenWorld().loadedPost(other.id)
        #expect(!screen.plainHints.contains("d delete"))
        #expect(screen.handle("d"))
        await screen.settled()
        #expect(screen.model.message == "You can only delete your own posts.")
    }
}
