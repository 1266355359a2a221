import FeedStorage
import Foundation
import ProfileStorage
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting
@testable import MosaicShell

/// The owner's team commands and what a member's app sees, on the TLS-only SCRAM server.
@Suite(
    "Team database", .serialized, .timeLimit(.minutes(2)),
    .enabled(
        if: TeamServer.isRunning, "MOSAIC_TEST_POSTGRES_TLS_URL is unset (Scripts/test starts the server)"))
struct TeamDatabaseTests {
    @Test func eachMemberIsThePersonTiedToTheirLogin() async throws {
        // Given
        let fixture = try await TeamFixture.make()
        for handle in [fixture.ada, fixture.bob] {
            // When the member opens the database with their own login
            let stores = try await fixture.open(as: handle)
            // Then they are that person, and not the owner
            guard case .databaseLogin(let login) = stores.identity else {
                Issue.record("expected a database login")
                return
            }
            let me = try await stores.people.person(id: try #require(login.personID))
            #expect(me?.handle == handle)
            #expect(login.role == handle)
            #expect(!login.isOwner)
            await stores.close()
        }
    }

    @Test func theOwnerIsNobodyUntilAddedAndManagesTheTeam() async throws {
        let fixture = try await TeamFixture.make()
        let stores = try await Stores.open(
            .postgres(url: fixture.ownerURL), login: TeamServer.ownerLogin, features: AppData.features)
        guard case .databaseLogin(let login) = stores.identity else {
            Issue.record("expected a database login")
            return
        }
        #expect(login.isOwner)
        #expect(login.personID == nil)
        #expect(login.memberURL.contains("HANDLE@127.0.0.1"))
        await stores.close()
    }

    @Test func initIsIdempotentAndAddsSampleDataOnlyWhenAsked() async throws {
        // Given a fresh schema
        let url = TestBackend.isolated(try #require(TeamServer.ownerURL))
        let team = try await TeamDatabase.connect(
            url: url, login: TeamServer.ownerLogin, features: AppData.features)
        // When set up twice without sample data
        let first = try await team.initialize()
        let second = try await team.initialize()
        // Then the second run changes nothing, and nobody is there
        let steps = AppData.features.reduce(PlatformStorage.feature.postgres.count) { $0 + $1.postgres.count }
        #expect(first.applied.count == steps, "\(first.applied)")
        #expect(first.applied.first == "platform 1")
        #expect(first.createdMemberRole)
        #expect(second.applied.isEmpty)
        #expect(!second.createdMemberRole)
        #expect(second.memberRole == first.memberRole)
        #expect(try await team.members().isEmpty)
        // And with --sample-data the sample people arrive, once
        #expect(try await team.initialize(sampleData: true).addedSampleData)
        #expect(try await team.members().count == 6)
        #expect(try await team.initialize(sampleData: true).addedSampleData == false)
    }

    @Test func theStoresRefuseAMemberTouchingAnothersBioOrPosts() async throws {
        // Given
        let fixture = try await TeamFixture.make()
        let bob = try await fixture.open(as: fixture.bob)
        let bobID = try #require(bob.identity.personID)
        let ada = try #require(try await bob.people.person(handle: fixture.ada))
        let adasPost = try #require(
            try await bob.posts.posts(byAuthor: ada.id, after: nil, limit: 10).posts.first)
        // When / Then: through the app's own stores, acting as bob (or claiming to be ada)
        await #expect(throws: StoreError.self) {
            try await bob.bios.updateBio(personID: ada.id, bio: "mine now", actingAs: bobID)
        }
        await #expect(throws: StoreError.self) {
            try await bob.bios.updateBio(personID: ada.id, bio: "mine now", actingAs: ada.id)
        }
        await #expect(throws: StoreError.self) {
            try await bob.posts.delete(postID: adasPost.post.id, actingAs: ada.id)
        }
        await #expect(throws: StoreError.self) {
            _ = try await bob.posts.create(NewPost(authorID: ada.id, title: "In Ada's name", body: ""))
        }
        #expect(try await bob.bios.bio(of: ada.id) == "")
        #expect(try await bob.posts.post(id: adasPost.post.id) != nil)
        await bob.close()
    }

    @Test func anImportByAMemberRefusesRowsInAnotherMembersName() async throws {
        let fixture = try await TeamFixture.make()
        let bob = try await fixture.open(as: fixture.bob)
        let others = """
            {"kind":"post","author":"\(fixture.bob)","title":"Mine"}
            {"kind":"post","author":"\(fixture.ada)","title":"Ada's, says bob"}
            """
        await #expect(throws: ImportError.self) { _ = try await Importer(stores: bob).importLines(others) }
        let people = #"{"kind":"user","handle":"newbie","displayName":"New"}"#
        await #expect(throws: ImportError.self) { _ = try await Importer(stores: bob).importLines(people) }
        // Their own posts are fine
        let mine = #"{"kind":"post","author":"\#(fixture.bob)","title":"Imported"}"#
        #expect(try await Importer(stores: bob).importLines(mine) == Importer.Summary(people: 0, posts: 1))
        let bobID = try #require(bob.identity.personID)
        #expect(try await bob.posts.posts(byAuthor: bobID, after: nil, limit: 10).posts.count == 2)
        await bob.close()
    }

    @Test func deletingYourAccountRemovesYouAndYourLogin() async throws {
        // Given
        let fixture = try await TeamFixture.make()
        let bob = try await fixture.open(as: fixture.bob)
        let bobID = try #require(bob.identity.personID)
        // When bob deletes his own account
        try await bob.people.deleteAccount(personID: bobID, actingAs: bobID)
        await bob.close()
        // Then he is gone, his login no longer connects, and the owner's next command drops it
        #expect(try await fixture.team.members().map(\.handle) == [fixture.ada])
        await #expect(throws: StoreError.self) { _ = try await fixture.open(as: fixture.bob) }
        #expect(
            try await fixture.team.finishDepartures() == TeamDepartures(dropped: [fixture.bob], kept: [:]))
        #expect(try await fixture.team.finishDepartures() == TeamDepartures(dropped: [], kept: [:]))
    }

    @Test func removingAMemberRemovesTheirPostsAndLogin() async throws {
        let fixture = try await TeamFixture.make()
        let posts = try await fixture.team.ownerStores()
        let adas = try #require(try await posts.people.person(handle: fixture.ada))
        #expect(try await posts.posts.posts(byAuthor: adas.id, after: nil, limit: 10).posts.count == 1)
        let removed = try await fixture.team.removeMember(handle: fixture.ada)
        #expect(try await posts.posts.posts(byAuthor: adas.id, after: nil, limit: 10).posts.isEmpty)
        await posts.close()
        #expect(removed.loginKeptBecause == nil)
        #expect(try await fixture.team.members().map(\.handle) == [fixture.bob])
        let error = await #expect(throws: StoreError.self) { _ = try await fixture.open(as: fixture.ada) }
        #expect(error?.description.contains("Password authentication failed") == true)
        await #expect(throws: StoreError.notFound("member @\(fixture.ada)")) {
            _ = try await fixture.team.removeMember(handle: fixture.ada)
        }
    }

    @Test func addingAMemberTwiceOrWithAWeakPasswordIsRefused() async throws {
        let fixture = try await TeamFixture.make()
        await #expect(throws: StoreError.duplicateHandle(fixture.ada)) {
            _ = try await fixture.team.addMember(
                handle: fixture.ada, displayName: "Again", password: "long enough")
        }
        await #expect(throws: StoreError.self) {
            _ = try await fixture.team.addMember(handle: "shorty", displayName: "S", password: "short")
        }
        await #expect(throws: StoreError.self) {
            _ = try await fixture.team.addMember(
                handle: "pg_sneaky", displayName: "S", password: "long enough")
        }
    }

    @Test func theOwnerSetsTeamFlagsAndMembersReadThem() async throws {
        let fixture = try await TeamFixture.make()
        try await fixture.team.setFlag("feed.like_counts", to: false)
        let ada = try await fixture.open(as: fixture.ada)
        #expect(try await ada.flags.storedFlags() == ["feed.like_counts": false])
        await #expect(throws: StoreError.self) {
            try await ada.flags.setStoredFlag("feed.like_counts", to: true)
        }
        try await fixture.team.setFlag("feed.like_counts", to: nil)
        #expect(try await ada.flags.storedFlags().isEmpty)
        await ada.close()
    }

    @Test func aMemberCannotRunTheOwnersCommands() async throws {
        let fixture = try await TeamFixture.make()
        let asBob = try await TeamDatabase.connect(
            url: try fixture.url(for: fixture.bob), login: TeamServer.login(password: fixture.password),
            features: AppData.features)
        let error = await #expect(throws: StoreError.self) { _ = try await asBob.members() }
        #expect(error?.description.contains("is a member, not the owner") == true)
        await #expect(throws: StoreError.self) {
            _ = try await asBob.addMember(handle: "friend", displayName: "F", password: "long enough")
        }
    }
}
