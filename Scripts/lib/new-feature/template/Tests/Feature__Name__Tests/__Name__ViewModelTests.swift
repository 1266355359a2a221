import Feature__Name__Testing
import Testing

@testable import Feature__Name__

@MainActor @Suite struct __Name__ViewModelTests {
    let items = InMemory__Name__Items()
    let analytics = Recording__Name__Analytics()

    func makeModel(onEvent: @escaping @MainActor (__Name__Event) -> Void = { _ in }) -> __Name__ViewModel {
        __Name__ViewModel(
            dependencies: Sample__Name__.dependencies(items: items, analytics: analytics), onEvent: onEvent)
    }

    @Test func appearLoadsTheItems() async {
        // Given a source with the sample items
        let model = makeModel()
        // When the screen appears
        await model.appear().value
        // Then the items are shown
        #expect(model.state == .loaded(Sample__Name__.items))
    }

    @Test func noItemsIsTheEmptyState() async {
        // Given a source with nothing in it
        await items.set(items: [])
        let model = makeModel()
        // When it loads
        await model.appear().value
        // Then the state is empty
        #expect(model.state == .empty)
    }

    @Test func aFailedLoadSaysSoAndRetryRecovers() async {
        // Given a source that fails
        await items.set(items: Sample__Name__.items, failure: Fake__Name__Error())
        let model = makeModel()
        await model.appear().value
        #expect(model.state == .failed(__Name__ViewModel.loadFailedMessage))
        // When it works again and the user refreshes
        await items.set(items: Sample__Name__.items)
        await model.refresh().value
        // Then the items are shown
        #expect(model.state == .loaded(Sample__Name__.items))
    }

    @Test func disappearDropsTheLoadInFlight() async {
        // Given a slow source
        let slow = InMemory__Name__Items(delay: .seconds(30))
        let model = __Name__ViewModel(
            dependencies: Sample__Name__.dependencies(items: slow), onEvent: { _ in })
        // When the screen appears and goes away before the answer
        let load = model.appear()
        model.disappear()
        await load.value
        // Then the state never becomes loaded
        #expect(model.state == .loading)
    }

    @Test func selectionStaysWithinTheItems() async {
        // Given three loaded items
        let model = makeModel()
        await model.appear().value
        // When the user moves past either end
        model.moveSelection(by: -1)
        #expect(model.selection == 0)
        model.moveSelection(by: 10)
        // Then the selection stops at the last item
        #expect(model.selection == 2)
    }

    @Test func openingAnItemSendsTheEventAndTracksIt() async {
        // Given loaded items and a recorder of events
        var events: [__Name__Event] = []
        let model = makeModel(onEvent: { events.append($0) })
        await model.appear().value
        model.moveSelection(by: 1)
        // When the user opens the selection
        await model.openSelected()?.value
        // Then the shell hears about the second item and analytics records it
        #expect(events == [.openItem(id: 2)])
        #expect(analytics.events == ["__name__.item_opened"])
        #expect(analytics.lastProperties == ["id": "2"])
    }

    @Test func noEventIsTrackedWhenTheUserOptedOut() async {
        // Given a user who opted out of analytics
        let optedOut = Recording__Name__Analytics(allowed: false)
        let model = __Name__ViewModel(
            dependencies: Sample__Name__.dependencies(items: items, analytics: optedOut), onEvent: { _ in })
        await model.appear().value
        // When they open an item
        await model.openSelected()?.value
        // Then nothing is tracked
        #expect(optedOut.events.isEmpty)
    }
}
