import AppCore
import FeatureFeedTesting
import MosaicPreview
import ShellTestSupport
import Testing

@testable import MosaicShell

@MainActor @Suite struct FeatureWiringTests {
    private func waitUntilLoaded(_ scene: ShellScene) async throws {
        try await waitUntil("the screen to load") { !scene.isBusy }
    }

    @Test func thePreviewShowsTheFeedTeamsOwnSamplePosts() async throws {
        // Given the features on their own fakes, as `mosaic preview feed` runs them
        let scene = ShellScene(wiring: .fakes(), navigation: ShellNavigation(selectedTab: .feed))
        // When
        try await waitUntilLoaded(scene)
        // Then the rows are the feature's sample data, not the app's seeded database
        let frame = scene.plainLines(width: 80, height: 24).joined(separator: "\n")
        #expect(frame.contains(SampleFeed.posts[0].title))
    }

    @Test func aPostWrittenInThePreviewIsThereOnTheNextScreen() async throws {
        // Given the feed preview
        let scene = ShellScene(wiring: .fakes(), navigation: ShellNavigation(selectedTab: .feed))
        try await waitUntilLoaded(scene)
        // When the person writes a post: title, body, tags
        _ = scene.handle("n")
        for (answer, finishing) in [
            ("Preview post", Key.enter), ("Written in the preview", .tab), ("", .enter),
        ] {
            try await waitUntil("the question to be asked") { scene.sheets.isAsking }
            for key in Key.typing(answer) { _ = scene.handle(key) }
            _ = scene.handle(finishing)
        }
        try await waitUntil("the new post on the feed") {
            scene.plainLines(width: 80, height: 24).contains { $0.contains("Preview post") }
        }
        // And opens the newest post, a screen built afresh from the same wiring
        _ = scene.handle(.enter)
        try await waitUntil("the post's screen") {
            scene.plainLines(width: 80, height: 24).contains { $0.contains("Written in") }
        }
        // Then the post screen reads the post the feed screen wrote
        #expect(scene.navigation.stack(for: .feed).count == 1)
        #expect(scene.plainLines(width: 80, height: 24).contains { $0.contains("Written in the preview") })
    }

    @Test func inAPreviewAScreenOfAnotherFeatureIsNamedNotOpened() async throws {
        // Given the profile previewed on its fakes, whose posts the feed's fakes do not have
        let scene = ShellScene(wiring: .fakes(), navigation: ShellNavigation(selectedTab: .profile))
        try await waitUntilLoaded(scene)
        // When the person opens one of the profile's posts
        _ = scene.handle(.enter)
        // Then the profile stays, and a notice says what the app would open
        #expect(scene.navigation.stack(for: .profile).isEmpty)
        #expect(scene.banner?.message.contains("In the app this opens post") == true)
    }

    @Test func inAPreviewOfOneFeatureTheOtherTabsSayTheyAreNotPartOfIt() async throws {
        // Given `mosaic preview feed`
        let scene = ShellScene(
            wiring: .fakes(previewing: "feed"), navigation: ShellNavigation(selectedTab: .feed))
        try await waitUntilLoaded(scene)
        // When the person switches to the Profile tab and presses enter
        _ = scene.handle("2")
        _ = scene.handle(.enter)
        // Then the tab says it is not part of the preview and how to see it, and nothing opened
        let frame = scene.plainLines(width: 80, height: 24).joined(separator: "\n")
        #expect(frame.contains("Profile is not part of this preview."))
        #expect(frame.contains("mosaic preview profile"))
        #expect(scene.navigation.stack(for: .profile).isEmpty)
        // And the feed itself is still the feed
        _ = scene.handle("1")
        #expect(scene.plainLines(width: 80, height: 24).joined().contains(SampleFeed.posts[0].title))
    }

    @Test func theAppItselfOpensAnotherFeaturesScreen() async throws {
        // Given the real wiring
        let scene = ShellScene(
            container: try await AppContainer.preview(), navigation: ShellNavigation(selectedTab: .profile))
        try await waitUntilLoaded(scene)
        // When the person opens one of their posts
        _ = scene.handle(.enter)
        // Then the post screen is pushed on the profile tab
        #expect(scene.navigation.stack(for: .profile).count == 1)
        #expect(scene.banner == nil)
    }
}
