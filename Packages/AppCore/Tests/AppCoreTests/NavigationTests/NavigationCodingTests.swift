import Foundation
import Testing

@testable import AppCore

@Suite struct NavigationCodingTests {
    private func decode(_ json: String) throws -> SampleNavigation {
        try JSONDecoder().decode(SampleNavigation.self, from: Data(json.utf8))
    }

    @Test func savedStateRoundTripsWithoutItsSheet() throws {
        // Given
        let state = SampleNavigation(
            selectedTab: .people, stacks: [.home: [.item(1)], .people: [.person(2), .item(3)]],
            sheet: .help)
        // When
        let data = try JSONEncoder().encode(state)
        let restored = try JSONDecoder().decode(SampleNavigation.self, from: data)
        // Then
        #expect(restored == state.applying(.dismiss))
    }

    @Test func savedStateNamesItsVersion() throws {
        // Given
        let state = SampleNavigation(selectedTab: .home)
        // When
        let json = String(decoding: try JSONEncoder().encode(state), as: UTF8.self)
        // Then
        #expect(json.contains("\"version\":2"))
    }

    @Test func anUnknownRouteTruncatesOnlyItsStack() throws {
        // Given a save with a route this build does not know in the middle of one stack
        let json = """
            {"version":2,"selectedTab":"home","stacks":[
              {"tab":"home","routes":[{"item":{"_0":1}},{"videoCall":{"_0":5}},{"item":{"_0":2}}]},
              {"tab":"people","routes":[{"person":{"_0":3}}]}]}
            """
        // When
        let state = try decode(json)
        // Then
        #expect(state.stack(for: .home) == [.item(1)])
        #expect(state.stack(for: .people) == [.person(3)])
    }

    @Test func anUnknownTabIsDroppedAndAnUnknownSelectionFallsBackToTheFirstTab() throws {
        // Given
        let json = """
            {"version":2,"selectedTab":"videos","stacks":[
              {"tab":"videos","routes":[{"item":{"_0":1}}]}]}
            """
        // When
        let state = try decode(json)
        // Then
        #expect(state == SampleNavigation(selectedTab: .home))
    }

    @Test func version1SavesAreMigrated() throws {
        // Given a fixture written by version 1 (selected tab under "tab", stacks keyed by name)
        let json = """
            {"version":1,"tab":"people","stacks":{"people":[{"person":{"_0":8}},{"item":{"_0":9}}],
             "home":[{"item":{"_0":1}}]}}
            """
        // When
        let state = try decode(json)
        // Then
        #expect(state.selectedTab == .people)
        #expect(state.stack(for: .people) == [.person(8), .item(9)])
        #expect(state.stack(for: .home) == [.item(1)])
        #expect(state.sheet == nil)
    }

    @Test func aFutureVersionIsRejectedRatherThanMisread() {
        // Given
        let json = #"{"version":99,"selectedTab":"home","stacks":[]}"#
        // When / Then
        #expect(throws: DecodingError.self) { try decode(json) }
    }
}

@Suite struct NavigationRestrictingTests {
    @Test func tabsNamedAtRunTimeRoundTripAndUnknownOnesAreLeftToTheShell() throws {
        // Given a state over tabs that exist only as names
        let state = NamedNavigation(
            selectedTab: NamedTab(rawValue: "search"),
            stacks: [NamedTab(rawValue: "search"): [.item(1)], NamedTab(rawValue: "home"): [.person(2)]])
        // When
        let restored = try JSONDecoder().decode(NamedNavigation.self, from: JSONEncoder().encode(state))
        // Then every tab comes back, whatever its name
        #expect(restored == state)
    }

    @Test func aRemovedTabsStackGoesAndItsSelectionFallsBack() {
        // Given a save from a build that had a "search" tab
        let home = NamedTab(rawValue: "home")
        let search = NamedTab(rawValue: "search")
        let state = NamedNavigation(selectedTab: search, stacks: [search: [.item(1)], home: [.item(2)]])
        // When this build has only "home"
        let fitted = state.restricted(to: [home], fallback: home) { _ in true }
        // Then
        #expect(fitted == NamedNavigation(selectedTab: home, stacks: [home: [.item(2)]]))
    }

    @Test func aRouteThisBuildCannotShowCutsItsStackThere() {
        // Given
        let home = NamedTab(rawValue: "home")
        let state = NamedNavigation(selectedTab: home, stacks: [home: [.item(1), .person(2), .item(3)]])
        // When people's screens are no longer built
        let fitted = state.restricted(to: [home], fallback: home) { route in
            if case .person = route { return false }
            return true
        }
        // Then
        #expect(fitted.stack(for: home) == [.item(1)])
    }
}
