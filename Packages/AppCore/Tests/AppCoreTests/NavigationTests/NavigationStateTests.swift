import Testing

@testable import AppCore

@Suite struct NavigationStateTests {
    @Test func pushAddsToTheSelectedTabOnly() {
        // Given
        var state = SampleNavigation(selectedTab: .home)
        // When
        state.apply(.push(.item(1)))
        state.apply(.push(.person(2)))
        // Then
        #expect(state.stack(for: .home) == [.item(1), .person(2)])
        #expect(state.stack(for: .people).isEmpty)
        #expect(state.topRoute == .person(2))
    }

    @Test func popRemovesTheTopAndIsHarmlessAtTheRoot() {
        // Given
        var state = SampleNavigation(selectedTab: .home, stacks: [.home: [.item(1)]])
        // When
        state.apply(.pop)
        state.apply(.pop)
        // Then
        #expect(state.stack(for: .home).isEmpty)
        #expect(state.topRoute == nil)
    }

    @Test func popClosesAnOpenSheetBeforeLeavingAScreen() {
        // Given
        var state = SampleNavigation(selectedTab: .home, stacks: [.home: [.item(1)]], sheet: .help)
        // When
        state.apply(.pop)
        // Then
        #expect(state.sheet == nil)
        #expect(state.stack(for: .home) == [.item(1)])
    }

    @Test func popToRootEmptiesOnlyTheSelectedTab() {
        // Given
        var state = SampleNavigation(
            selectedTab: .home, stacks: [.home: [.item(1), .item(2)], .people: [.person(3)]])
        // When
        state.apply(.popToRoot)
        // Then
        #expect(state.stack(for: .home).isEmpty)
        #expect(state.stack(for: .people) == [.person(3)])
    }

    @Test func selectingAnotherTabKeepsEachStack() {
        // Given
        var state = SampleNavigation(selectedTab: .home, stacks: [.home: [.item(1)]])
        // When
        state.apply(.selectTab(.people))
        state.apply(.push(.person(4)))
        state.apply(.selectTab(.home))
        // Then
        #expect(state.selectedTab == .home)
        #expect(state.stack(for: .home) == [.item(1)])
        #expect(state.stack(for: .people) == [.person(4)])
    }

    @Test func reselectingTheCurrentTabPopsItToRoot() {
        // Given
        var state = SampleNavigation(selectedTab: .people, stacks: [.people: [.person(1), .item(2)]])
        // When
        state.apply(.selectTab(.people))
        // Then
        #expect(state.selectedTab == .people)
        #expect(state.stack(for: .people).isEmpty)
    }

    @Test func presentingReplacesTheOneSheet() {
        // Given
        var state = SampleNavigation(selectedTab: .home)
        // When
        state.apply(.present(.help))
        state.apply(.present(.confirm))
        // Then
        #expect(state.sheet == .confirm)
        state.apply(.dismiss)
        #expect(state.sheet == nil)
    }

    @Test func applyingALinkDismissesTheSheetSelectsTheTabAndSetsTheStackInOneStep() {
        // Given
        let state = SampleNavigation(
            selectedTab: .home, stacks: [.home: [.item(1)], .people: [.person(7)]], sheet: .help)
        // When
        let linked = state.applying(.applyLink(tab: .people, stack: [.person(2), .item(3)]))
        // Then
        #expect(linked.sheet == nil)
        #expect(linked.selectedTab == .people)
        #expect(linked.stack(for: .people) == [.person(2), .item(3)])
        #expect(linked.stack(for: .home) == [.item(1)])
    }

    @Test func aLinkWithAnEmptyStackShowsTheTabRoot() {
        // Given
        var state = SampleNavigation(selectedTab: .people, stacks: [.people: [.person(7)]])
        // When
        state.apply(.applyLink(tab: .people, stack: []))
        // Then
        #expect(state.stack(for: .people).isEmpty)
        #expect(state == SampleNavigation(selectedTab: .people))
    }
}
