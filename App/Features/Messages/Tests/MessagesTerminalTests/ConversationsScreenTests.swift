import AppCore
import FeatureMessages
import FeatureMessagesTesting
import Foundation
import MessagesTerminal
import Testing

@MainActor
@Suite("Conversations on a terminal", .timeLimit(.minutes(1)))
struct ConversationsScreenTests {
    func screen(_ world: FakeMessages, events: @escaping @MainActor (MessagesEvent) -> Void = { _ in }) async
        -> ConversationsScreen
    {
        let now = await world.now.addingTimeInterval(60)
        let screen = ConversationsScreen(
            model: ConversationsViewModel(
                dependencies: SampleMessages.dependencies(world: world), onEvent: events),
            now: { now })
        await screen.model.load()
        return screen
    }

    @Test func eachRowNamesThePersonTheAgeTheUnreadCountAndTheLastMessage() async throws {
        let screen = await screen(SampleMessages.world())
        let lines = screen.plainLines(width: 50, height: 15)
        #expect(lines[0] == "› ليلى حداد @layla · 5m · 2 unread")
        #expect(lines[1] == "    👩‍👩‍👧‍👦 family photo later")
        #expect(lines.contains("  Grace Hopper @grace · 4h · 1 unread"))
        #expect(lines.contains("    You: Yes, and every test passed 👍🏽"))
        #expect(screen.title == "Messages (6 unread)")
    }

    @Test func noLineIsWiderThanTheWindowInAnyScript() async throws {
        let world = await SampleMessages.world()
        await world.add(from: 3, to: 1, String(repeating: "क्षत्रिय ", count: 20), minutesAgo: 0)
        await world.add(from: 4, to: 1, String(repeating: "ภาษาไทย", count: 20), minutesAgo: 0)
        await world.add(from: 5, to: 1, String(repeating: "漢字かなカナ", count: 20), minutesAgo: 0)
        await world.add(from: 6, to: 1, String(repeating: "👍🏿👨‍👩‍👧", count: 30), minutesAgo: 0)
        let screen = await screen(world)
        for width in [20, 37, 50] {
            for line in screen.lines(width: width, height: 15) {
                #expect(line.width <= width, "\(line.plainText) at \(width)")
            }
            // The count is kept whole even when the name is cut.
            #expect(screen.plainLines(width: width, height: 15).contains { $0.hasSuffix("unread") })
        }
    }

    @Test func enterOpensTheSelectedConversation() async throws {
        var events: [MessagesEvent] = []
        let screen = await screen(SampleMessages.world()) { events.append($0) }
        _ = screen.render(width: 50, height: 15)
        #expect(screen.handle(.down))
        #expect(screen.handle(.enter))
        #expect(events == [.openConversation(handle: "yuki")])
        #expect(screen.plainHints.contains("enter open"))
    }

    /// The selection is a conversation, not a row (issue 36, terminal 5): a message lifting
    /// another conversation to the top leaves it on the one the person chose, drawn and acted on.
    @Test func aNewMessageElsewhereLeavesTheSelectionOnItsConversation() async throws {
        var events: [MessagesEvent] = []
        let world = await SampleMessages.world()
        let screen = await screen(world) { events.append($0) }
        _ = screen.plainLines(width: 50, height: 15)
        #expect(screen.handle(.down))
        #expect(screen.selection == "yuki")
        // When Grace writes, and her conversation comes to the top
        await world.add(from: 2, to: 1, "One more thing", minutesAgo: 0)
        await screen.model.load()
        // Then the conversation with Yuki is still the one drawn selected, and the one Enter opens
        #expect(
            screen.plainLines(width: 50, height: 15).first { $0.hasPrefix("› ") }?.contains("@yuki") == true)
        #expect(screen.handle(.enter))
        #expect(events == [.openConversation(handle: "yuki")])
    }

    @Test func anEmptyInboxSaysHowToStart() async throws {
        let screen = await screen(FakeMessages(me: 1))
        #expect(
            screen.plainLines(width: 50, height: 15).joined(separator: " ").contains(
                "Press m on someone's profile"))
    }
}
