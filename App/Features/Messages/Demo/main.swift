// Prints the Messages screens in every state, on the fakes, as plain text at 50 columns:
// swift run --package-path App/Features/Messages MessagesDemo
import AppCore
import FeatureMessages
import FeatureMessagesTesting
import Foundation
import MessagesTerminal

@MainActor func show(_ heading: String, _ screen: any TerminalScreen) {
    print("== \(heading)")
    for line in screen.plainText(width: 50, height: 13) { print(line) }
    print("")
}

@MainActor func showEveryState() async {
    let world = await SampleMessages.world()
    let now = await world.now.addingTimeInterval(60)
    let drafts = FakeMessageDrafts(drafts: ["grace": "Half-written reply"])
    let dependencies = SampleMessages.dependencies(world: world, drafts: drafts)

    let list = ConversationsScreen(
        model: ConversationsViewModel(dependencies: dependencies, onEvent: { _ in }), now: { now })
    show("conversations: loading", list)
    await list.model.load()
    show("conversations: loaded, newest first, unread counts", list)

    let empty = ConversationsScreen(
        model: ConversationsViewModel(
            dependencies: SampleMessages.dependencies(world: FakeMessages(me: 1)), onEvent: { _ in }))
    await empty.model.load()
    show("conversations: empty", empty)

    let layla = ConversationScreen(
        model: ConversationViewModel(handle: "layla", dependencies: dependencies), now: { now })
    await layla.model.load()
    show("conversation: right-to-left and emoji, read on opening", layla)

    let grace = ConversationScreen(
        model: ConversationViewModel(handle: "grace", dependencies: dependencies), now: { now })
    await grace.model.load()
    show("conversation: with a kept draft", grace)

    await world.set(failure: .unreachable("db.example:5432"))
    await grace.model.send("Written while the server is away")
    show("conversation: a message waiting in the outbox", grace)
    await world.set(failure: nil)
    await grace.model.sendWaiting()
    await grace.model.refresh()
    show("conversation: the server is back, sent once", grace)

    await world.removePerson(id: 5)
    let yuki = ConversationScreen(
        model: ConversationViewModel(handle: "yuki", dependencies: dependencies), now: { now })
    await yuki.model.load()
    show("conversation: someone who left the team", yuki)

    await world.set(failure: .busy)
    let failed = ConversationsScreen(
        model: ConversationsViewModel(dependencies: dependencies, onEvent: { _ in }))
    await failed.model.load()
    show("conversations: failed", failed)
}

await showEveryState()
