import FeatureProfileTesting
import Testing

@testable import FeatureProfile

@MainActor @Suite struct ProfileDeleteTests {
    private func profile(
        _ subject: ProfileSubject = .person(id: SampleProfile.grace.id),
        signedIn: Int = SampleProfile.grace.id,
        confirm: Bool = true, failsDeleting: Bool = false
    ) async -> ProfileHarness {
        let world = FakeProfileWorld(
            posts: FakeProfilePosts(failsDeleting: failsDeleting),
            prompt: FakeProfilePrompt(confirmAnswer: confirm),
            signedInUserID: signedIn)
        let harness = ProfileHarness(subject, world: world)
        await harness.load()
        return harness
    }

    @Test func confirmingDeletesTheSelectedPost() async {
        // Given Grace on her own profile with the second post selected
        let harness = await profile()
        await harness.press("j")
        // When she presses d and confirms
        #expect(await harness.press("d"))
        // Then that post is gone here and in the source
        #expect(harness.world.prompt.confirmations == [ProfileMessages.deleteConfirmation])
        #expect(harness.content?.posts.map(\.id) == [200, 202])
        #expect(await harness.world.posts.deletedIDs == [201])
    }

    @Test func decliningKeepsThePost() async {
        let harness = await profile(confirm: false)
        await harness.press("d")
        #expect(harness.content?.posts.count == 3)
        #expect(await harness.world.posts.deletedIDs.isEmpty)
    }

    @Test func aFailedDeletePutsThePostBackWhereItWas() async {
        let harness = await profile(failsDeleting: true)
        await harness.press("j")
        await harness.press("d")
        #expect(harness.content?.posts.map(\.id) == [200, 201, 202])
        #expect(harness.viewModel.notice == ProfileMessages.deleteFailed)
    }

    @Test func deletingTheLastPostLeavesAnEmptyProfile() async {
        // Given a person with one post
        let one = ProfilePost(
            id: 7, authorID: SampleProfile.linus.id, text: "Only one", createdAt: SampleProfile.now)
        let world = FakeProfileWorld(
            posts: FakeProfilePosts(posts: [one]), signedInUserID: SampleProfile.linus.id)
        let harness = ProfileHarness(.me, world: world)
        await harness.load()
        // When it is deleted
        await harness.press("d")
        // Then the profile is empty, and pressing d again does nothing
        guard case .empty = harness.viewModel.state else {
            Issue.record("expected empty, got \(harness.viewModel.state)")
            return
        }
        await harness.press("d")
        #expect(harness.world.prompt.confirmations.count == 1)
    }

    @Test func someoneElsesPostsCannotBeDeleted() async {
        let harness = await profile(signedIn: SampleProfile.ada.id)
        await harness.press("d")
        #expect(harness.world.prompt.confirmations.isEmpty)
        #expect(harness.viewModel.notice == ProfileMessages.readOnlyPosts)
        #expect(harness.content?.posts.count == 3)
    }
}
