import AppCore
import FeatureFeed
import FeatureFeedTesting
import Testing

@testable import FeedTerminal

/// The screens while changes arrive from elsewhere: the new-posts line above the list, `r`
/// showing them, a selection that survives a deletion, a post's screen saying it was deleted,
/// and listening only while shown.
@MainActor @Suite(.timeLimit(.minutes(1))) struct LiveScreenTests {
    private func publishElsewhere(_ id: Int, in world: ScreenWorld) async {
        await world.store.add(SampleFeed.post(id, by: 2, "Fresh \(id)", ago: -60 * id, tags: []))
        world.changes.push(.published(postID: id, authorID: 2))
    }

    private func listening(_ world: ScreenWorld) async throws {
        try await eventually("the screen to listen") { world.changes.listenerCount == 1 }
    }

    @Test func newPostsShowAsALineAboveTheListAndRShowsThem() async throws {
        // Given the list with the third post selected
        let world = ScreenWorld()
        let screen = await world.loadedFeed()
        try await listening(world)
        _ = screen.plainLines(width: 80, height: 8)
        _ = screen.handle("j")
        _ = screen.handle("j")
        // When one, then two posts arrive
        await publishElsewhere(7, in: world)
        try await eventually("one new post said") {
            screen.plainLines(width: 80, height: 8).first == "1 new post · r to show"
        }
        await publishElsewhere(8, in: world)
        try await eventually("two new posts said") {
            screen.plainLines(width: 80, height: 8).first == "2 new posts · r to show"
        }
        // Then the list under the line is as it was, the selection on its post
        let frame = screen.plainLines(width: 80, height: 8)
        #expect(frame[1] == "  Notes on the Analytical Engine")
        #expect(frame[5] == "› Computable numbers, briefly")
        #expect(screen.selectedPost?.id == 3)
        #expect(screen.plainHelp.contains { $0.contains("show the new posts") })
        // And r shows them, on the newest (even if a frame is drawn before the reload starts),
        // and the line goes
        _ = screen.handle("r")
        _ = screen.plainLines(width: 80, height: 8)
        await screen.settled()
        #expect(screen.plainLines(width: 80, height: 2) == ["› Fresh 8", "  Grace Hopper @grace · now"])
        #expect(screen.selectedPost?.id == 8)
        screen.disappear()
    }

    /// Issue 43, item 26: an empty list (a new team's feed) shows a teammate's first post, not
    /// "1 new post · r to show" above "No posts yet".
    @Test func aPostReachingAnEmptyListIsShownNotCountedAboveNoPostsYet() async throws {
        let world = ScreenWorld(posts: [])
        let screen = await world.loadedFeed()
        try await listening(world)
        #expect(
            screen.plainLines(width: 80, height: 6).first == "No posts yet. Press n to write the first one.")
        await publishElsewhere(7, in: world)
        try await eventually("the first post shown") {
            screen.plainLines(width: 80, height: 6).first == "› Fresh 7"
        }
        let lines = screen.plainLines(width: 80, height: 6)
        #expect(!lines.contains { $0.contains("new post") || $0.contains("No posts yet") }, "\(lines)")
        screen.disappear()
    }

    @Test func theLineFitsANarrowWindow() async throws {
        let world = ScreenWorld()
        let screen = await world.loadedFeed()
        try await listening(world)
        await publishElsewhere(7, in: world)
        try await eventually("the line") { screen.model.newPostCount == 1 }
        let lines = screen.plainLines(width: 12, height: 5)
        #expect(fits(lines, width: 12, height: 5))
        #expect(lines.prefix(2) == ["1 new post ·", "r to show"])
        screen.disappear()
    }

    @Test func aSelectedPostDeletedElsewhereLeavesTheSelectionOnTheNextOne() async throws {
        let world = ScreenWorld()
        let screen = await world.loadedFeed()
        try await listening(world)
        _ = screen.handle("j")
        #expect(screen.selectedPost?.id == 2)
        await world.store.remove(id: 2)
        world.changes.push(.deleted(postID: 2))
        try await eventually("post 2 gone") { !screen.model.posts.contains { $0.id == 2 } }
        #expect(screen.selectedPost?.id == 3)
        // And it stays on that post when more arrive above it
        await publishElsewhere(7, in: world)
        try await eventually("the new post counted") { screen.model.newPostCount == 1 }
        _ = screen.handle("j")
        #expect(screen.selectedPost?.id == 4)
        screen.disappear()
    }

    @Test func theLastPostDeletedElsewhereSelectsTheOneBeforeIt() async throws {
        let world = ScreenWorld()
        let screen = await world.loadedFeed()
        try await listening(world)
        _ = screen.handle("G")
        #expect(screen.selectedPost?.id == 6)
        await world.store.remove(id: 6)
        world.changes.push(.deleted(postID: 6))
        try await eventually("post 6 gone") { screen.model.posts.count == 5 }
        #expect(screen.selectedPost?.id == 5)
        screen.disappear()
    }

    @Test func aFlagTurnedOnElsewhereShowsLikeCounts() async throws {
        let world = ScreenWorld()
        let screen = await world.loadedFeed()
        try await listening(world)
        await world.flags.set(FeedViewModel.likeCountsFlag, on: true)
        world.changes.push(.flagsChanged)
        try await eventually("like counts drawn") {
            screen.plainLines(width: 80, height: 2).last?.contains("♡ 12") == true
        }
        screen.disappear()
    }

    @Test func listeningEndsWhenTheScreenGoesAndStartsAgainWhenItComesBack() async throws {
        let world = ScreenWorld()
        let screen = await world.loadedFeed()
        try await listening(world)
        screen.disappear()
        try await eventually("listening over") { world.changes.listenerCount == 0 }
        // Meanwhile a post is published; coming back reloads and listens again
        await publishElsewhere(7, in: world)
        screen.appear()
        await screen.settled()
        try await listening(world)
        #expect(screen.model.posts.first?.id == 7)
        #expect(screen.model.newPostCount == 0)
        screen.disappear()
    }

    @Test func aPostDeletedElsewhereSaysSoOnItsScreen() async throws {
        let world = ScreenWorld()
        let screen = await world.loadedPost(1)
        try await listening(world)
        await world.store.remove(id: 1)
        world.changes.push(.deleted(postID: 1))
        try await eventually("the post's screen to say so") {
            screen.plainLines(width: 60, height: 5) == ["This post was deleted."]
        }
        #expect(screen.plainHelp.isEmpty)
        screen.disappear()
        try await eventually("listening over") { world.changes.listenerCount == 0 }
    }

    @Test func aKeptPostIsSentWhenTheServerIsBack() async throws {
        let world = ScreenWorld(
            failures: .init(publishing: .unreachable("db.example:5432")),
            prompt: ScriptedFeedPrompt(textAnswers: ["Field notes", "", ""]))
        let screen = await world.loadedFeed()
        try await listening(world)
        _ = screen.handle("n")
        await screen.settled()
        #expect(
            screen.plainLines(width: 80, height: 3) == [
                "! Not sent yet: the team server can't be reached right now; your post is kept",
                "and goes when it is back.",
                "› Notes on the Analytical Engine",
            ])
        #expect(screen.plainHints.contains("n continue post"))
        await world.store.setFailures(.init())
        world.changes.push(.connectionRestored)
        // Then it is sent and put at the top; the selection stays where the person left it
        try await eventually("the post sent") {
            screen.plainLines(width: 80, height: 7).prefix(4) == [
                "✓ Your post was published.", "  Field notes", "  Ada Lovelace @ada · now",
                "› Notes on the Analytical Engine",
            ]
        }
        #expect(screen.selectedPost?.id == 1)
        screen.disappear()
    }
}
