import AppCore
import MosaicPreview
import ShellTestSupport
import Testing

@testable import MosaicShell

/// The Messages feature's place in the shell: its links open its screens, `m` on a person
/// another feature shows opens the conversation, and its data is registered with the engine.
@MainActor @Suite struct MessagesInShellTests {
    @Test func itsLinkOpensItsScreenInTheApp() async throws {
        // Given
        let route = try LinkTable().route(parsing: "mosaic://messages")
        let scene = ShellScene(container: try await AppContainer.preview())
        // When
        scene.apply(LinkTable().command(showing: route))
        // Then
        #expect(scene.currentScreen?.title.hasPrefix("Messages") == true)
    }

    @Test func itsPreviewRunsOnItsOwnFakes() throws {
        let feature = try #require(FeatureCatalog.app.feature(named: "messages"))
        let scene = ShellScene(wiring: .fakes())
        scene.apply(LinkTable().command(showing: feature.home))
        #expect(scene.currentScreen?.title.hasPrefix("Messages") == true)
    }

    @Test func aConversationsLinkRoundTripsAndBadOnesAreTypedErrors() throws {
        let route = try LinkTable().route(parsing: "mosaic://messages/@ada")
        #expect(route == MessagesRoute.conversation(handle: "ada").route)
        #expect(route.link.description == "mosaic://messages/@ada")
        #expect(throws: DeepLinkError.self) { try LinkTable().route(parsing: "mosaic://messages/ada") }
        #expect(throws: DeepLinkError.self) { try LinkTable().route(parsing: "mosaic://messages/@") }
        #expect(throws: DeepLinkError.self) { try LinkTable().route(parsing: "mosaic://messages/@ada/more") }
    }

    @Test func mOnAPersonOpensTheConversationWithThem() async throws {
        let contributions = MessagesScreens.writeToPerson
        let action = try #require(contributions.people.first { $0.id == "messages.open" })
        #expect(action.key == "m")
        let outcome = await action.perform(PersonSubject(id: 2, handle: "grace"))
        #expect(outcome == .open(link: "mosaic://messages/@grace"))
    }

    /// Issue 43, item 10: the conversation `m` opens from a post goes back to that post.
    @Test func escAfterMGoesBackToThePostItCameFrom() async throws {
        // Given a post by someone else open in the feed
        let container = try await AppContainer.preview()
        let grace = try #require(try await container.services.people.person(handle: "grace"))
        let post = try #require(
            try await container.services.posts.posts(byAuthor: grace.id, after: nil, limit: 1).posts.first?
                .post)
        let scene = ShellScene(container: container)
        await scene.open(link: "mosaic://post/\(post.id)")
        try await waitUntil("the post shown") { scene.currentScreen?.title == "Post" && !scene.isBusy }
        let postRoute = scene.currentRoute
        // When the person writes to its author, then presses Esc
        #expect(scene.handle("m") == .handled)
        try await waitUntil("the conversation shown") {
            scene.currentScreen?.title.contains("@grace") == true
        }
        #expect(scene.navigation.selectedTab == .feed)
        _ = scene.handle(.escape)
        // Then they are back on the post
        #expect(scene.currentRoute == postRoute)
    }

    @Test func itsDataIsRegisteredWithTheEngine() {
        #expect(MessagesPlugin().storage?.name == "messages")
        #expect(MessagesPlugin().storage?.memberFunctions.count == 2)
    }
}
