import FeatureFeed
import Foundation
import Infrastructure
import ShellTestSupport
import Testing

@testable import MosaicShell

/// Two teammates' apps on one PostgreSQL server, driven through the feed's view model: what one
/// does reaches the other's running app without a key (how soon is Scripts/bench's figure).
@MainActor
@Suite(.timeLimit(.minutes(1)), .enabled(if: HeadlessTeam.url != nil, "MOSAIC_TEST_POSTGRES_URL is unset"))
struct LiveTeamTests {
    private func feed(of app: AppContainer) -> FeedViewModel {
        FeedFeature.makeFeed(
            dependencies: FeedPlugin.dependencies(on: app.services, prompt: ScriptedAnswers())
        ) { _ in }
    }

    @Test func aTeammatesPostShowsAsOneNewPostAndTheListStays() async throws {
        // Given Ada's feed on show, listening, and Bob's app on the same team database
        let team = try await HeadlessTeam.makeTeam(on: try #require(HeadlessTeam.url))
        let ada = feed(of: try await team.member("ada"))
        let bob = feed(of: try await team.member("bob"))
        await ada.appear()
        await bob.appear()
        let listening = Task { await ada.watchChanges() }
        defer { listening.cancel() }
        // (a first post shows Ada's app is listening)
        _ = try #require(await bob.publish(FeedDraftText(title: "Warming up")))
        try await waitUntil("the first post to be counted") { ada.newPostCount == 1 }
        await ada.refresh()
        #expect(ada.newPostCount == 0)
        let shown = ada.posts.map(\.id)
        // When Bob publishes
        let post = try #require(await bob.publish(FeedDraftText(title: "Hello, Ada")))
        // Then Ada's feed says "1 new post", and her list has not moved
        try await waitUntil("Bob's post to reach Ada") { ada.newPostCount == 1 }
        #expect(ada.posts.map(\.id) == shown)
        // And a refresh shows it on top
        await ada.refresh()
        #expect(ada.posts.first?.id == post.id)
    }

    @Test func aFlagTheOwnerFlipsChangesARunningFeedBothWays() async throws {
        // Given Ada's feed, showing like counts (the flag's default), listening
        let team = try await HeadlessTeam.makeTeam(on: try #require(HeadlessTeam.url))
        let ada = feed(of: try await team.member("ada"))
        await ada.appear()
        #expect(ada.showsLikeCounts)
        let listening = Task { await ada.watchChanges() }
        defer { listening.cancel() }
        // (a first flip, off, shows the app is listening)
        try await team.team.setFlag("feed.like_counts", to: false)
        try await waitUntil("the first flip") { !ada.showsLikeCounts }
        // When the owner turns the flag on for everyone
        try await team.team.setFlag("feed.like_counts", to: true)
        // Then the running feed shows like counts again, with no restart
        try await waitUntil("the flag to reach the feed") { ada.showsLikeCounts }
    }

    @Test(.enabled(if: PausableServer.script != nil, "no PostgreSQL server script"))
    func aServerStoppedMidSessionIsSaidAndTheAppRecoversWhenItIsBack() async throws {
        // Given Ada's feed, loaded, on a server of this test's own
        try await PausableServer.with { server in
            let team = try await HeadlessTeam.makeTeam(on: server.url)
            let app = try await team.member("ada")
            let ada = feed(of: app)
            _ = try #require(await ada.publish(FeedDraftText(title: "Before the outage")))
            await ada.refresh()
            let shown = ada.posts
            let listening = Task { await ada.watchChanges() }
            defer { listening.cancel() }
            // When the server stops mid-session and Ada refreshes
            try await server.stop()
            await ada.refresh()
            // Then the refresh fails, in people's words (the log names the server), and the list
            // stays. (How soon is the request limit's: a stopped server refuses at once, and a
            // test that timed it failed only a busy machine.)
            #expect(
                ada.message?.contains("can't be reached right now") == true, "got \(ada.message ?? "nothing")"
            )
            #expect(ada.posts == shown)
            // When the server is back, then the app recovers by itself, without a restart
            try await server.restart()
            try await waitUntil("the message to go once the server is back", limit: .seconds(15)) {
                ada.message == nil
            }
            await ada.refresh()
            #expect(ada.message == nil)
            #expect(ada.posts.map(\.id) == shown.map(\.id))
        }
    }
}
