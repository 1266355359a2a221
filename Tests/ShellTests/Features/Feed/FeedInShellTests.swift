import AppCore
import FeatureFeed
import FeedStorage
import Infrastructure
import PropertyBased
import ShellTestSupport
import Testing

@testable import MosaicShell

/// The Feed feature's place in the shell: its links, its events, its screens by key and by link.
@MainActor @Suite(.timeLimit(.minutes(1))) struct FeedInShellTests {
    private func waitUntilLoaded(_ scene: ShellScene) async throws {
        try await FeedSceneWaiting.settled(scene)
    }

    @Test func itsEventsOpenItsOwnScreensAndTheAuthorsProfile() {
        #expect(FeedEvents.actions(for: .openPost(id: 4)) == [.push(Route("post", "4"))])
        #expect(FeedEvents.actions(for: .openTag("swift")) == [.push(Route("tag", "swift"))])
        #expect(FeedEvents.actions(for: .openAuthor(id: 9)) == [.push(Route("profile", "9"))])
    }

    @Test func aTagLinkNamesItsTag() throws {
        #expect(try LinkTable().route(parsing: "mosaic://tag/swift") == Route("tag", "swift"))
        #expect(try LinkTable().route(parsing: "mosaic://tag/caf%C3%A9") == Route("tag", "café"))
        // A tag takes a name, and the message says so with one
        #expect(throws: DeepLinkError.missingName(host: "tag", example: "swift")) {
            try LinkTable().route(parsing: "mosaic://tag/")
        }
        #expect(
            DeepLinkError.missingName(host: "tag", example: "swift").description
                == "the link mosaic://tag needs a name, e.g. mosaic://tag/swift")
        #expect(throws: DeepLinkError.extraSegments(["b"])) {
            try LinkTable().route(parsing: "mosaic://tag/a/b")
        }
    }

    @Test func anyTagsLinkOpensTheTagTheOneRuleKeeps() async {
        // Any text, "#" and spaces included: its link opens the tag as the rule writes it (a
        // leading "#" dropped, spaces trimmed), or nothing when the rule keeps no tag of it.
        let names = Gen.unicodeScalar(in: " "..."\u{2FFF}").map { Character($0) }.string(of: 1...12)
        await propertyCheck(input: names) { name in
            let opened = try? LinkTable().route(parsing: FeedRoute.tag(name).route.description)
            #expect(opened == TagRule.written(name).map { FeedRoute.tag($0).route })
        }
    }

    @Test func aTagOpensFromAFeedRowByKey() async throws {
        // Given the feed on the sample data, its first row tagged
        let container = try await AppContainer.preview()
        let first = try #require(try await container.services.posts.feed(after: nil, limit: 1).posts.first)
        let tag = try #require(first.post.tags.first)
        let scene = ShellScene(container: container)
        try await waitUntilLoaded(scene)
        // When the person picks the row's first tag and presses Enter
        _ = scene.handle("t")
        _ = scene.handle(.enter)
        try await waitUntilLoaded(scene)
        // Then the tag's posts are pushed on the feed tab, newest first
        #expect(scene.navigation.stack(for: .feed) == [FeedRoute.tag(tag).route])
        #expect(scene.currentScreen?.title == "#" + tag)
        let expected = try await container.services.posts.posts(taggedWith: tag, after: nil, limit: 3).posts
        let frame = scene.plainLines(width: 100, height: 30)
        #expect(expected.count == 3)
        for (row, post) in expected.enumerated() {
            #expect(frame[2 + 2 * row].contains(post.post.title))
        }
    }

    @Test func aTagOpensFromAPostByKey() async throws {
        // Given the first post shown in full
        let container = try await AppContainer.preview()
        let first = try #require(try await container.services.posts.feed(after: nil, limit: 1).posts.first)
        let tag = try #require(first.post.tags.first)
        let scene = ShellScene(container: container)
        try await waitUntilLoaded(scene)
        _ = scene.handle(.enter)
        try await waitUntilLoaded(scene)
        // When
        _ = scene.handle("t")
        _ = scene.handle(.enter)
        // Then
        #expect(scene.navigation.stack(for: .feed).last == FeedRoute.tag(tag).route)
        #expect(scene.currentScreen?.title == "#" + tag)
    }

    @Test func aTagOpensByLinkOnTheFeedTab() async throws {
        // Given
        let container = try await AppContainer.preview()
        // When
        let navigation = try await AppLauncher.navigation(opening: "mosaic://tag/history", in: container)
        let scene = ShellScene(container: container, navigation: navigation)
        try await waitUntilLoaded(scene)
        // Then
        #expect(navigation.stack(for: .feed) == [Route("tag", "history")])
        #expect(scene.plainLines(width: 80, height: 24)[1].hasPrefix("‹ #history"))
    }
}
