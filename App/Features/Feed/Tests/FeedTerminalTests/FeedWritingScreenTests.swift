import AppCore
import FeatureFeed
import FeatureFeedTesting
import Testing

@testable import FeedTerminal

/// Writing and deleting from the list: n, d, the signs while they wait, the outcome said.
@MainActor @Suite(.timeLimit(.minutes(1))) struct FeedWritingScreenTests {
    @Test func nWritesAPostWhichIsThenSelectedAndSaid() async {
        // Given the third row selected
        let prompt = ScriptedFeedPrompt(textAnswers: ["Hello", "Body", "swift"])
        let screen = await ScreenWorld(prompt: prompt).loadedFeed()
        _ = screen.handle("j")
        _ = screen.handle("j")
        // When
        #expect(screen.handle("n"))
        await screen.settled()
        // Then
        #expect(
            prompt.askedTitles == [
                "New post: title", "New post: body",
                "Tags (comma separated, at most 5, each at most 30 characters)",
            ])
        #expect(screen.selectedPost?.title == "Hello")
        #expect(
            screen.plainLines(width: 60, height: 3) == [
                "✓ Post published.", "› Hello", "  Ada Lovelace @ada · now · #swift",
            ])
    }

    @Test func aRefusedPostIsKeptAndNOffersToContinueIt() async {
        // Given
        let prompt = ScriptedFeedPrompt(textAnswers: ["Weekend", "Body", "a,b,c,d,e,f", nil])
        let screen = await ScreenWorld(prompt: prompt).loadedFeed()
        // When the tags are refused, asked again with the reason, and the question closed
        _ = screen.handle("n")
        await screen.settled()
        // Then
        #expect(
            prompt.askedTitles.last
                == "Tags (comma separated, at most 5, each at most 30 characters) — 6 tags given; at most 5 are allowed."
        )
        #expect(
            screen.plainLines(width: 80, height: 1) == ["✓ Your post is kept; writing again starts from it."])
        #expect(screen.plainHints.contains("n continue post"))
        #expect(
            screen.plainHelp.contains {
                $0.hasPrefix("n ") && $0.hasSuffix("go on writing your unsaved post")
            })
    }

    @Test func whileAPublishWaitsTheScreenSaysPublishing() async throws {
        // Given a database that holds the write
        let gate = GatedFeedPosts()
        let prompt = ScriptedFeedPrompt(textAnswers: ["Title", "Body", ""])
        let screen = FeedScreen(
            model: FeedFeature.makeFeed(dependencies: SampleFeed.dependencies(posts: gate, prompt: prompt)) {
                _ in
            })
        screen.appear()
        try await eventually("the first page asked for") { await gate.pageRequestCount == 1 }
        await gate.answerPage(0, with: .success(SampleFeed.posts))
        try await eventually("the first page in") { screen.model.state != .loading }
        // When
        _ = screen.handle("n")
        try await eventually("the publish") { await gate.publishRequestCount == 1 }
        // Then the sign shows, the screen is busy, and n is not offered again
        #expect(
            screen.plainLines(width: 60, height: 2) == ["Publishing…", "› Notes on the Analytical Engine"])
        #expect(screen.isLoading)
        #expect(screen.handle("n") == false)
        // And when the database stays busy, the post is kept and said so
        await gate.answerPublish(0, with: .failure(.busy))
        await screen.settled()
        #expect(
            screen.plainLines(width: 200, height: 1) == [
                "! Couldn't publish your post. The database is busy; try again in a moment. Your post is kept; writing again starts from it."
            ])
        #expect(screen.isLoading == false)
    }

    @Test func dDeletesTheSelectedOwnPostAndSaysSo() async {
        // Given
        let world = ScreenWorld(prompt: ScriptedFeedPrompt(confirmations: [true]))
        let screen = await world.loadedFeed()
        // When
        #expect(screen.handle("d"))
        await screen.settled()
        // Then the next post is selected
        #expect(
            world.prompt.confirmMessages == [
                "Delete \u{201C}Notes on the Analytical Engine\u{201D}? This can't be undone."
            ])
        #expect(
            screen.plainLines(width: 60, height: 2) == [
                "✓ Post deleted.", "› Why I wrote the first compiler",
            ])
    }

    @Test func aFailedDeleteBringsThePostBackSelected() async {
        let world = ScreenWorld(
            failures: .init(deleting: .readOnly), prompt: ScriptedFeedPrompt(confirmations: [true]))
        let screen = await world.loadedFeed()
        for _ in 0..<4 { _ = screen.handle("j") }
        _ = screen.handle("d")
        await screen.settled()
        #expect(screen.selectedPost?.id == 5)
        #expect(screen.model.message?.hasSuffix("It is back in the list.") == true)
    }

    @Test func dWorksInATagListToo() async {
        let world = ScreenWorld(prompt: ScriptedFeedPrompt(confirmations: [true]))
        let screen = await world.loadedFeed(.tagged("math"))
        #expect(screen.plainHints.contains("d delete"))
        #expect(screen.handle("d"))
        await screen.settled()
        #expect(screen.model.posts.map(\.id) == [5])
        #expect(screen.model.message == "Post deleted.")
    }
}
