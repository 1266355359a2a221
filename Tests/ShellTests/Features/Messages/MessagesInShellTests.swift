import AppCore
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
        let contributions = MessagesPlugin().previewContributions()
        let action = try #require(contributions.people.first { $0.id == "messages.open" })
        #expect(action.key == "m")
        let outcome = await action.perform(PersonSubject(id: 2, handle: "grace"))
        #expect(outcome == .open(link: "mosaic://messages/@grace"))
    }

    @Test func itsDataIsRegisteredWithTheEngine() {
        #expect(MessagesPlugin().storage?.name == "messages")
        #expect(MessagesPlugin().storage?.memberFunctions.count == 2)
    }
}
