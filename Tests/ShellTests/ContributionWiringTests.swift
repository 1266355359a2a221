import AppCore
import Foundation
import Infrastructure
import ShellTestSupport
import Testing

@testable import MosaicShell

/// A feature's actions on posts and people reach the features that show them through the shell
/// alone: the stand-in below is written as another team would write its plugin, and the feed
/// and profile pick up its keys, marks, forms and links without a line of theirs changing.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ContributionWiringTests {
    private func app(_ saves: ProbeSaves) async throws -> ShellScene {
        let catalog = FeatureCatalog(AppFeatures.all + [ProbeSavesPlugin(saves: saves)])
        let scene = ShellScene(container: try await AppContainer.preview(), catalog: catalog)
        try await waitUntil("the feed to load") { !scene.isBusy }
        return scene
    }

    @Test func aPluginsPostActionReachesTheFeedWithTheSelectedPost() async throws {
        // Given the app with a feature that saves posts on `z` (a key no feature of the app's takes)
        let saves = ProbeSaves()
        let scene = try await app(saves)
        _ = scene.handle("j")
        let selected = scene.plainLines(width: 100, height: 24).first { $0.hasPrefix("› ") }
        // When the person presses z on the selected post
        _ = scene.handle("z")
        // Then the plugin's action ran once, on a post, and that row is marked
        try await waitUntil("the action to run") { saves.performed.count == 1 }
        try await waitUntil("the mark on the selected row") {
            scene.plainLines(width: 100, height: 24).first { $0.hasPrefix("› ") }?.hasSuffix("★ probe")
                == true
        }
        let row = scene.plainLines(width: 100, height: 24).first { $0.hasPrefix("› ") }
        #expect(row?.hasPrefix(selected.map { String($0.prefix(20)) } ?? "?") == true)
    }

    @Test func aLinkAnActionReturnsOpensOverTheScreenItWasAskedFrom() async throws {
        // Given the feed and a feature whose `y` returns the link of the author's profile (a key no
        // feature of the app's takes: Messages has `m`)
        let scene = try await app(ProbeSaves())
        // When the person presses y on the first post
        _ = scene.handle("y")
        // Then the shell opens it on top of the feed, in the feed's tab, as `a` opens an author
        // (issue 43, item 10: Esc goes back to where the action was asked)
        try await waitUntil("the author's profile") { scene.navigation.stack(for: .feed).count == 1 }
        #expect(scene.navigation.selectedTab == .feed)
        #expect(scene.currentRoute.map { ProfileRoute($0) != nil } == true)
        #expect(scene.banner == nil)
        _ = scene.handle(.escape)
        #expect(scene.navigation.stack(for: .feed).isEmpty)
    }

    @Test func aBrowserSessionsPagesGetTheActionsAndTheirLinksBecomePaths() async throws {
        let saves = ProbeSaves()
        let catalog = FeatureCatalog(AppFeatures.all + [ProbeSavesPlugin(saves: saves)])
        let services = try await AppContainer.preview().services
        let contributions = catalog.webContributions(on: services)
        #expect(contributions.posts.map(\.id).last == "probe.save")
        #expect(contributions.follow("mosaic://profile/@grace") == "/profile/@grace")
        #expect(contributions.follow("mosaic://nowhere/1") == nil)
        // And the feed's page, as a session builds it, shows the action's button
        let context = PageContext(contributions: contributions) { _ in }
        let page = try #require(
            catalog.owner(of: Route("feed"))?.pages(on: services).page(for: Route("feed"), context: context))
        let request = WebRequest(path: "/feed", csrfToken: "token")
        _ = await page.load(request)
        #expect(page.body(request).markup.contains(">Probe</button>"))
    }
}

/// What the stand-in feature's actions did.
@MainActor final class ProbeSaves {
    private(set) var performed: [Int] = []
    private var saved: Set<Int> = []

    func lookup(_ ids: [Int]) -> Set<Int> { saved.intersection(ids) }

    private func record(_ postID: Int, turnsOn: Bool) {
        performed.append(postID)
        if turnsOn { saved.insert(postID) } else { saved.remove(postID) }
    }

    /// Its actions, for whoever shows posts and people (they come here to record what was done).
    nonisolated func contributions() -> Contributions {
        let save = ContributedAction<PostSubject>.toggle(
            id: "probe.save", key: "z",
            off: ActionWords(label: "probe", help: "probe the post", button: "Probe"),
            on: ActionWords(label: "unprobe", help: "unprobe the post", button: "Unprobe"),
            marks: SubjectMarks(mark: "★ probe", lookup: { await self.lookup($0) })
        ) { post, turnsOn in
            await self.record(post.id, turnsOn: turnsOn)
            return .done(nil)
        }
        let open = ContributedAction<PersonSubject>(
            id: "probe.open", key: "y",
            words: ActionWords(label: "open", help: "open the person", button: "Open")
        ) { person in .open(link: "mosaic://profile/@" + person.handle) }
        return Contributions(posts: [save], people: [open])
    }
}

/// A feature as another team would add one, contributing actions from its plugin alone.
struct ProbeSavesPlugin: FeaturePlugin {
    let saves: ProbeSaves
    let name = "probe-saves"
    let tab: FeatureTab? = nil
    let hosts = ["probe-saves"]
    let linkForms = ["mosaic://probe-saves"]
    let flags: [FlagDefinition] = []
    var home: Route { Route("probe-saves") }

    func route(for link: DeepLink) throws(DeepLinkError) -> Route { Route(link.host) }
    @MainActor func screens(on services: AppServices) -> any ScreenBuilder { LinesScreens(title: "Probe") }
    func contributions(on services: AppServices) -> Contributions { saves.contributions() }
}
