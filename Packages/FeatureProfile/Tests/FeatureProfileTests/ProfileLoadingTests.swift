import FeatureProfileTesting
import Testing

@testable import FeatureProfile

@MainActor @Suite struct ProfileLoadingTests {
    @Test func appearingShowsLoadingAtOnce() {
        // Given a profile that has not appeared
        let harness = ProfileHarness()
        #expect(harness.viewModel.state == .idle)
        // When it appears
        harness.viewModel.appear()
        // Then it is loading before any answer arrives
        #expect(harness.viewModel.state == .loading)
        harness.viewModel.disappear()
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
        guard case .empty(let content) = harness.viewModel.state else {
            Issue.record("expected empty, got \(harness.viewModel.state)")
            return
        }
        #expect(content.person == SampleProfile.linus)
    }

    @Test func aMissingPersonIsNotFound() async {
        let harness = ProfileHarness(.person(id: SampleProfile.missingPersonID))
        await harness.load()
        #expect(harness.viewModel.state == .notFound)
    }

    @Test func meWhenSignedOutInvitesSignIn() async {
        let harness = ProfileHarness(.me, world: FakeProfileWorld(signedInUserID: nil))
        await harness.load()
        #expect(harness.viewModel.state == .signedOut)
    }

    @Test(arguments: [true, false])
    func aFailingSourceGivesAStableMessage(peopleFail: Bool) async {
        // Given either the people or the posts source failing
        let world = FakeProfileWorld(
            people: FakeProfilePeople(failsLoading: peopleFail),
            posts: FakeProfilePosts(failsLoading: !peopleFail))
        let harness = ProfileHarness(.me, world: world)
        // When the profile loads
        await harness.load()
        // Then it failed with the stable sentence, not the error's description
        #expect(harness.viewModel.state == .failed(ProfileMessages.loadFailed))
    }

    @Test func retryingAfterAFailureLoads() async {
        // Given a failed load
        let people = FakeProfilePeople(failsLoading: true)
        let harness = ProfileHarness(.me, world: FakeProfileWorld(people: people))
        await harness.load()
        // When the source recovers and the person presses r
        await people.configure(failsLoading: false)
        await harness.press("r")
        // Then the profile is loaded
        #expect(harness.content?.person == SampleProfile.ada)
    }

    @Test func personAndPostsLoadInParallel() async throws {
        // Given a 400 ms person source and a 600 ms posts source (1000 ms if run one after the other)
        let people = FakeProfilePeople(latency: .milliseconds(400))
        let posts = FakeProfilePosts(latency: .milliseconds(600))
        let harness = ProfileHarness(.me, world: FakeProfileWorld(people: people, posts: posts))
        // When the profile loads
        let elapsed = await ContinuousClock().measure { await harness.load() }
        // Then both calls overlapped, and the wall time is well under the sum
        let personSpan = try #require(await people.loadSpans.first)
        let postsSpan = try #require(await posts.loadSpans.first)
        #expect(postsSpan.lowerBound < personSpan.upperBound)
        #expect(personSpan.lowerBound < postsSpan.upperBound)
        #expect(elapsed < .milliseconds(1000))
        #expect(harness.content != nil)
    }

    @Test func disappearingCancelsTheLoadInFlight() async {
        // Given a slow load in flight
        let people = FakeProfilePeople(latency: .seconds(30))
        let harness = ProfileHarness(.me, world: FakeProfileWorld(people: people))
        harness.viewModel.appear()
        let task = harness.viewModel.loadTask
        // When the screen disappears
        harness.viewModel.disappear()
        await task?.value
        // Then the load stopped without showing a failure, and nothing was loaded
        #expect(task?.isCancelled == true)
        #expect(harness.viewModel.state == .idle)
        #expect(await people.loadSpans.isEmpty)
    }

    @Test func aRefreshCancelsTheLoadInFlight() async {
        let posts = FakeProfilePosts(latency: .seconds(30))
        let harness = ProfileHarness(.me, world: FakeProfileWorld(posts: posts))
        harness.viewModel.appear()
        let first = harness.viewModel.loadTask
        harness.viewModel.refresh()
        #expect(first?.isCancelled == true)
        harness.viewModel.disappear()
    }

    @Test func aStaleAnswerNeverOverwritesANewerOne() async {
        // Given a first load whose answer is held back
        let gated = GatedPeople()
        let world = FakeProfileWorld()
        var dependencies = world.dependencies
        dependencies.people = gated
        let viewModel = ProfileViewModel(subject: .me, dependencies: dependencies) { _ in }
        viewModel.appear()
        let first = viewModel.loadTask
        while await !gated.isWaiting { await Task.yield() }
        // When a refresh answers first, and then the old answer arrives
        viewModel.refresh()
        await viewModel.loadTask?.value
        await gated.release()
        await first?.value
        // Then the fresh answer stays on screen
        #expect(viewModel.state.content?.person.bio == "fresh")
    }
}
