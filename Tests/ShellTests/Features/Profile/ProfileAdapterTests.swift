import FeatureProfile
import FeedStorage
import Foundation
import Infrastructure
import ProfileStorage
import Testing

@testable import MosaicShell

/// The profile's adapters map Infrastructure to the profile's ports and decide nothing: typed
/// errors for every `StoreError`, paging by the store's cursor, the founder badge from data.
@Suite struct ProfileAdapterTests {
    private static let day: TimeInterval = 24 * 60 * 60
    private static let start = Date(timeIntervalSince1970: 1_700_000_000)

    private static func record(_ id: Int64, joined offset: TimeInterval) -> PersonRecord {
        PersonRecord(
            id: id, handle: "p\(id)", displayName: "Person \(id)",
            createdAt: start.addingTimeInterval(offset))
    }

    private static func peopleAdapter(_ store: any PeopleStore, bios: any BioStore, session: any SessionStore)
        -> ProfilePeopleAdapter
    {
        ProfilePeopleAdapter(
            people: store, bios: bios, session: session, founders: ProfileFounders(people: store))
    }

    @Test func savingABioActsAsTheSignedInPerson() async throws {
        // Given the preview database, signed in as its first person
        let container = try await AppContainer.preview()
        let services = container.services
        let me = Int(try #require(try services.session.signedInPersonID()))
        let people = Self.peopleAdapter(services.people, bios: services.bios, session: services.session)
        // When I save my bio
        try await people.saveBio("New bio", for: me)
        // Then it is stored, and someone else's bio is refused as not mine
        #expect(try await people.person(id: me).bio == "New bio")
        await #expect(throws: ProfilePeopleError.notAllowed) {
            try await people.saveBio("Not mine", for: me + 1)
        }
    }

    @Test func aMissingPersonIsNotFound() async throws {
        let container = try await AppContainer.preview()
        let people = Self.peopleAdapter(
            container.services.people, bios: container.services.bios, session: container.services.session)
        await #expect(throws: ProfilePeopleError.notFound) { try await people.person(id: 999_999) }
    }

    @Test func foundersAreThePeopleWhoJoinedOnTheTeamsFirstDay() async throws {
        // Given the team's first person, one who joined the same day and one a week later;
        // the ids say nothing (the latecomer has the lowest)
        let store = FixedPeople([
            Self.record(7, joined: 0), Self.record(9, joined: Self.day - 60),
            Self.record(1, joined: 7 * Self.day),
        ])
        let people = Self.peopleAdapter(
            store, bios: FixedBios(), session: InMemorySessionStore(signedIn: nil))
        // When each is read / Then the badge follows the join dates
        #expect(try await people.person(id: 7).isFounder)
        #expect(try await people.person(id: 9).isFounder)
        #expect(try await people.person(id: 1).isFounder == false)
    }

    @Test func theFoundingDayIsFoundAgainWhenForgotten() async throws {
        // Given the founders read once: the second person joined three days after the first
        let second = Self.record(2, joined: 3 * Self.day)
        let store = FixedPeople([Self.record(1, joined: 0), second])
        let founders = ProfileFounders(people: store)
        #expect(try await founders.isFounder(second) == false)
        // When the first person leaves and the founders are told to forget
        await store.remove(id: 1)
        await founders.forget()
        // Then the team's first day is the second person's now
        #expect(try await founders.isFounder(second))
    }

    @Test func pagesFollowTheCursorAfterTheLastPostShown() async throws {
        // Given the preview database and my posts
        let container = try await AppContainer.preview()
        let services = container.services
        let me = Int(try #require(try services.session.signedInPersonID()))
        let recording = CursorRecordingPosts(services.store(ProfilePosts.self))
        let posts = ProfilePostsAdapter(posts: recording, deleting: services.posts, session: services.session)
        let all = try await posts.posts(by: me, after: nil, limit: 100).posts
        #expect(all.count > 2)
        // When the first page of 1 is read, then the page after its last post
        let first = try await posts.posts(by: me, after: nil, limit: 1)
        let second = try await posts.posts(by: me, after: ProfileCursor(after: first.posts[0]), limit: 1)
        // Then the second page continues where the first ended, and the store was asked from
        // that post's cursor (never from the start again)
        #expect(first.posts == [all[0]] && first.hasMore)
        #expect(second.posts == [all[1]])
        let asked = await recording.cursors
        #expect(asked.last == ProfilePostCursor(createdAt: all[0].createdAt, id: Int64(all[0].id)))
        #expect(asked.count == 3)
    }

    @Test func deletingAPostAlreadyGoneIsNotFoundAndSomeoneElsesIsNotAllowed() async throws {
        // Given my first post and someone else's
        let container = try await AppContainer.preview()
        let services = container.services
        let me = Int(try #require(try services.session.signedInPersonID()))
        let posts = ProfilePostsAdapter(
            posts: services.store(ProfilePosts.self), deleting: services.posts, session: services.session)
        let mine = try #require(try await posts.posts(by: me, after: nil, limit: 1).posts.first)
        let theirs = try #require(try await posts.posts(by: me + 1, after: nil, limit: 1).posts.first)
        // When I delete mine twice / Then the second time it is already gone
        try await posts.deletePost(id: mine.id)
        await #expect(throws: ProfilePostsError.notFound) { try await posts.deletePost(id: mine.id) }
        await #expect(throws: ProfilePostsError.notAllowed) { try await posts.deletePost(id: theirs.id) }
    }

    static let storeFailures: [(StoreError, ProfilePostsError)] = [
        (.notFound("post 4"), .notFound),
        (.notAllowed("post 4"), .notAllowed),
        (.invalid("title is too long"), .invalid("title is too long")),
        (.locked(path: "/tmp/m.sqlite"), .busy),
        (.readOnly(path: "/tmp/m.sqlite"), .readOnly),
        (.diskFull("/tmp/m.sqlite"), .diskFull),
        (.unreachable(server: "db.example:5432"), .unreachable("db.example:5432")),
        (.unavailable("connection reset"), .unavailable("connection reset")),
        (.notSetUp("Run mosaic team init."), .unavailable("Run mosaic team init.")),
    ]

    @Test(arguments: storeFailures)
    func everyStoreFailureKeepsItsMeaning(store: StoreError, expected: ProfilePostsError) async {
        // Given a store that fails with this cause
        let posts = ProfilePostsAdapter(
            posts: FailingProfilePosts(error: store), deleting: FailingPosts(error: store),
            session: InMemorySessionStore(signedIn: 1))
        // When the profile pages or deletes / Then the port error names the same cause
        await #expect(throws: expected) { try await posts.posts(by: 1, after: nil, limit: 5) }
        await #expect(throws: expected) { try await posts.deletePost(id: 4) }
    }

    @Test func peopleFailuresKeepTheirMeaningToo() async {
        let store = FixedPeople([], failingWith: .unreachable(server: "db.example:5432"))
        let people = Self.peopleAdapter(
            store, bios: FixedBios(error: .unreachable(server: "db.example:5432")),
            session: InMemorySessionStore(signedIn: 1))
        await #expect(throws: ProfilePeopleError.unreachable("db.example:5432")) {
            try await people.person(id: 1)
        }
        let locked = Self.peopleAdapter(
            FixedPeople([], failingWith: .locked(path: "/tmp/m.sqlite")),
            bios: FixedBios(error: .locked(path: "/tmp/m.sqlite")), session: InMemorySessionStore(signedIn: 1)
        )
        await #expect(throws: ProfilePeopleError.busy) { try await locked.saveBio("x", for: 1) }
    }
}
