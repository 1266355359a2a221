import AppCore
import FeedStorage
import Infrastructure
import ShellTestSupport
import Testing

@testable import MosaicShell

/// Two windows on one database file are one person: who is signed in is kept per file. When the
/// other window switches account, this one follows, and offers nothing that is no longer yours.
@MainActor @Suite(.timeLimit(.minutes(1))) struct SignInElsewhereTests {
    @Test func anAccountSwitchInAnotherWindowIsFollowed() async throws {
        // Given the feed with my own post selected, offering to delete it
        let container = try await AppContainer.preview()
        let me = try #require(try container.services.session.signedInPersonID())
        _ = try await container.services.posts.create(NewPost(authorID: me, title: "Mine", body: ""))
        let scene = ShellScene(container: container)
        try await waitUntil("my post on top, deletable") {
            scene.plainLines(width: 100, height: 30).last?.contains("d delete") == true
        }
        // When another window signs in as someone else
        let other = try #require(try await container.services.people.allPeople().first { $0.id != me })
        try container.services.session.signIn(personID: other.id)
        // Then this window starts over as them: my post is no longer theirs to delete
        try await waitUntil("the window to follow the switch") {
            !scene.isBusy && scene.plainLines(width: 100, height: 30).last?.contains("d delete") == false
        }
        #expect(scene.plainLines(width: 100, height: 30).contains { $0.contains("Mine") })
    }
}
