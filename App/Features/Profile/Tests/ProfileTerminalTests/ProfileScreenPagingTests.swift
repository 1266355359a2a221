import AppCore
import FeatureProfile
import FeatureProfileTesting
import Testing

@testable import ProfileTerminal

/// The screen asks for the next page when the last rows come into view; selection and scrolling
/// are the shared list viewport's.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ProfileScreenPagingTests {
    @Test func showingTheLastRowsLoadsTheNextPage() async {
        // Given Ada's first page of 50
        let harness = ScreenHarness(.me)
        await harness.load()
        await harness.draw()
        // When the selection reaches the last post and the screen is drawn
        await harness.press(.end)
        await harness.draw()
        // Then the remaining 10 follow, asked for after the last post shown
        #expect(harness.content?.posts.count == 60)
        #expect(harness.content?.posts.last?.id == 100)
        #expect(await harness.world.posts.requestedCursors.count == 2)
    }

    @Test func pageDownMovesOneScreenAndLoadsNothingMore() async throws {
        // Given my profile shown in 20 rows, the posts under the header
        let harness = ScreenHarness(.me)
        await harness.load()
        let lines = await harness.draw(width: 80, height: 20)
        let postRows = lines.count - 1 - (try #require(lines.firstIndex(of: "Your posts")))
        // When the selection moves down one, then a page
        await harness.press("j")
        await harness.press(.pageDown)
        await harness.draw(width: 80, height: 20)
        // Then a page is the rows on screen, and no next page was needed
        #expect(postRows == 15)
        #expect(harness.screen.viewport.selectedIndex == 1 + postRows)
        #expect(await harness.world.posts.requestedCursors == [nil])
    }

    @Test func movingAgainAtTheEndRetriesAFailedPage() async {
        // Given a next page that fails
        let posts = FakeProfilePosts(nextPageFailure: .busy)
        let harness = ScreenHarness(.me, world: FakeProfileWorld(posts: posts))
        await harness.load()
        await harness.draw()
        await harness.press(.end)
        await harness.draw()
        let failed = harness.screen.plainLines(width: 80, height: 24)
        #expect(failed.contains("! Couldn't load more posts. The database is busy; try again in a moment."))
        // When the store recovers and the person moves down again at the end
        await posts.configure(nextPageFailure: .some(nil))
        await harness.press("j")
        await harness.draw()
        // Then the page loads
        #expect(harness.content?.posts.count == 60)
    }

    @Test func theSelectionStaysWithinThePosts() async {
        let harness = ScreenHarness(.person(id: SampleProfile.grace.id))
        await harness.load()
        await harness.draw()
        await harness.press("k")
        #expect(harness.screen.viewport.selectedIndex == 0)
        await harness.press(.down)
        await harness.press(.end)
        #expect(harness.screen.viewport.selectedIndex == 2)
        await harness.press(.space)
        #expect(harness.screen.viewport.selectedIndex == 2)
        await harness.press(.pageUp)
        await harness.press(.home)
        #expect(harness.screen.viewport.selectedIndex == 0)
    }

    @Test func aNextPageOnItsWayIsShownAtTheBottom() async throws {
        // Given my profile with a next page held at a gate
        let gate = Gate()
        let harness = ScreenHarness(.me, world: FakeProfileWorld(posts: FakeProfilePosts(nextPageGate: gate)))
        await harness.load()
        _ = harness.screen.plainLines(width: 120, height: 20)
        _ = harness.screen.handle(.end)
        _ = harness.screen.plainLines(width: 120, height: 20)
        try await eventually("the next page to be asked for") { await gate.arrivals == 1 }
        // When drawn
        let lines = harness.screen.plainLines(width: 120, height: 20)
        // Then "Loading more…" is the last line and the list still fills the rest
        #expect(lines.count == 20)
        #expect(lines.last == "  Loading more\u{2026}")
        #expect(harness.screen.isLoading)
        await gate.open()
        await harness.screen.tasks.settled()
    }
}
