import AppCore
import FeatureFeed
import FeatureFeedTesting
import Testing

@testable import FeedTerminal

/// `n` signed out, on a new database with no profile yet, says how to get in: sign in, or make
/// a profile with c (issue 36, terminal 6).
@MainActor @Suite(.timeLimit(.minutes(1))) struct SignedOutWritingScreenTests {
    @Test func nSignedOutOnAnEmptyFeedPointsToANewProfile() async {
        // Given a new, empty database and nobody signed in
        let world = ScreenWorld(posts: [], userID: nil)
        let screen = await world.loadedFeed()
        // When the person presses n
        #expect(screen.handle("n"))
        await screen.settled()
        // Then they read how to sign in or make a profile, and nothing is asked
        let text = screen.plainLines(width: 80, height: 6).joined(separator: " ")
        #expect(text.contains("s signs in, c makes a new profile"), "\(text)")
        #expect(world.prompt.askedTitles.isEmpty)
        #expect(!screen.model.canWrite)
    }

    @Test func signedInNAsksForThePost() async {
        let world = ScreenWorld(posts: [])
        let screen = await world.loadedFeed()
        #expect(screen.model.canWrite)
        world.prompt.textAnswers = [nil]
        #expect(screen.handle("n"))
        await screen.settled()
        #expect(world.prompt.askedTitles.first == "New post: title")
    }
}
