import FeatureProfileTesting
import Testing

@testable import FeatureProfile

@MainActor @Suite(.timeLimit(.minutes(1))) struct ProfileDeleteTests {
    private func gracesOwnProfile(
        confirm: Bool = true, posts: FakeProfilePosts = FakeProfilePosts()
    ) async -> ProfileHarness {
        let world = FakeProfileWorld(
            posts: posts, prompt: FakeProfilePrompt(confirmAnswer: confirm),
            signedInUserID: SampleProfile.grace.id)
        let harness = ProfileHarness(.me, world: world, uses: .acting)
        await harness.load()
        return harness
    }

    @Test func confirmingByNameDeletesThePostAndSaysSo() async {
        // Given Grace on her own profile
        let harness = await gracesOwnProfile()
        // When she deletes her second post and confirms
        await harness.model.delete(postID: 201)
        // Then the question named the post, and it is gone here and in the store
        #expect(
            harness.world.prompt.confirmations == [
                "Delete \u{201C}A ship in port is safe, but that's not what ships are for.\u{201D}? This can't be undone."
            ])
        #expect(harness.content?.posts.map(\.id) == [200, 202])
        #expect(await harness.world.posts.deletedIDs == [201])
        #expect(harness.model.message == "Post deleted.")
    }

    @Test func decliningKeepsThePost() async {
        let harness = await gracesOwnProfile(confirm: false)
        await harness.model.delete(postID: 201)
        #expect(harness.content?.posts.count == 3)
        #expect(await harness.world.posts.deletedIDs.isEmpty)
        #expect(harness.model.message == nil)
    }

    @Test(arguments: [
        (ProfilePostsError.busy, "The database is busy; try again in a moment."),
        (.notAllowed, "You can only delete your own posts."),
        (.readOnly, "The database is read-only."),
        (.unreachable("db.example:5432"), "The team server can't be reached right now."),
    ])
    func aFailedDeletePutsThePostBackWhereItWasAndSaysWhy(error: ProfilePostsError, cause: String) async {
        let harness = await gracesOwnProfile(posts: FakeProfilePosts(deleteFailure: error))
        await harness.model.delete(postID: 201)
        #expect(harness.content?.posts.map(\.id) == [200, 201, 202])
        #expect(
            harness.model.message
                == "Couldn't delete \u{201C}A ship in port is safe, but that's not what ships are for.\u{201D}. \(cause) It is back in the list."
        )
    }

    @Test func aPostDeletedElsewhereStaysOutOfTheList() async {
        // Given Grace's profile, and her post 201 deleted on another device since
        let harness = await gracesOwnProfile()
        await harness.world.posts.remove(postID: 201)
        // When she deletes it here
        await harness.model.delete(postID: 201)
        // Then it stays gone, and she is told it already was
        #expect(harness.content?.posts.map(\.id) == [200, 202])
        #expect(harness.model.message == "This post was already deleted.")
    }

    @Test func aDeletedPostLeavesTheListAtOnce() async throws {
        // Given a delete held at a gate
        let gate = Gate()
        let harness = await gracesOwnProfile(posts: FakeProfilePosts(deleteGate: gate))
        let deleting = Task { await harness.model.delete(postID: 200) }
        try await eventually("the delete to start") { await gate.arrivals == 1 }
        // Then the post is out of the list at once
        #expect(harness.content?.posts.map(\.id) == [201, 202])
        await gate.open()
        await deleting.value
        #expect(harness.content?.posts.map(\.id) == [201, 202])
    }

    @Test func deletingTheLastPostLeavesAnEmptyProfile() async {
        // Given a person with one post
        let one = ProfilePost(
            id: 7, authorID: SampleProfile.linus.id, text: "Only one", createdAt: SampleProfile.now)
        let world = FakeProfileWorld(
            posts: FakeProfilePosts(posts: [one]), signedInUserID: SampleProfile.linus.id)
        let harness = ProfileHarness(.me, world: world, uses: .acting)
        await harness.load()
        // When it is deleted
        await harness.model.delete(postID: 7)
        // Then the profile is empty
        guard case .empty = harness.model.state else {
            Issue.record("expected empty, got \(harness.model.state)")
            return
        }
    }

    @Test func someoneElsesPostsCannotBeDeleted() async {
        // Given Grace's profile seen by Ada, with no prompt allowed
        let harness = ProfileHarness(.person(id: SampleProfile.grace.id))
        await harness.load()
        await harness.model.delete(postID: 200)
        #expect(harness.model.message == "This is someone else's profile: only they can delete their posts.")
        #expect(harness.content?.posts.count == 3)
    }

    @Test func aPostNotListedIsNotAskedAbout() async {
        // Given my profile, with no prompt allowed
        let harness = ProfileHarness(.me)
        await harness.load()
        // When a post that is not listed is to be deleted
        await harness.model.delete(postID: 999)
        // Then nothing is asked or changed
        #expect(harness.content?.posts.count == 50)
        #expect(await harness.world.posts.deletedIDs.isEmpty)
    }
}
