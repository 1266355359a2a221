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

    /// Issue 43, item 26: signed out, the footer offers signing in, not keys that would only say
    /// "Sign in to…" (they still answer, and the help still lists them).
    @Test func signedOutTheFeedsFooterOffersSigningInInsteadOfWriting() async {
        let world = ScreenWorld(userID: nil)
        let screen = await world.loadedFeed()
        let hints = screen.plainHints
        #expect(hints.contains("s sign in"), "\(hints)")
        for offered in ["n new", "l like", "l unlike"] { #expect(!hints.contains(offered), "\(hints)") }
        // And s asks the shell to sign in
        #expect(screen.handle("s"))
        #expect(world.log.events == [.signIn])
        // And signed in, s is not there and n is
        let signedIn = await ScreenWorld().loadedFeed()
        #expect(signedIn.plainHints.contains("n new"))
        #expect(!signedIn.plainHints.contains("s sign in"))
    }

    @Test func signedOutAPostOffersSigningInNotLiking() async {
        let world = ScreenWorld(userID: nil)
        let screen = await world.loadedPost(1)
        #expect(screen.plainHints.contains("s sign in"), "\(screen.plainHints)")
        #expect(!screen.plainHints.contains { $0.hasPrefix("l ") })
        #expect(screen.handle("s"))
        #expect(world.log.events == [.signIn])
    }
}
