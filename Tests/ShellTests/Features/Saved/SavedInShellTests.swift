import AppCore
import Foundation
import Infrastructure
import MosaicPreview
import SavedStorage
import ShellTestSupport
import Testing

@testable import MosaicShell

/// The Saved feature in the app, on the real feed's data (the preview database: in-memory
/// SQLite with sample people and posts): `b` in the feed saves and marks the post, the saved
/// list lists it, a post its author deletes leaves the list live, and Enter opens the post.
@MainActor @Suite(.timeLimit(.minutes(1))) struct SavedInShellTests {
    private func frame(_ scene: ShellScene, width: Int = 100) -> [String] {
        scene.plainLines(width: width, height: 24)
    }

    private func selectedRow(_ scene: ShellScene) -> String? {
        frame(scene).first { $0.hasPrefix("› ") }
    }

    private func showSaved(_ scene: ShellScene) throws {
        scene.apply(LinkTable().command(showing: try LinkTable().route(parsing: "mosaic://saved")))
    }

    @Test func itsLinkOpensItsScreenInTheApp() async throws {
        let scene = ShellScene(container: try await AppContainer.preview())
        try showSaved(scene)
        #expect(scene.currentScreen?.title == "Saved")
        try await waitUntil("the empty list") { !scene.isBusy }
        #expect(frame(scene).contains { $0.contains("No saved posts yet.") })
    }

    @Test func itsPreviewRunsOnItsOwnFakes() throws {
        let feature = try #require(FeatureCatalog.app.feature(named: "saved"))
        let scene = ShellScene(wiring: .fakes())
        scene.apply(LinkTable().command(showing: feature.home))
        #expect(scene.currentScreen?.title == "Saved")
    }

    @Test func bInTheFeedSavesAndMarksThePostAndTheSavedListHasIt() async throws {
        // Given the feed, the second post selected
        let container = try await AppContainer.preview()
        let scene = ShellScene(container: container)
        try await waitUntil("the feed to load") { !scene.isBusy }
        _ = scene.handle("j")
        let title = try #require(selectedRow(scene)).dropFirst(2).prefix(20)
        // When the person presses b
        _ = scene.handle("b")
        // Then the row is marked, and stays so
        try await waitUntil("the mark on the selected row") {
            selectedRow(scene)?.hasSuffix("★ saved") == true
        }
        // And the saved list has it
        try showSaved(scene)
        try await waitUntil("the saved list") { frame(scene).contains { $0.hasPrefix("› " + title) } }
        // When b there unsaves it, the list is empty and the feed's mark goes
        _ = scene.handle("b")
        try await waitUntil("the empty list") { frame(scene).contains { $0.contains("No saved posts yet.") } }
        scene.apply(LinkTable().command(showing: try LinkTable().route(parsing: "mosaic://feed")))
        try await waitUntil("the mark gone") { !frame(scene).contains { $0.hasSuffix("★ saved") } }
    }

    @Test func aSavedPostItsAuthorDeletesLeavesTheOpenListLive() async throws {
        // Given two posts saved by the person, their list on screen
        let container = try await AppContainer.preview()
        let services = container.services
        let me = try #require(try services.session.signedInPersonID())
        let store = SavedStorage.posts(on: services.storage)
        let page = try await services.posts.feed(after: nil, limit: 2, viewer: nil)
        let (kept, gone) = (page.posts[0].post, page.posts[1].post)
        try await store.setSaved(true, postID: gone.id, person: me)
        try await store.setSaved(true, postID: kept.id, person: me)
        let scene = ShellScene(container: container)
        try showSaved(scene)
        try await waitUntil("both listed") { frame(scene).filter { $0.contains(" · saved ") }.count == 2 }
        // When its author deletes one
        try await services.posts.delete(postID: gone.id, actingAs: gone.authorID)
        // Then it leaves the list without a key pressed
        try await waitUntil("the deleted post gone") {
            frame(scene).filter { $0.contains(" · saved ") }.count == 1
        }
        #expect(frame(scene).contains { $0.contains(String(kept.title.prefix(20))) })
    }

    @Test func aSaveInAnotherWindowComesToTheTopLiveAndEnterOpensThePost() async throws {
        // Given the empty list on screen
        let container = try await AppContainer.preview()
        let services = container.services
        let me = try #require(try services.session.signedInPersonID())
        let scene = ShellScene(container: container)
        try showSaved(scene)
        try await waitUntil("the empty list") { frame(scene).contains { $0.contains("No saved posts yet.") } }
        // When another window saves a post
        let post = try #require(try await services.posts.feed(after: nil, limit: 1, viewer: nil).posts.first)
            .post
        let start = ContinuousClock.now
        try await SavedStorage.posts(on: services.storage).setSaved(true, postID: post.id, person: me)
        try await waitUntil("the save shown") {
            frame(scene).contains { $0.hasPrefix("› " + post.title.prefix(20)) }
        }
        print("saved-posts live delay in the shell (SQLite): \(ContinuousClock.now - start)")
        // And Enter opens the post on its own screen
        _ = scene.handle(.enter)
        try await waitUntil("the post's screen") { scene.currentScreen?.title != "Saved" }
        try await waitUntil("the post loaded") { !scene.isBusy }
        #expect(frame(scene).contains { $0.contains(String(post.title.prefix(20))) })
    }

    @Test func theWebsFeedOffersSaveAndTheSavedPageListsWhatWasSaved() async throws {
        let container = try await AppContainer.preview()
        let services = container.services
        // The pages as a browser session builds them, every feature's actions beside its posts.
        let context = PageContext(contributions: FeatureCatalog.app.webContributions(on: services)) { _ in }
        func page(_ route: Route) -> (any WebPage)? {
            FeatureCatalog.app.owner(of: route)?.pages(on: services).page(for: route, context: context)
        }
        let feed = try #require(page(Route("feed")))
        let request = WebRequest(path: "/feed", csrfToken: "token")
        _ = await feed.load(request)
        #expect(feed.body(request).markup.contains(">Save</button>"))
        // When the Save form of the first post is sent
        let post = try #require(try await services.posts.feed(after: nil, limit: 1, viewer: nil).posts.first)
            .post
        let form = WebRequest(
            path: "/feed",
            form: FormData([
                ("intent", Contributions.formIntent), ("action", "saved.save"), ("post", String(post.id)),
                ("on", "yes"),
            ]), csrfToken: "token")
        _ = await feed.submit(form)
        // Then the feed marks it and offers Unsave, and /saved lists it
        _ = await feed.load(request)
        #expect(feed.body(request).markup.contains(">Unsave</button>"))
        #expect(feed.body(request).markup.contains("★ saved"))
        let saved = try #require(page(Route("saved")))
        let savedRequest = WebRequest(path: "/saved", csrfToken: "token")
        _ = await saved.load(savedRequest)
        #expect(saved.body(savedRequest).markup.contains("href=\"/post/\(post.id)\""))
    }
}
