import FeatureSaved
import FeatureSavedTesting
import Testing

@MainActor @Suite(.timeLimit(.minutes(1))) struct SavedViewModelTests {
    /// Every port fails the test if called, unless the test replaces it.
    private func dependencies(
        items: (any SavedItemsSource)? = nil, analytics: (any SavedAnalytics)? = nil
    ) -> SavedDependencies {
        var dependencies = SavedDependencies.unimplemented { Issue.record(Comment(rawValue: $0)) }
        if let items { dependencies.items = items }
        if let analytics { dependencies.analytics = analytics }
        return dependencies
    }

    @Test func appearingLoadsTheItems() async {
        // Given a source with three items
        let model = SavedViewModel(
            dependencies: dependencies(items: InMemorySavedItems()), onEvent: { _ in })
        // When the screen appears
        await model.appear()
        // Then they are loaded
        #expect(model.state == .loaded(SampleSaved.items))
    }

    @Test func noItemsIsTheEmptyState() async {
        let model = SavedViewModel(
            dependencies: dependencies(items: InMemorySavedItems(items: [])), onEvent: { _ in })
        await model.appear()
        #expect(model.state == .empty)
    }

    @Test(arguments: [
        (SavedItemsError.busy, "The database is busy"),
        (.unreachable("db.example:5432"), "The team server at db.example:5432 is unreachable"),
        (.unavailable("disk full"), "disk full"),
    ])
    func aFailedLoadNamesItsCauseAndARefreshRecovers(error: SavedItemsError, says: String) async {
        // Given a source that fails
        let items = InMemorySavedItems(failure: error)
        let model = SavedViewModel(dependencies: dependencies(items: items), onEvent: { _ in })
        await model.appear()
        guard case .failed(let message) = model.state else {
            Issue.record("expected a failure, got \(model.state)")
            return
        }
        #expect(message.contains(says))
        // When it works again and the person refreshes
        await items.set(items: SampleSaved.items)
        await model.refresh()
        // Then the items are shown
        #expect(model.state == .loaded(SampleSaved.items))
    }

    @Test func leavingBeforeTheAnswerLeavesTheStateAsItWas() async {
        // Given a slow source and a front end that runs appear() in a task it cancels on leaving
        let model = SavedViewModel(
            dependencies: dependencies(items: InMemorySavedItems(delay: .seconds(30))), onEvent: { _ in })
        let shown = Task { await model.appear() }
        for _ in 0..<10_000 where model.state != .loading { await Task.yield() }
        #expect(model.state == .loading, "the load never started")
        // When the screen goes
        shown.cancel()
        await shown.value
        // Then nothing was loaded and the state is as before the load
        #expect(model.state == .idle)
    }

    @Test func openingAnItemSendsTheEventAndTracksItWithConsent() async {
        // Given
        var events: [SavedEvent] = []
        let analytics = RecordingSavedAnalytics()
        let model = SavedViewModel(
            dependencies: dependencies(items: InMemorySavedItems(), analytics: analytics),
            onEvent: { events.append($0) })
        await model.appear()
        // When
        await model.open(SampleSaved.items[1])
        // Then
        #expect(events == [.openItem(id: 2)])
        #expect(analytics.events == ["saved.item_opened"])
    }
}
