import AppCore
import MosaicPreview
import Testing

@testable import MosaicShell

/// A feature plugs into the shell through its `FeaturePlugin` and one line in the list of
/// features: tabs, keys, help, footer, links and previews follow from the list.
@MainActor @Suite struct FeaturePluginTests {
    private let catalog = FeatureCatalog.withProbes

    private func scene(_ navigation: ShellNavigation? = nil) async throws -> ShellScene {
        ShellScene(container: try await AppContainer.preview(), navigation: navigation, catalog: catalog)
    }

    private let probeTab = ShellTab(rawValue: "probe-tab")

    @Test func tabsFollowEachFeaturesPositionNotTheListsOrder() {
        // Feed 10, the probe 15, Profile 20, Settings 90: the probe is listed last but shown second.
        #expect(Array(catalog.tabs.prefix(3)) == [.feed, probeTab, .profile])
        #expect(catalog.tabs.last == .settings)
    }

    @Test func aNewTabGetsANumberKeyAndAPlaceInTheTabBar() async throws {
        // Given
        let scene = try await scene()
        let count = catalog.tabs.count
        // When
        #expect(scene.handle("2") == .handled)
        // Then
        #expect(scene.navigation.selectedTab == probeTab)
        let lines = scene.plainLines(width: 120, height: 12)
        #expect(lines[0].contains("[2 Probe]"))
        #expect(lines[0].contains("\(count) Settings"))
        #expect(lines.joined().contains("Probe-Tab at mosaic://probe-tab"))
        #expect(lines.last?.contains("1-\(count) tabs") == true)
        #expect(scene.handle(.character(Character(String(count)))) == .handled)
        #expect(scene.navigation.selectedTab == .settings)
        #expect(scene.handle(.character(Character(String(count + 1)))) == .ignored)
    }

    @Test func theHelpSheetCountsTheTabs() async throws {
        let scene = try await scene()
        _ = scene.handle("?")
        let keys = "1-\(catalog.tabs.count), tab"
        #expect(scene.plainLines(width: 80, height: 24).contains { $0.contains(keys) })
    }

    @Test func aLinkToAFeatureWithoutATabOpensOnTheFirstTab() throws {
        // Given
        let table = LinkTable(catalog: catalog)
        // When
        let route = try table.route(parsing: "mosaic://probe-link")
        // Then
        #expect(table.command(showing: route) == .applyLink(tab: .feed, stack: [Route("probe-link")]))
    }

    @Test func anUnknownLinkNamesEveryFeaturesHosts() {
        #expect(throws: DeepLinkError.unknownHost("videos", known: catalog.hosts)) {
            try LinkTable(catalog: catalog).route(parsing: "mosaic://videos")
        }
        #expect(catalog.hosts.contains("probe-tab") && catalog.hosts.contains("probe-link"))
    }

    @Test func aFeaturesScreenIsBuiltByThatFeature() async throws {
        // Given
        let scene = try await scene()
        // When
        scene.apply(LinkTable(catalog: catalog).command(showing: Route("probe-link")))
        // Then
        #expect(scene.currentScreen?.title == "Probe-Link")
        #expect(scene.navigation.stack(for: .feed) == [Route("probe-link")])
    }

    @Test func aPreviewRunsTheFeatureOnItsOwnFakes() {
        // Given
        let probes = catalog.features.compactMap { $0 as? any FeaturePreview }
        let scene = ShellScene(wiring: .fakes(catalog: catalog, previews: AppPreviews.all + probes))
        // When
        scene.apply(LinkTable(catalog: catalog).command(showing: Route("probe-tab")))
        // Then
        #expect(scene.currentScreen?.title == "Probe-Tab preview")
    }

    @Test func aSavedPlaceOfAFeatureNoLongerBuiltIsLeftOut() {
        // Given a save made with the probes built in
        let saved = ShellNavigation(
            selectedTab: probeTab, stacks: [probeTab: [.post(1)], .feed: [Route("probe-link"), .post(2)]])
        // When restored by the app without them
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

    @Test func feedAndProfileAreTheFirstTabsAndSettingsTheLast() {
        #expect(Array(catalog.tabs.prefix(2)) == [.feed, .profile])
        #expect(catalog.tabs.last == .settings)
    }
}
