import FeatureProfileTesting
import Testing

@testable import FeatureProfile

@MainActor @Suite struct ProfilePagingTests {
    @Test func reachingTheLastPostLoadsTheNextPage() async {
        // Given Ada's first page of 50
        let harness = ProfileHarness(.me)
        await harness.load()
        // When the selection reaches the last post
        await harness.press("end")
        // Then the remaining 10 are appended, oldest last, and there is nothing more
        #expect(harness.content?.posts.count == 60)
        #expect(harness.content?.posts.last?.id == 100)
        #expect(harness.content?.canLoadMore == false)
        #expect(await harness.world.posts.requestedOffsets == [0, 50])
        #expect(harness.viewModel.isLoadingMore == false)
    }

    @Test func pageDownMovesOneScreenOfPostsAndLoadsNothingMore() async throws {
        // Given my profile shown in 20 rows, the posts under the header
        let harness = ProfileHarness(.me)
        await harness.load()
        let lines = harness.screen.render(width: 80, height: 20)
        let postRows = lines.count - 1 - (try #require(lines.firstIndex(of: "Your posts")))
        // When the selection moves down one, then a page
        await harness.press("j")
        await harness.press("pagedown")
        // Then a page is the rows on screen, and the end is not reached
        #expect(postRows == 15)
        #expect(harness.viewModel.selectedIndex == 1 + postRows)
        #expect(await harness.world.posts.requestedOffsets == [0])
    }

    @Test func aFailedNextPageKeepsThePostsAndSaysSo() async {
        let posts = FakeProfilePosts(failsLoadingMore: true)
        let harness = ProfileHarness(.me, world: FakeProfileWorld(posts: posts))
        await harness.load()
        await harness.press("end")
        #expect(harness.content?.posts.count == 50)
        #expect(harness.viewModel.notice == ProfileMessages.moreFailed)
        #expect(harness.viewModel.isLoadingMore == false)
    }

    @Test func aSecondRequestWhileOneIsComingIsIgnored() async {
        let posts = FakeProfilePosts()
        let harness = ProfileHarness(.me, world: FakeProfileWorld(posts: posts))
        await harness.load()
        await posts.configure(latency: .milliseconds(50))
        harness.viewModel.requestMorePosts()
        let first = harness.viewModel.moreTask
        harness.viewModel.requestMorePosts()
        #expect(harness.viewModel.moreTask == first)
        await first?.value
        #expect(await posts.requestedOffsets == [0, 50])
    }

    @Test func disappearingCancelsTheNextPage() async {
        let posts = FakeProfilePosts()
        let harness = ProfileHarness(.me, world: FakeProfileWorld(posts: posts))
        await harness.load()
        await posts.configure(latency: .seconds(30))
        harness.viewModel.requestMorePosts()
        harness.viewModel.disappear()
        await harness.viewModel.moreTask?.value
        #expect(harness.content?.posts.count == 50)
        #expect(harness.viewModel.notice == nil)
    }

    @Test func selectionStaysWithinThePosts() async {
        let harness = ProfileHarness(.person(id: SampleProfile.grace.id))
        await harness.load()
        await harness.press("k")
        #expect(harness.viewModel.selectedIndex == 0)
        await harness.press("down")
        await harness.press("end")
        #expect(harness.viewModel.selectedIndex == 2)
        await harness.press("pageup")
        await harness.press("home")
        #expect(harness.viewModel.selectedIndex == 0)
    }
}
