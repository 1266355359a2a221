import AppCore
import FeatureFeed
import FeedStorage
import Infrastructure
import ShellTestSupport
import Testing

@testable import MosaicShell

/// What a person meets in the feed through the whole shell: paragraphs, the outcome of writing
/// and deleting said, a refused post kept, `d` on a post's own screen, every key in the help.
@MainActor @Suite(.timeLimit(.minutes(1))) struct FeedScreensInShellTests {
    /// The app on the preview data, showing `link` (the feed when nil), loaded.
    private func scene(_ link: String? = nil) async throws -> (ShellScene, AppContainer) {
        let container = try await AppContainer.preview()
        var navigation: ShellNavigation?
        if let link { navigation = try await AppLauncher.navigation(opening: link, in: container) }
        let scene = ShellScene(container: container, navigation: navigation)
        try await FeedSceneWaiting.settled(scene)
        return (scene, container)
    }

    /// The feed with the person writing a post: `title` given, the body's question open.
    private func writingAPost(titled title: String) async throws -> (ShellScene, AppContainer) {
        let (scene, container) = try await scene()
        _ = scene.handle("n")
        try await FeedSceneWaiting.asking(scene)
        type(title, into: scene)
        try await FeedSceneWaiting.asking(scene)
        return (scene, container)
    }

    /// Pastes `text` into the open question and finishes it: enter for one line, tab for a body.
    private func type(_ text: String, into scene: ShellScene, finishing: Key = .enter) {
        _ = scene.handle(Key.paste(text))
        _ = scene.handle(finishing)
    }

    @Test func aTwoParagraphBodyShowsAsTwoParagraphs() async throws {
        // Given a post whose body has a line break, as the importer allows
        let container = try await AppContainer.preview()
        let mine = try #require(try container.services.session.signedInPersonID())
        let record = try await container.services.posts.create(
            NewPost(authorID: mine, title: "Two", body: "First paragraph.\nSecond paragraph."))
        // When it is shown
        let navigation = try await AppLauncher.navigation(
            opening: "mosaic://post/\(record.id)", in: container)
        let scene = ShellScene(container: container, navigation: navigation)
        try await FeedSceneWaiting.settled(scene)
        let lines = scene.plainLines(width: 80, height: 24).map { $0.trimmingCharacters(in: .whitespaces) }
        // Then each paragraph has its own line, and nothing in between
        let first = try #require(lines.firstIndex(of: "First paragraph."))
        #expect(lines[first + 1] == "Second paragraph.")
        #expect(!lines.contains { $0.contains("\u{FFFD}") })
    }

    @Test func aBodyTypedInParagraphsIsPublishedWithThem() async throws {
        // Given the feed, writing a post
        let (scene, container) = try await writingAPost(titled: "Paragraphs")
        // When the body is typed key by key, enter between its paragraphs, and tab finishes it
        for key: Key in ["O", "n", "e", .enter, .enter, "T", "w", "o"] { _ = scene.handle(key) }
        let sheet = scene.plainLines(width: 80, height: 24)
        _ = scene.handle(.tab)
        try await FeedSceneWaiting.asking(scene)
        type("", into: scene)
        try await waitUntil("the post published") {
            scene.plainLines(width: 80, height: 24).contains { $0.contains("Post published.") }
        }
        // Then the sheet showed the paragraphs on rows of their own and said how to finish
        #expect(sheet.contains { $0.contains("│ One ") })
        #expect(sheet.contains { $0.contains("│ Two ") })
        #expect(sheet.contains { $0.contains("tab done") })
        // And the stored body keeps the blank line between them
        let newest = try await container.services.posts.feed(after: nil, limit: 1).posts.first?.post
        #expect(newest?.title == "Paragraphs")
        #expect(newest?.body == "One\n\nTwo")
    }

    @Test func escapeInTheBodyKeepsItsLinesForWritingAgain() async throws {
        // Given a person writing a post, two lines into its body
        let (scene, container) = try await writingAPost(titled: "Half done")
        let before = try await container.services.posts.count()
        _ = scene.handle(Key.paste("Kept line one\nKept line two"))
        // When they close the question, then write again and pass the title
        _ = scene.handle(.escape)
        try await waitUntil("the draft kept") {
            scene.plainLines(width: 80, height: 24).last?.contains("n continue post") == true
        }
        _ = scene.handle("n")
        try await FeedSceneWaiting.asking(scene)
        _ = scene.handle(.enter)
        try await FeedSceneWaiting.asking(scene)
        // Then the body question starts from both lines, and nothing was published
        let sheet = scene.plainLines(width: 80, height: 24)
        #expect(sheet.contains { $0.contains("│ Kept line one ") })
        #expect(sheet.contains { $0.contains("│ Kept line two ") })
        _ = scene.handle(.escape)
        #expect(try await container.services.posts.count() == before)
    }

    @Test func dOnAPostsOwnScreenAsksNamingItThenSaysItIsDeleted() async throws {
        // Given the person's own post on its screen
        let container = try await AppContainer.preview()
        let mine = try #require(try container.services.session.signedInPersonID())
        let record = try await container.services.posts.create(
            NewPost(authorID: mine, title: "Mine", body: "B"))
        let navigation = try await AppLauncher.navigation(
            opening: "mosaic://post/\(record.id)", in: container)
        let scene = ShellScene(container: container, navigation: navigation)
        try await FeedSceneWaiting.settled(scene)
        #expect(scene.plainLines(width: 100, height: 30).last?.contains("d delete") == true)
        // When
        _ = scene.handle("d")
        try await FeedSceneWaiting.asking(scene)
        #expect(
            scene.plainLines(width: 100, height: 30).contains { $0.contains("Delete \u{201C}Mine\u{201D}?") })
        _ = scene.handle("y")
        try await waitUntil("the post deleted") {
            scene.plainLines(width: 100, height: 30).contains { $0.contains("Post deleted.") }
        }
        // Then
        #expect(try await container.services.posts.post(id: record.id) == nil)
    }

    @Test func aPostRefusedForItsTagsComesBackWhenWritingAgain() async throws {
        // Given the feed, writing a post
        let (scene, container) = try await writingAPost(titled: "Weekend")
        let before = try await container.services.posts.count()
        // When the person gives it six tags
        type("Notes", into: scene, finishing: .tab)
        try await FeedSceneWaiting.asking(scene)
        type("a,b,c,d,e,f", into: scene)
        // Then the tags are asked again at once, with what was typed and the reason
        try await waitUntil("the tags asked again") {
            scene.plainLines(width: 100, height: 30).contains { $0.contains("6 tags given") }
        }
        #expect(scene.plainLines(width: 100, height: 30).contains { $0.contains("a,b,c,d,e,f") })
        // And closing the question keeps the post, says so, and n starts from it
        _ = scene.handle(.escape)
        try await waitUntil("the post kept") {
            scene.plainLines(width: 100, height: 30).contains { $0.contains("Your post is kept") }
        }
        let frame = scene.plainLines(width: 100, height: 30)
        #expect(frame.last?.contains("n continue post") == true)
        _ = scene.handle("n")
        try await FeedSceneWaiting.asking(scene)
        // (at the field that broke the rule)
        #expect(scene.plainLines(width: 100, height: 30).contains { $0.contains("a,b,c,d,e,f") })
        _ = scene.handle(.escape)
        #expect(try await container.services.posts.count() == before)
    }

    @Test func aPublishedPostIsSaidAndAtTheTop() async throws {
        let (scene, container) = try await scene()
        let before = try await container.services.posts.count()
        _ = scene.handle("n")
        for (answer, finishing) in [("Hello from the shell", Key.enter), ("Body", .tab), ("shell", .enter)] {
            try await FeedSceneWaiting.asking(scene)
            type(answer, into: scene, finishing: finishing)
        }
        // (the outcome is said as the post is stored; the screen selects it a moment later, when
        // the person's compose task hears back)
        try await waitUntil("the outcome, with the new post selected") {
            let frame = scene.plainLines(width: 100, height: 30)
            return frame.contains { $0.contains("Post published.") }
                && frame.contains { $0.hasPrefix("› Hello from the shell") }
        }
        #expect(try await container.services.posts.count() == before + 1)
    }

    @Test(arguments: ["mosaic://feed", "mosaic://tag/history", "mosaic://post/1"])
    func theHelpListsEveryKeyTheScreenHandles(link: String) async throws {
        // Given
        let (scene, _) = try await scene(link)
        let own = try #require(scene.currentScreen?.keys.help)
        // When
        _ = scene.handle("?")
        let help = scene.helpSheet
        // Then the screen's lines come first, under its title, before the shell's
        #expect(Array(help.lines.dropFirst().prefix(own.count)) == own.map(InfoSheet.Line.key))
        #expect(!own.isEmpty)
    }

    @Test(arguments: [(80, 24), (50, 15)])
    func theFeedsFooterKeepsItsMostImportantKeys(width: Int, height: Int) async throws {
        // Given the feed with the person's own post, the newest, selected
        let container = try await AppContainer.preview()
        let mine = try #require(try container.services.session.signedInPersonID())
        _ = try await container.services.posts.create(NewPost(authorID: mine, title: "Mine", body: ""))
        let scene = ShellScene(container: container)
        try await FeedSceneWaiting.settled(scene)
        // Then
        let footer = try #require(scene.plainLines(width: width, height: height).last)
        #expect(footer.contains("enter open"))
        #expect(footer.contains("? help"))
        #expect(footer.contains("q quit"))
        if width >= 80 {
            #expect(footer.contains("d delete"))
            #expect(footer.contains("r refresh"))
        }
    }
}
