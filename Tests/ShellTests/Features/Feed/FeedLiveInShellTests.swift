import AppCore
import FeatureFeed
import FeedStorage
import Infrastructure
import ShellTestSupport
import Testing

@testable import MosaicShell

/// Live changes through the whole shell, on the preview database (in memory, where the store
/// reports this app's own writes): a teammate's post said above the list, `r` showing it, a
/// post deleted under an open post screen, a publish retried under its key stored once.
@MainActor @Suite(.timeLimit(.minutes(1))) struct FeedLiveInShellTests {
    /// Someone other than the signed-in person.
    private func teammate(in container: AppContainer) async throws -> Int64 {
        let mine = try container.services.session.signedInPersonID()
        let people = try await container.services.people.allPeople()
        return try #require(people.first { $0.id != mine }?.id)
    }

    private func frame(_ scene: ShellScene) -> [String] {
        scene.plainLines(width: 80, height: 24)
    }

    @Test func aTeammatesPostIsSaidAboveTheListAndRShowsIt() async throws {
        // Given the feed on screen
        let container = try await AppContainer.preview()
        let scene = ShellScene(container: container)
        try await FeedSceneWaiting.settled(scene)
        let selected = try #require(frame(scene).first { $0.hasPrefix("› ") })
        // When a teammate publishes
        let author = try await teammate(in: container)
        let record = try await container.services.posts.create(
            NewPost(authorID: author, title: "Hello from a teammate", body: ""))
        // Then a line says so, and the list is as it was
        try await waitUntil("the new-post line") {
            frame(scene).contains("1 new post · r to show")
        }
        #expect(frame(scene).first { $0.hasPrefix("› ") } == selected)
        #expect(!frame(scene).contains { $0.contains("Hello from a teammate") })
        // And r shows it at the top, selected, and the line goes
        _ = scene.handle("r")
        try await waitUntil("the new post shown") {
            frame(scene).contains("› Hello from a teammate") && !scene.isBusy
        }
        #expect(!frame(scene).contains("1 new post · r to show"))
        #expect(try await container.services.posts.post(id: record.id) != nil)
    }

    @Test func aPostDeletedElsewhereSaysSoOnItsScreen() async throws {
        // Given a teammate's post on its screen
        let container = try await AppContainer.preview()
        let author = try await teammate(in: container)
        let record = try await container.services.posts.create(
            NewPost(authorID: author, title: "Soon gone", body: "Body"))
        let navigation = try await AppLauncher.navigation(
            opening: "mosaic://post/\(record.id)", in: container)
        let scene = ShellScene(container: container, navigation: navigation)
        try await FeedSceneWaiting.settled(scene)
        #expect(frame(scene).contains { $0.contains("Soon gone") })
        // When its author deletes it elsewhere
        try await container.services.posts.delete(postID: record.id, actingAs: author)
        // Then
        try await waitUntil("the deleted line") {
            frame(scene).contains { $0.contains("This post was deleted.") }
        }
    }

    @Test func aPublishRetriedUnderItsKeyIsStoredOnce() async throws {
        let container = try await AppContainer.preview()
        let adapter = FeedPostsAdapter(posts: container.services.posts)
        let mine = try #require(try container.services.session.signedInPersonID())
        let before = try await container.services.posts.count()
        let draft = FeedDraft(title: "Once", body: "", tags: [])
        let first = try await adapter.publish(draft, authorID: Int(mine))
        let again = try await adapter.publish(draft, authorID: Int(mine))
        #expect(first.id == again.id)
        #expect(try await container.services.posts.count() == before + 1)
    }

    @Test func deletingAPostAlreadyDeletedElsewhereSaysSoAndItStaysGone() async throws {
        // Given the person's own post selected in the feed
        let container = try await AppContainer.preview()
        let mine = try #require(try container.services.session.signedInPersonID())
        let record = try await container.services.posts.create(
            NewPost(authorID: mine, title: "Mine", body: ""))
        let scene = ShellScene(container: container)
        try await FeedSceneWaiting.settled(scene)
        // When it is deleted elsewhere just as the person deletes it here
        _ = scene.handle("d")
        try await FeedSceneWaiting.asking(scene)
        try await container.services.posts.delete(postID: record.id, actingAs: mine)
        _ = scene.handle("y")
        // Then
        try await waitUntil("the outcome") {
            frame(scene).contains { $0.contains("That post was already deleted.") }
        }
        #expect(!frame(scene).contains { $0.contains("Mine") })
    }
}
