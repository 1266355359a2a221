import FeatureMessages
import FeatureMessagesTesting
import Testing

@MainActor
@Suite("A conversation", .timeLimit(.minutes(1)))
struct ConversationViewModelTests {
    @Test func showsMessagesOldestFirstAndMarksThemRead() async throws {
        let world = await SampleMessages.world()
        let model = ConversationViewModel(
            handle: "layla", dependencies: SampleMessages.dependencies(world: world))
        await model.refresh()
        let content = try #require(model.content)
        #expect(content.messages.map(\.text) == ["مرحبا! هل أنت متاح غدا؟", "👩‍👩‍👧‍👦 family photo later"])
        #expect(content.other.name == "ليلى حداد")
        #expect(await world.readUpTo[6] == content.messages.last?.id)
        #expect(try await world.unreadCount() == 4)
    }

    @Test func sendingStoresOnceAndClearsTheDraft() async throws {
        let world = await SampleMessages.world()
        let drafts = FakeMessageDrafts(drafts: ["grace": "half"])
        let prompt = ScriptedMessagesPrompt([.send("See you at ten")])
        let model = ConversationViewModel(
            handle: "grace",
            dependencies: SampleMessages.dependencies(world: world, drafts: drafts, prompt: prompt))
        await model.refresh()
        await model.write()
        #expect(prompt.asked.first?.draft == "", "the draft is read on appear, not refresh")
        #expect(model.content?.messages.last?.text == "See you at ten")
        #expect(model.content?.messages.last?.isMine == true)
        #expect(await drafts.drafts["grace"] == nil)
        #expect(await drafts.outbox.isEmpty)
    }

    @Test func escKeepsTheDraftForNextTime() async throws {
        let world = await SampleMessages.world()
        let drafts = FakeMessageDrafts()
        let prompt = ScriptedMessagesPrompt([.kept("unfinished")])
        let model = ConversationViewModel(
            handle: "grace",
            dependencies: SampleMessages.dependencies(world: world, drafts: drafts, prompt: prompt))
        await model.refresh()
        await model.write()
        #expect(await drafts.drafts["grace"] == "unfinished")
        #expect(model.draft == "unfinished")
        #expect(await world.sendCount == 0)
    }

    @Test func emptyAndHugeMessagesAreRefusedAndNothingTypedIsLost() async throws {
        let world = await SampleMessages.world()
        let drafts = FakeMessageDrafts()
        let model = ConversationViewModel(
            handle: "grace", dependencies: SampleMessages.dependencies(world: world, drafts: drafts))
        await model.refresh()
        await model.send("   \n ")
        #expect(model.notice == "Not sent: a message needs some text.")
        let huge = String(repeating: "あ", count: 2_001)
        await model.send(huge)
        #expect(model.notice?.contains("2,000") == true)
        #expect(await drafts.drafts["grace"] == huge)
        #expect(await world.sendCount == 0)
    }

    @Test func aMessageSentDuringAnOutageWaitsAndGoesOnceWhenTheServerIsBack() async throws {
        let world = await SampleMessages.world()
        let drafts = FakeMessageDrafts()
        let model = ConversationViewModel(
            handle: "grace", dependencies: SampleMessages.dependencies(world: world, drafts: drafts))
        await model.refresh()
        await world.set(failure: .unreachable("db:5432"))
        await model.send("Sent in the dark")
        #expect(model.waiting.map(\.text) == ["Sent in the dark"])
        #expect(await drafts.outbox.count == 1)
        #expect(model.notice?.contains("kept and goes when it is back") == true)
        // A second window (or a restart) finds it in the outbox and sends it; then the first
        // window's retry finds the key already stored.
        await world.set(failure: nil)
        let other = ConversationViewModel(
            handle: "grace", dependencies: SampleMessages.dependencies(world: world, drafts: drafts))
        await other.refresh()
        await other.sendWaiting()
        await model.sendWaiting()
        await model.refresh()
        #expect(model.content?.messages.filter { $0.text == "Sent in the dark" }.count == 1)
        #expect(await drafts.outbox.isEmpty)
        #expect(model.waiting.isEmpty)
    }

    @Test func aMessageToSomeoneWhoLeftIsRefusedWithAClearSentence() async throws {
        let world = await SampleMessages.world()
        let drafts = FakeMessageDrafts()
        let model = ConversationViewModel(
            handle: "grace", dependencies: SampleMessages.dependencies(world: world, drafts: drafts))
        await model.refresh()
        await world.removePerson(id: 2)
        await model.send("Are you there?")
        #expect(
            model.notice == "Not sent: that person has left the team, so they can no longer receive messages."
        )
        #expect(await drafts.drafts["grace"] == "Are you there?")
        #expect(await drafts.outbox.isEmpty)
    }

    @Test func aLoadCancelledBeforeItsAnswerLeavesNoLoading() async {
        // Given a web page's load whose request is cancelled before the answer is in
        let world = await SampleMessages.world()
        let model = ConversationViewModel(
            handle: "grace", dependencies: SampleMessages.dependencies(world: world))
        await loadCancelledBeforeItsAnswer { await model.load() }
        // Then the conversation does not say "Loading" for ever: the next load reads it
        #expect(model.state == .idle)
        await model.load()
        guard case .loaded = model.state else {
            Issue.record("the conversation was not loaded again: \(model.state)")
            return
        }
    }

    @Test func anUnknownHandleIsNotFound() async throws {
        let world = await SampleMessages.world()
        let model = ConversationViewModel(
            handle: "nobody", dependencies: SampleMessages.dependencies(world: world))
        await model.refresh()
        #expect(model.state == .failed("There is nobody called @nobody in the team."))
    }

    @Test func aReplyFromTheOtherSideShowsLiveAndIsRead() async throws {
        let world = await SampleMessages.world()
        let model = ConversationViewModel(
            handle: "grace", dependencies: SampleMessages.dependencies(world: world))
        let watching = Task { await model.appear() }
        defer { watching.cancel() }
        try await waitUntil("the conversation listens") {
            await world.listenerCount == 1 && model.content != nil
        }
        await world.add(from: 2, to: 1, "Live reply", minutesAgo: 0)
        try await waitUntil("the reply shows") { model.content?.messages.last?.text == "Live reply" }
        try await waitUntil("it is read") { (try? await world.unreadCount()) == 5 }
    }
}
