import AppCore
import Testing

@testable import MosaicShell

/// A feature plugs into the shell through its `ShellFeature` and one line in the list of
/// features: tabs, keys, help, footer, links and previews follow from the list.
@MainActor @Suite struct FeaturePluginTests {
    private let catalog = FeatureCatalog.withNotesAndSearch

    private func scene(_ navigation: ShellNavigation? = nil) async throws -> ShellScene {
        ShellScene(container: try await AppContainer.preview(), navigation: navigation, catalog: catalog)
    }

    @Test func tabsFollowEachFeaturesPositionNotTheListsOrder() {
        #expect(catalog.tabs.map(\.rawValue) == ["feed", "notes", "profile", "settings"])
    }

    @Test func aNewTabGetsTheNextNumberKeyAndAPlaceInTheTabBar() async throws {
        // Given
        let scene = try await scene()
        // When
        #expect(scene.handle("2") == .handled)
        // Then
        #expect(scene.navigation.selectedTab == ShellTab(rawValue: "notes"))
        let lines = scene.plainLines(width: 100, height: 12)
        #expect(lines[0].contains("[2 Notes]"))
        #expect(lines[0].contains("4 Settings"))
        #expect(lines.joined().contains("Notes at mosaic://notes"))
        #expect(lines.last?.contains("1-4 tabs") == true)
        #expect(scene.handle("4") == .handled)
        #expect(scene.navigation.selectedTab == .settings)
        #expect(scene.handle("5") == .ignored)
    }

    @Test func theHelpSheetCountsTheTabs() async throws {
        let scene = try await scene()
        _ = scene.handle("?")
        #expect(scene.plainLines(width: 80, height: 24).contains { $0.contains("1 2 3 4, tab") })
    }

    @Test func aLinkToAFeatureWithoutATabOpensOnTheFirstTab() throws {
        // Given
        let table = LinkTable(catalog: catalog)
        // When
        let route = try table.route(parsing: "mosaic://search")
        // Then
        #expect(table.command(showing: route) == .applyLink(tab: .feed, stack: [Route("search")]))
    }

    @Test func anUnknownLinkNamesEveryFeaturesHosts() {
        #expect(throws: DeepLinkError.unknownHost("videos", known: catalog.hosts)) {
            try LinkTable(catalog: catalog).route(parsing: "mosaic://videos")
        }
        #expect(catalog.hosts.contains("notes") && catalog.hosts.contains("search"))
    }

    @Test func aFeaturesScreenIsBuiltByThatFeature() async throws {
        // Given
        let scene = try await scene()
        // When
        scene.apply(LinkTable(catalog: catalog).command(showing: Route("search")))
        // Then
        #expect(scene.currentScreen?.title == "Search")
        #expect(scene.navigation.stack(for: .feed) == [Route("search")])
    }

    @Test func aPreviewRunsTheFeatureOnItsOwnFakes() {
        // Given
        let scene = ShellScene(wiring: .fakes(catalog: catalog))
        // When
        scene.apply(LinkTable(catalog: catalog).command(showing: Route("notes")))
        // Then
        #expect(scene.currentScreen?.title == "Notes preview")
    }

    @Test func aSavedPlaceOfAFeatureNoLongerBuiltIsLeftOut() {
        // Given a save made with Notes built in
        let notes = ShellTab(rawValue: "notes")
        let saved = ShellNavigation(
            selectedTab: notes, stacks: [notes: [.post(1)], .feed: [Route("search"), .post(2)]])
        // When restored by the app without Notes and Search
        let fitted = FeatureCatalog.app.fitting(saved)
        // Then
        #expect(fitted == ShellNavigation(selectedTab: .feed))
    }
}

/// What must hold for the features the app is built with.
@MainActor @Suite struct AppCatalogTests {
    private let catalog = FeatureCatalog.app

    @Test func namesAndLinkHostsAreEachOwnedByOneFeature() {
        let names = catalog.features.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(Set(catalog.hosts).count == catalog.hosts.count)
    }

    @Test func everyFeaturesHomeAndDocumentedLinksOpenItsOwnScreens() throws {
        for feature in catalog.features {
            #expect(catalog.canShow(feature.home), "\(feature.name)'s home")
            for form in feature.linkForms {
                let host = try DeepLink(parsing: form.replacingOccurrences(of: "/<id>", with: "/1")).host
                #expect(catalog.feature(forHost: host)?.name == feature.name, "\(form)")
            }
        }
    }

    @Test func everyFeaturesHomeScreenIsBuiltLiveAndInPreview() async throws {
        let live = ShellScene(container: try await AppContainer.preview())
        let preview = ShellScene(wiring: .fakes())
        for feature in catalog.features {
            let command = LinkTable().command(showing: feature.home)
            live.apply(command)
            preview.apply(command)
            #expect(live.currentScreen != nil, "\(feature.name) live")
            #expect(preview.currentScreen != nil, "\(feature.name) preview")
        }
    }

    @Test func theTabsAreFeedProfileSettingsOnKeys1To3() {
        #expect(catalog.tabs == [.feed, .profile, .settings])
    }
}
