import FeatureProfileTesting
import Foundation
import Testing

@testable import FeatureProfile

@MainActor @Suite(.timeLimit(.minutes(1))) struct ProfileLoadingTests {
    @Test func appearingShowsLoadingUntilTheAnswerArrives() async throws {
        // Given a person source held at a gate
        let gate = Gate()
        let harness = ProfileHarness(.me, world: FakeProfileWorld(people: FakeProfilePeople(loadGate: gate)))
        #expect(harness.model.state == .idle)
        // When the profile appears
        let appearing = Task { await harness.model.appear() }
        try await eventually("the person to be asked for") { await gate.arrivals == 1 }
        // Then it is loading until the answer comes, and loaded after
        #expect(harness.model.state == .loading)
        await gate.open()
        await appearing.value
        #expect(harness.content?.person == SampleProfile.ada)
    }

    @Test func myProfileLoadsMeAndMyFirstPageNewestFirst() async throws {
        // Given Ada signed in
        let harness = ProfileHarness(.me)
        // When the profile loads
        await harness.load()
        // Then it shows Ada, her own, with the newest 50 of her 60 posts and more to come
        let content = try #require(harness.content)
        #expect(content.person == SampleProfile.ada)
        #expect(content.isOwn)
        #expect(content.posts.count == 50)
        #expect(content.posts.first?.id == 159)
        #expect(content.posts.map(\.createdAt) == content.posts.map(\.createdAt).sorted(by: >))
        #expect(content.canLoadMore)
        #expect(await harness.world.posts.requestedCursors == [nil])
    }

    @Test func someoneElsesProfileIsNotOwn() async {
        let harness = ProfileHarness(.person(id: SampleProfile.grace.id))
        await harness.load()
        #expect(harness.content?.person.id == SampleProfile.grace.id)
        #expect(harness.content?.isOwn == false)
        #expect(harness.content?.canLoadMore == false)
    }

    @Test func viewingOneselfByIdIsOwn() async {
        let harness = ProfileHarness(.person(id: SampleProfile.ada.id))
        await harness.load()
        #expect(harness.content?.isOwn == true)
    }

    @Test func aPersonWithoutPostsIsEmpty() async {
        let harness = ProfileHarness(.person(id: SampleProfile.linus.id))
        await harness.load()
        guard case .empty(let content) = harness.model.state else {
            Issue.record("expected empty, got \(harness.model.state)")
            return
        }
        #expect(content.person == SampleProfile.linus)
    }

    @Test func aMissingPersonIsNotFound() async {
        let harness = ProfileHarness(.person(id: SampleProfile.missingPersonID))
        await harness.load()
        #expect(harness.model.state == .notFound)
    }

    @Test func meWhenSignedOutAsksNothingButTheSession() async {
        // Given nobody signed in, and only the session port allowed
        let harness = ProfileHarness(.me, world: FakeProfileWorld(signedInUserID: nil), uses: .session)
        // When my profile loads
        await harness.load()
        // Then it invites signing in without reading people or posts
        #expect(harness.model.state == .signedOut)
    }

    nonisolated static let peopleFailures: [(ProfilePeopleError, String)] = [
        (.busy, "Couldn't load this profile. The database is busy; try again in a moment."),
        (
            .unreachable("db.example:5432"),
            "Couldn't load this profile. The team server can't be reached right now."
        ),
        (.readOnly, "Couldn't load this profile. The database is read-only."),
        (
            .unavailable("disk I/O error."),
            "Couldn't load this profile. The database is unavailable: disk I/O error."
        ),
    ]

    @Test(arguments: peopleFailures)
    func aFailingPersonSourceNamesTheCause(error: ProfilePeopleError, message: String) async {
        // Given the person source failing
        let harness = ProfileHarness(
            .me, world: FakeProfileWorld(people: FakeProfilePeople(loadFailure: error)))
        // When the profile loads
        await harness.load()
        // Then the message names that cause, never "check your connection" for a local file
        #expect(harness.model.state == .failed(message))
    }

    @Test(arguments: [
        (ProfilePostsError.busy, "Couldn't load this profile. The database is busy; try again in a moment."),
        (.diskFull, "Couldn't load this profile. The disk is full."),
        (.invalid("cursor is out of range"), "Couldn't load this profile. Cursor is out of range."),
    ])
    func aFailingPostsSourceNamesTheCause(error: ProfilePostsError, message: String) async {
        let harness = ProfileHarness(
            .me, world: FakeProfileWorld(posts: FakeProfilePosts(firstPageFailure: error)))
        await harness.load()
        #expect(harness.model.state == .failed(message))
    }

    @Test func retryingAfterAFailureLoads() async {
        // Given a failed load
        let people = FakeProfilePeople(loadFailure: .busy)
        let harness = ProfileHarness(.me, world: FakeProfileWorld(people: people))
        await harness.load()
        // When the store recovers and the person refreshes
        await people.configure(loadFailure: .some(nil))
        await harness.model.refresh()
        // Then the profile is loaded
        #expect(harness.content?.person == SampleProfile.ada)
    }

    @Test func thePersonAndTheirPostsAreAskedForTogether() async throws {
        // Given a person source and a posts source, each held at its own gate
        let personGate = Gate()
        let postsGate = Gate()
        let world = FakeProfileWorld(
            people: FakeProfilePeople(loadGate: personGate), posts: FakeProfilePosts(firstPageGate: postsGate)
        )
        let harness = ProfileHarness(.me, world: world)
        // When the profile loads
        let loading = Task { await harness.model.appear() }
        // Then both calls are waiting at once: neither can finish before its gate opens, so one
        // after the other would never get the second call started, and this wait gives up
        try await eventually("both the person and the posts to be asked for before either answered") {
            let person = await personGate.arrivals
            let posts = await postsGate.arrivals
            return person == 1 && posts == 1
        }
        // And once both gates open, the load finishes
        await postsGate.open()
        await personGate.open()
        await loading.value
        #expect(harness.content?.posts.count == 50)
    }

    @Test func cancellingTheFirstLoadLeavesTheProfileAsItWas() async throws {
        // Given a load held at its gate
        let gate = Gate()
        let harness = ProfileHarness(.me, world: FakeProfileWorld(people: FakeProfilePeople(loadGate: gate)))
        let appearing = Task { await harness.model.appear() }
        try await eventually("the person to be asked for") { await gate.arrivals == 1 }
        // When the front end cancels it (the screen went)
        appearing.cancel()
        await appearing.value
        // Then the profile is as it was before, with no failure shown
        #expect(harness.model.state == .idle)
        #expect(harness.model.message == nil)
        #expect(harness.model.isRefreshing == false)
    }

    @Test func cancellingAReloadKeepsTheProfileShown() async throws {
        // Given my profile, and the store now slow
        let people = FakeProfilePeople()
        let harness = ProfileHarness(.me, world: FakeProfileWorld(people: people))
        await harness.load()
        let shown = harness.model.state
        let gate = Gate()
        await people.configure(loadGate: gate)
        // When it appears again (quietly: the profile stays) and that load is cancelled
        let appearing = Task { await harness.model.appear() }
        try await eventually("the second load to ask") { await gate.arrivals == 1 }
        #expect(harness.model.state == shown)
        #expect(harness.model.isRefreshing)
        appearing.cancel()
        await appearing.value
        // Then the same profile is shown and nothing is loading
        #expect(harness.model.state == shown)
        #expect(harness.model.isRefreshing == false)
    }

    @Test func aRefreshSupersedesTheLoadInFlight() async throws {
        // Given a first load held at a gate
        let people = FakeProfilePeople(loadGate: Gate())
        let harness = ProfileHarness(.me, world: FakeProfileWorld(people: people))
        let first = Task { await harness.model.appear() }
        try await eventually("the first load to ask") { await people.requestedIDs.count == 1 }
        // When a refresh starts with the store answering at once
        await people.configure(loadGate: .some(nil))
        await harness.model.refresh()
        // Then the first load ended (cancelled) and the refresh's answer is shown
        await first.value
        #expect(harness.content?.person == SampleProfile.ada)
        #expect(await people.requestedIDs.count == 2)
    }

    @Test func aStaleAnswerNeverOverwritesANewerOne() async throws {
        // Given a first load whose answer is held back, ignoring cancellation
        let gated = StalePeople()
        var dependencies = FakeProfileWorld().dependencies
        dependencies.people = gated
        let model = ProfileViewModel(subject: .me, dependencies: dependencies) { _ in }
        let first = Task { await model.appear() }
        try await eventually("the first answer to be held") { await gated.isHolding }
        // When a refresh answers first, and then the old answer arrives
        await model.refresh()
        await gated.release()
        await first.value
        // Then the fresh answer stays on screen
        #expect(model.state.content?.person.bio == "fresh")
    }

    @Test func appearingAgainKeepsAsManyPostsAsWereShown() async {
        // Given my profile with a second page loaded (60 posts)
        let harness = ProfileHarness(.me)
        await harness.load()
        await harness.model.loadMore(after: 110)
        #expect(harness.content?.posts.count == 60)
        // When the screen appears again
        await harness.model.appear()
        // Then the reload asked for as many as were shown, and still shows them all
        #expect(await harness.world.posts.requestedLimits.last == 60)
        #expect(harness.content?.posts.count == 60)
    }
}

/// A people source whose first answer waits until released, ignoring cancellation: a slow, stale reply.
actor StalePeople: ProfilePeopleSource {
    private var waiting: CheckedContinuation<Void, Never>?
    private var calls = 0

    var isHolding: Bool { waiting != nil }

    func person(id: Int) async throws(ProfilePeopleError) -> ProfilePerson {
        calls += 1
        var person = SampleProfile.ada
        if calls == 1 {
            await withCheckedContinuation { waiting = $0 }
            person.bio = "stale"
        } else {
            person.bio = "fresh"
        }
        return person
    }

    func saveBio(_ bio: String, for personID: Int) async throws(ProfilePeopleError) {}

    func release() {
        waiting?.resume()
        waiting = nil
    }
}
