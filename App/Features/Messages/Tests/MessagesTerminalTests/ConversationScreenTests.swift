import AppCore
import FeatureMessages
import FeatureMessagesTesting
import Foundation
import MessagesTerminal
import Testing

@MainActor
@Suite("A conversation on a terminal", .timeLimit(.minutes(1)))
struct ConversationScreenTests {
    func screen(
        _ world: FakeMessages, handle: String, drafts: FakeMessageDrafts = FakeMessageDrafts(),
        prompt: ScriptedMessagesPrompt = ScriptedMessagesPrompt()
    ) async -> ConversationScreen {
        let now = await world.now.addingTimeInterval(60)
        let screen = ConversationScreen(
            model: ConversationViewModel(
                handle: handle,
                dependencies: SampleMessages.dependencies(world: world, drafts: drafts, prompt: prompt)),
            now: { now })
        await screen.model.load()
        return screen
    }

    @Test func messagesShowOldestAtTheTopWithAuthorsAndTimes() async throws {
        let screen = await screen(SampleMessages.world(), handle: "grace")
        #expect(
            screen.plainLines(width: 50, height: 15) == [
                "Grace Hopper · 5h", "  Did the compiler finish?", "You · 4h",
                "  Yes, and every test passed 👍🏽",
            ])
        #expect(screen.title == "Grace Hopper @grace")
    }

    @Test func theNewestMessageIsInViewWhenTheConversationIsLong() async throws {
        let world = await SampleMessages.world()
        for index in 1...30 { await world.add(from: 2, to: 1, "Message \(index)", minutesAgo: 0) }
        let screen = await screen(world, handle: "grace")
        let lines = screen.plainLines(width: 50, height: 10)
        #expect(lines.count == 10)
        #expect(lines.last == "  Message 30")
        #expect(screen.handle(.up))
        #expect(screen.plainLines(width: 50, height: 10).last == "Grace Hopper · 1m")
    }

    @Test func nWritesEnterSendsAndEscKeepsTheDraft() async throws {
        let world = await SampleMessages.world()
        let drafts = FakeMessageDrafts()
        let prompt = ScriptedMessagesPrompt([.kept("Half"), .send("Whole message")])
        let screen = await screen(world, handle: "grace", drafts: drafts, prompt: prompt)
        #expect(screen.handle("n"))
        await screen.settled()
        #expect(screen.plainLines(width: 50, height: 15).last == "Draft: Half")
        #expect(screen.handle("n"))
        await screen.settled()
        #expect(prompt.asked.map(\.draft) == ["", "Half"])
        #expect(screen.plainLines(width: 50, height: 15).suffix(2) == ["You · 1m", "  Whole message"])
        #expect(await drafts.drafts["grace"] == nil)
    }

    @Test func everyKeyIsNamedForTheHelp() async throws {
        let screen = await screen(SampleMessages.world(), handle: "grace")
        let help = screen.keys.commands.map(\.help)
        #expect(help.contains("write a message (Enter sends, Esc keeps the draft)"))
        #expect(help.contains("read the conversation again"))
        #expect(screen.plainHints.contains("n write"))
    }

    @Test func rightToLeftThaiDevanagariAndEmojiFitFiftyColumns() async throws {
        let world = await SampleMessages.world()
        await world.add(from: 6, to: 1, String(repeating: "مرحبا بالعالم ", count: 10), minutesAgo: 0)
        await world.add(from: 6, to: 1, String(repeating: "सत्यमेव जयते ", count: 10), minutesAgo: 0)
        await world.add(from: 6, to: 1, String(repeating: "ประเทศไทย ", count: 10), minutesAgo: 0)
        await world.add(from: 6, to: 1, String(repeating: "👩🏽‍💻🇯🇵中文", count: 12), minutesAgo: 0)
        let screen = await screen(world, handle: "layla")
        for line in screen.lines(width: 50, height: 40) {
            #expect(line.width <= 50, "\(line.plainText)")
        }
        #expect(screen.plainLines(width: 50, height: 40).contains { $0.contains("सत्यमेव") })
    }

    @Test func aConversationOpenedDuringAnOutageOffersNAndKeepsWhatIsWritten() async throws {
        let world = await SampleMessages.world()
        let drafts = FakeMessageDrafts()
        await world.set(failure: .unreachable("db:5432"))
        let prompt = ScriptedMessagesPrompt([.send("Written during the outage")])
        let screen = await screen(world, handle: "grace", drafts: drafts, prompt: prompt)
        #expect(screen.plainHints.contains("n write"))
        #expect(screen.plainLines(width: 50, height: 15).joined(separator: " ").contains("Press n to write"))
        #expect(screen.handle("n"))
        await screen.settled()
        let lines = screen.plainLines(width: 50, height: 15)
        #expect(lines.contains("You · waiting to send"))
        #expect(lines.contains("  Written during the outage"))
        #expect(await drafts.outbox.map(\.recipientHandle) == ["grace"])
        await world.set(failure: nil)
        await screen.model.load()
        #expect(await drafts.outbox.isEmpty)
        #expect(await world.stored.last?.message.text == "Written during the outage")
    }

    @Test func aMessageWaitingForTheServerIsShownAsSuch() async throws {
        let world = await SampleMessages.world()
        let screen = await screen(world, handle: "grace")
        await world.set(failure: .unreachable("db:5432"))
        await screen.model.send("Later")
        let lines = screen.plainLines(width: 50, height: 15)
        #expect(lines.contains("You · waiting to send"))
        #expect(lines.joined(separator: " ").contains("kept and goes when it is back"))
    }
}
