import Feature__Name__
import Feature__Name__Testing
import Testing

@MainActor @Suite(.timeLimit(.minutes(1))) struct __Name__ViewModelTests {
    /// Every port fails the test if called, unless the test replaces it.
    private func dependencies(
        items: (any __Name__ItemsSource)? = nil, analytics: (any __Name__Analytics)? = nil
    ) -> __Name__Dependencies {
        var dependencies = __Name__Dependencies.unimplemented { Issue.record(Comment(rawValue: $0)) }
        if let items { dependencies.items = items }
        if let analytics { dependencies.analytics = analytics }
        return dependencies
    }

    @Test func appearingLoadsTheItems() async {
        // Given a source with three items
        let model = __Name__ViewModel(
            dependencies: dependencies(items: InMemory__Name__Items()), onEvent: { _ in })
        // When the screen appears
        await model.appear()
        // Then they are loaded
        #expect(model.state == .loaded(Sample__Name__.items))
    }

    @Test func noItemsIsTheEmptyState() async {
        let model = __Name__ViewModel(
            dependencies: dependencies(items: InMemory__Name__Items(items: [])), onEvent: { _ in })
        await model.appear()
        #expect(model.state == .empty)
    }

    @Test(arguments: [
        (__Name__ItemsError.busy, "The database is busy"),
        (.unreachable("db.example:5432"), "The team server can't be reached right now"),
        (.unavailable("disk full"), "disk full"),
    ])
    func aFailedLoadNamesItsCauseAndARefreshRecovers(error: __Name__ItemsError, says: String) async {
        // Given a source that fails
        let items = InMemory__Name__Items(failure: error)
        let model = __Name__ViewModel(dependencies: dependencies(items: items), onEvent: { _ in })
        await model.appear()
        guard case .failed(let message) = model.state else {
            Issue.record("expected a failure, got \(model.state)")
            return
        }
        #expect(message.contains(says))
        // When it works again and the person refreshes
        await items.set(items: Sample__Name__.items)
        await model.refresh()
        // Then the items are shown
        #expect(model.state == .loaded(Sample__Name__.items))
    }

    @Test func leavingBeforeTheAnswerLeavesTheStateAsItWas() async {
        // Given a slow source and a front end that runs appear() in a task it cancels on leaving
        let model = __Name__ViewModel(
            dependencies: dependencies(items: InMemory__Name__Items(delay: .seconds(30))), onEvent: { _ in })
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
        var events: [__Name__Event] = []
        let analytics = Recording__Name__Analytics()
        let model = __Name__ViewModel(
            dependencies: dependencies(items: InMemory__Name__Items(), analytics: analytics),
            onEvent: { events.append($0) })
        await model.appear()
        // When
        await model.open(Sample__Name__.items[1])
        // Then
        #expect(events == [.openItem(id: 2)])
        #expect(analytics.events == ["__name__.item_opened"])
    }
}

@MainActor @Suite(.timeLimit(.minutes(1))) struct __Name__WritingTests {
    @Test func anItemAddedAskedForIsKeptAndListed() async {
        // Given the items and a person who types a title
        let items = InMemory__Name__Items()
        let dependencies = Sample__Name__.dependencies(items: items, prompt: Scripted__Name__Prompt(["Milk"]))
        let model = __Name__ViewModel(dependencies: dependencies, onEvent: { _ in })
        await model.appear()
        // When they add one
        await model.add()
        // Then it is first in the list, and said
        #expect(model.items.first?.title == "Milk")
        #expect(model.message == "Item added.")
        #expect(model.unsavedTitle == nil)
    }

    @Test func aRefusedAddKeepsWhatWasTypedAndSaysWhy() async {
        let items = InMemory__Name__Items(failure: .refused("sign in first"))
        let model = __Name__ViewModel(
            dependencies: Sample__Name__.dependencies(items: items), onEvent: { _ in })
        await model.add(title: "Eggs")
        #expect(model.unsavedTitle == "Eggs")
        #expect(model.message == "Couldn't add the item: sign in first.")
        await model.add(title: "  ")
        #expect(model.message == "An item needs a title.")
    }

    @Test func onlyMyOwnItemIsDeleted() async {
        let items = InMemory__Name__Items()
        let model = __Name__ViewModel(
            dependencies: Sample__Name__.dependencies(items: items), onEvent: { _ in })
        await model.appear()
        // When I delete someone else's item, Then it stays and the reason is said
        await model.delete(Sample__Name__.items[1])
        #expect(model.items.count == 3)
        #expect(model.message == "Couldn't delete the item: only its author can delete it.")
        // When I delete mine, Then it goes
        await model.delete(Sample__Name__.items[0])
        #expect(model.items.map(\.id) == [2, 3])
        #expect(model.message == "Item deleted.")
    }

    @Test func aChangeElsewhereIsShown() async {
        let items = InMemory__Name__Items(items: [])
        let model = __Name__ViewModel(
            dependencies: Sample__Name__.dependencies(items: items), onEvent: { _ in })
        await model.appear()
        let watching = Task { await model.watchChanges() }
        defer { watching.cancel() }
        // When another window adds an item (the listener is registered first)
        for _ in 0..<300 where model.items.isEmpty {
            await items.set(items: Sample__Name__.items)
            await Task.yield()
            if !model.items.isEmpty { break }
            try? await Task.sleep(for: .milliseconds(10))
        }
        #expect(model.items == Sample__Name__.items)
    }
}
