import AppCore
import FeatureFeed
import FeatureFeedTesting
import Testing

@testable import FeedTerminal

/// `l` on the selected post in a list and on a post's own screen (issue 27): the heart fills and
/// the count moves at once, `l` again takes it back, and the footer and the help say which `l`
/// does now.
@MainActor @Suite(.timeLimit(.minutes(1))) struct LikeScreenTests {
    /// The row of Grace's post, as drawn.
    private func gracesRow(_ screen: FeedScreen) -> String? {
        screen.plainLines(width: 120, height: 10).first { $0.contains("Why I wrote the first compiler") }
    }

    @Test func lLikesTheSelectedPostAndLAgainTakesItBack() async throws {
        // Given the feed with counts, Grace's post selected
        let world = ScreenWorld(compact: true, flags: [FeedViewModel.likeCountsFlag])
        let screen = await world.loadedFeed()
        #expect(screen.handle("j"))
        #expect(gracesRow(screen)?.hasSuffix("#compilers · ♡ 40") == true)
        #expect(screen.plainHints.contains("l like"))
        #expect(
            screen.plainHelp.contains {
                $0.hasPrefix("l ") && $0.hasSuffix("like the selected post (l again takes it back)")
            })
        // When
        #expect(screen.handle("l"))
        await screen.settled()
        // Then the row shows the person's like, the store holds it, and the keys offer to take it back
        #expect(gracesRow(screen)?.hasSuffix("#compilers · ♥ 41") == true)
        #expect(try await world.store.post(id: 2).likes == FeedLikes(count: 41, isLikedByMe: true))
        #expect(screen.plainHints.contains("l unlike"))
        #expect(screen.plainHelp.contains { $0.hasSuffix("take back your like of the selected post") })
        // And the selection stayed on the post
        #expect(screen.selectedPost?.id == 2)
        // When again
        #expect(screen.handle("l"))
        await screen.settled()
        #expect(gracesRow(screen)?.hasSuffix("#compilers · ♡ 40") == true)
        #expect(screen.plainHints.contains("l like"))
    }

    @Test func withoutCountsOnlyThePersonsOwnLikeShows() async {
        let screen = await ScreenWorld(compact: true).loadedFeed()
        #expect(screen.plainLines(width: 120, height: 2)[0].hasSuffix("#history #math"))
        #expect(screen.handle("l"))
        await screen.settled()
        #expect(screen.plainLines(width: 120, height: 2)[0].hasSuffix("#history #math · ♥"))
    }

    @Test func aSignedOutPersonIsToldToSignIn() async {
        let screen = await ScreenWorld(userID: nil).loadedFeed()
        #expect(screen.handle("l"))
        await screen.settled()
        #expect(screen.plainLines(width: 80, height: 3).first == "! Sign in to like posts.")
    }

    @Test func aRefusedLikeIsPutBackAndSaid() async {
        let world = ScreenWorld(
            failures: .init(liking: .busy), compact: true, flags: [FeedViewModel.likeCountsFlag])
        let screen = await world.loadedFeed()
        #expect(screen.handle("l"))
        await screen.settled()
        let lines = screen.plainLines(width: 200, height: 4)
        #expect(
            lines.first?.hasPrefix("! Couldn't like \"Notes on the Analytical Engine\".") == true, "\(lines)")
        #expect(lines.contains { $0.hasSuffix("#history #math · ♡ 12") }, "\(lines)")
    }

    @Test func lOnThePostScreenLikesItAndTheLineSaysSo() async {
        // Given Alan's post on its own screen, counts shown
        let world = ScreenWorld(flags: [FeedViewModel.likeCountsFlag])
        let screen = await world.loadedPost(3)
        #expect(screen.plainLines(width: 80, height: 24).contains("♡ 7"))
        #expect(screen.plainHints.first == "l like")
        #expect(screen.plainHelp.contains { $0.hasSuffix("like this post (l again takes it back)") })
        // When
        #expect(screen.handle("l"))
        await screen.settled()
        // Then
        #expect(screen.plainLines(width: 80, height: 24).contains("♥ 8 · you like this"))
        #expect(screen.plainHints.first == "l unlike")
        #expect(screen.handle("l"))
        await screen.settled()
        #expect(screen.plainLines(width: 80, height: 24).contains("♡ 7"))
    }
}
