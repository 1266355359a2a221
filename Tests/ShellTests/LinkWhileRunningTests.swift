import AppCore
import MosaicPreview
import ShellTestSupport
import Testing

@testable import MosaicShell

/// `:` opens a link while the app runs, as `mosaic open LINK` does at launch; a link that cannot
/// open says why and leaves the screen as it was.
@MainActor @Suite(.timeLimit(.minutes(1))) struct LinkWhileRunningTests {
    /// The app on the preview data, on the feed, loaded.
    private func app() async throws -> ShellScene {
        let scene = ShellScene(container: try await AppContainer.preview())
        try await waitUntil("the feed to load") { !scene.isBusy }
        return scene
    }

    /// Presses `:`, types `link` after the field's "mosaic://", and presses enter.
    private func open(_ link: String, in scene: ShellScene) async throws {
        _ = scene.handle(":")
        try await waitUntil("the link question") { scene.sheets.isAsking }
        #expect(scene.plainLines(width: 80, height: 24).contains { $0.contains("Open a link") })
        _ = scene.handle(Key.paste(link))
        _ = scene.handle(.enter)
    }

    @Test func aTagLinkOpensThatTagsPosts() async throws {
        // Given the feed
        let scene = try await app()
        // When the person opens a tag's link
        try await open("tag/history", in: scene)
        // Then its list is shown, on the feed's tab, with a way back
        try await waitUntil("the tag's posts") { scene.currentRoute == Route("tag", "history") }
        #expect(scene.navigation.selectedTab == .feed)
        #expect(scene.banner == nil)
    }

    /// Issue 43, item 23: a link copied with a space or a line break around it opens.
    @Test(arguments: [" mosaic://settings", "mosaic://settings\n", "\t mosaic://settings  "])
    func aLinkPastedWithSpacesAroundItOpens(pasted: String) async throws {
        // Pasted with no field open
        let scene = try await app()
        _ = scene.handle(Key.paste(pasted))
        try await waitUntil("settings") { scene.navigation.selectedTab == .settings }
        // And pasted after the link question's own "mosaic://"
        let asked = try await app()
        try await open(pasted, in: asked)
        try await waitUntil("settings after :") { asked.navigation.selectedTab == .settings }
        #expect(asked.banner == nil)
    }

    @Test func aProfileLinkByHandleOpensOnTheProfileTab() async throws {
        let scene = try await app()
        try await open("profile/@grace", in: scene)
        try await waitUntil("the profile tab") { scene.navigation.selectedTab == .profile }
        #expect(scene.navigation.stack(for: .profile).count == 1)
    }

    @Test(arguments: [
        ("profile/@nobody", "Cannot open the link: profile @nobody does not exist."),
        ("post/999999", "Cannot open the link: post 999999 does not exist."),
        ("nowhere", "Cannot open the link: unknown link destination 'nowhere'"),
        ("post/abc", "Cannot open the link: 'abc' is not a numeric id."),
    ])
    func aLinkThatCannotOpenSaysWhyAndTheScreenStays(link: String, said: String) async throws {
        // Given the feed
        let scene = try await app()
        // When
        try await open(link, in: scene)
        // Then the banner says why, and the feed is still shown
        try await waitUntil("the reason") { scene.banner != nil }
        #expect(scene.banner?.message.hasPrefix(said) == true)
        #expect(scene.currentRoute == Route("feed"))
        #expect(scene.navigation.stack(for: .feed).isEmpty)
    }

    @Test func escapeAtTheQuestionOpensNothing() async throws {
        let scene = try await app()
        _ = scene.handle(":")
        try await waitUntil("the link question") { scene.sheets.isAsking }
        _ = scene.handle(.escape)
        #expect(!scene.sheets.isAsking)
        #expect(scene.currentRoute == Route("feed"))
        #expect(scene.banner == nil)
    }

    @Test func theHelpNamesTheKey() async throws {
        let scene = try await app()
        _ = scene.handle("?")
        #expect(
            scene.helpSheet.lines.contains(
                .key(KeyHelp(key: ":", text: "open a link (mosaic://…), or paste one"))))
    }

    @Test func aPreviewSaysLinksOpenInTheApp() async throws {
        // Given the features on their own fakes, as `mosaic preview` runs them
        let scene = ShellScene(wiring: .fakes(), navigation: ShellNavigation(selectedTab: .feed))
        try await waitUntil("the feed to load") { !scene.isBusy }
        // When
        try await open("tag/history", in: scene)
        // Then
        try await waitUntil("the notice") { scene.banner != nil }
        #expect(scene.banner?.message.hasPrefix("Links open in the app") == true)
        #expect(scene.navigation.stack(for: .feed).isEmpty)
    }
}
