import AppCore
import Infrastructure
import ShellTestSupport
import Testing

@testable import MosaicShell

/// Nothing typed is lost across a quit: a question open when the app quits closes as Esc would,
/// the feature keeps what was typed in the app's drafts, and the app says so on its way out.
@MainActor @Suite(.timeLimit(.minutes(1))) struct FeedDraftsInShellTests {
    @Test func quittingWhileWritingKeepsThePostAndSaysSo() async throws {
        // Given the feed, and a person half-way through a post's title
        let container = try await AppContainer.preview()
        let scene = ShellScene(container: container)
        try await FeedSceneWaiting.settled(scene)
        _ = scene.handle("n")
        try await FeedSceneWaiting.asking(scene)
        for key in Key.typing("Half a tit") { _ = scene.handle(key) }
        // When the app quits
        await scene.finish()
        // Then the title typed so far is kept for this person, and the way out says so
        let me = try #require(try container.services.session.signedInPersonID())
        let kept = try container.services.drafts.draft("post", personID: me)
        #expect(kept?["title"] == "Half a tit")
        #expect(
            AppLauncher.keptDraftNotes(in: container.services) == [
                "Your unfinished post is kept: n in the feed goes on writing it."
            ])
        // And the next run's feed goes on from it
        let next = ShellScene(container: container)
        try await FeedSceneWaiting.settled(next)
        #expect(
            next.plainLines(width: 80, height: 24).last?.hasPrefix("enter open · n continue post") == true)
    }
}
