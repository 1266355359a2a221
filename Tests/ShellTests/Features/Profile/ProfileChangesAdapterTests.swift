import FeatureProfile
import FeedStorage
import Foundation
import Infrastructure
import ShellTestSupport
import Testing

@testable import MosaicShell

/// The database's changes reach the profile as the few it shows.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ProfileChangesAdapterTests {
    nonisolated static let mapped: [(StoreEvent, ProfileChange?)] = [
        (.personChanged(personID: 4), .personChanged(id: 4)),
        (.personRemoved(personID: 4), .personRemoved(id: 4)),
        (.postDeleted(postID: 9, authorID: 4), .postDeleted(postID: 9, authorID: 4)),
        (.flagsChanged, .flagsChanged),
        (.manyChanged, .manyChanged),
        (.connectionRestored(server: "db.example:5432"), .connectionRestored),
        (.postPublished(postID: 9, authorID: 4), .postPublished(postID: 9, authorID: 4)),
        (.postEdited(postID: 9, authorID: 4), .postEdited(postID: 9, authorID: 4)),
        (.connectionLost(.unreachable(server: "db.example:5432")), nil),
        (.waitingForLock(path: "/tmp/m.sqlite"), nil),
        (.lockReleased(path: "/tmp/m.sqlite"), nil),
    ]

    @Test(arguments: mapped)
    func eachStoreEventIsTheProfilesChangeOrNone(event: StoreEvent, change: ProfileChange?) {
        #expect(ProfileChangesAdapter.change(for: event) == change)
    }

    @Test func aBioSavedAPostPublishedAndOneDeletedInTheDatabaseArriveAsChanges() async throws {
        // Given the preview database, and the profile listening through the adapter
        let container = try await AppContainer.preview()
        let services = container.services
        let me = try #require(try services.session.signedInPersonID())
        let adapter = ProfileChangesAdapter(storeChanges: services.changes, founders: nil)
        let received = Received()
        let listening = Task { @MainActor in
            for await change in adapter.changes() { received.changes.append(change) }
        }
        defer { listening.cancel() }
        let post = try #require(
            try await services.posts.posts(byAuthor: me, after: nil, limit: 1).posts.first)
        // When my bio is saved, a post published and one of my posts deleted (as another window
        // would)
        try await services.bios.updateBio(personID: me, bio: "Changed elsewhere", actingAs: me)
        let published = try await services.posts.create(NewPost(authorID: me, title: "New", body: ""))
        try await services.posts.delete(postID: post.post.id, actingAs: me)
        // Then all three arrive, as the profile's changes
        try await waitUntil("the three changes to arrive") {
            received.changes.contains(.personChanged(id: Int(me)))
                && received.changes.contains(.postPublished(postID: Int(published.id), authorID: Int(me)))
                && received.changes.contains(.postDeleted(postID: Int(post.post.id), authorID: Int(me)))
        }
    }

    @Test func someoneLeavingMakesTheFoundersLookAgain() async throws {
        // Given founders read once from people who joined on two days
        let first = PersonRecord(
            id: 1, handle: "a", displayName: "A", createdAt: Date(timeIntervalSince1970: 0))
        let later = PersonRecord(
            id: 2, handle: "b", displayName: "B",
            createdAt: Date(timeIntervalSince1970: 3 * 24 * 3600))
        let people = FixedPeople([first, later])
        let founders = ProfileFounders(people: people)
        #expect(try await founders.isFounder(later) == false)
        // When the first person is removed and the change passes through the adapter
        await people.remove(id: 1)
        let (events, continuation) = AsyncStream.makeStream(of: StoreEvent.self)
        let adapter = ProfileChangesAdapter(storeChanges: { events }, founders: founders)
        continuation.yield(.personRemoved(personID: 1))
        continuation.finish()
        var changes: [ProfileChange] = []
        for await change in adapter.changes() { changes.append(change) }
        // Then the later person is now of the team's first day
        #expect(changes == [.personRemoved(id: 1)])
        #expect(try await founders.isFounder(later))
    }
}

/// What a listener received, in order.
@MainActor final class Received {
    var changes: [ProfileChange] = []
}
