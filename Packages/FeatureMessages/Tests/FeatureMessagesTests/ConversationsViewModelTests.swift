import FeatureMessages
import FeatureMessagesTesting
import Testing

@MainActor
@Suite("Conversations", .timeLimit(.minutes(1)))
struct ConversationsViewModelTests {
    @Test func listsConversationsNewestFirstWithUnreadCounts() async throws {
        let world = await SampleMessages.world()
        let model = ConversationsViewModel(
            dependencies: SampleMessages.dependencies(world: world), onEvent: { _ in })
        await model.refresh()
        #expect(model.conversations.map(\.other.handle) == ["layla", "yuki", "somchai", "priya", "grace"])
        #expect(model.conversations.first?.unread == 2)
        #expect(model.conversations.last?.unread == 1, "a reply does not read: opening the conversation does")
        #expect(model.unread == 6)
    }

    @Test func aLoadCancelledBeforeItsAnswerLeavesNoLoading() async {
        // Given a web page's load whose request is cancelled (its budget ran out) before the
        // answer is in
        let world = await SampleMessages.world()
        let model = ConversationsViewModel(
            dependencies: SampleMessages.dependencies(world: world), onEvent: { _ in })
        await loadCancelledBeforeItsAnswer { await model.load() }
        // Then the list does not say "Loading" for ever: the next load reads it
        #expect(model.state == .idle)
        await model.load()
        #expect(model.conversations.count == 5)
    }

    @Test func anEmptyInboxIsEmptyAndAFailureSaysWhy() async throws {
        let world = FakeMessages(me: 1)
        let model = ConversationsViewModel(
            dependencies: SampleMessages.dependencies(world: world), onEvent: { _ in })
        await model.refresh()
        #expect(model.state == .empty)
        await world.set(failure: .unreachable("db:5432"))
        await model.refresh()
        #expect(model.state == .failed("The team server can't be reached right now."))
    }

    @Test func aMessageArrivingElsewhereShowsWhileWatching() async throws {
        let world = await SampleMessages.world()
        let model = ConversationsViewModel(
            dependencies: SampleMessages.dependencies(world: world), onEvent: { _ in })
        let watching = Task { await model.appear() }
        defer { watching.cancel() }
        try await waitUntil("the list is loaded and listening") {
            await world.listenerCount == 1 && !model.conversations.isEmpty
        }
        await world.add(from: 2, to: 1, "New one", minutesAgo: 0)
        try await waitUntil("grace's conversation comes first") {
            model.conversations.first?.other.handle == "grace"
        }
        #expect(model.conversations.first?.unread == 2)
    }

    @Test func openingAConversationAsksForItsHandle() async throws {
        let world = await SampleMessages.world()
        var events: [MessagesEvent] = []
        let model = ConversationsViewModel(
            dependencies: SampleMessages.dependencies(world: world), onEvent: { events.append($0) })
        await model.refresh()
        model.open(try #require(model.conversations.first))
        #expect(events == [.openConversation(handle: "layla")])
    }
}

/// Waits, at most `limit`, for `condition`; at the limit the test fails at the caller's line,
/// naming what it waited for and how long.
@MainActor
func waitUntil(
    _ what: String, limit: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: @MainActor () async -> Bool
) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now + limit
    while clock.now < deadline {
        if await condition() { return }
        try await Task.sleep(for: .milliseconds(10))
    }
    Issue.record("Waited \(limit) for \(what); it never happened", sourceLocation: sourceLocation)
}
