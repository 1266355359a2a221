import AppCore
import FeatureMessages
import FeatureMessagesTesting
import Foundation
import MessagesWeb
import Testing

@MainActor
@Suite("Messages on the web", .timeLimit(.minutes(1)))
struct ConversationPageTests {
    let request = WebRequest(path: "/messages/@grace", csrfToken: "token-1")

    @Test func aConversationPageHasAMessageFieldAndASendButtonWithTheToken() async throws {
        let world = await SampleMessages.world()
        let page = ConversationPage(
            model: ConversationViewModel(
                handle: "grace", dependencies: SampleMessages.dependencies(world: world)))
        #expect(await page.load(request) == .shown)
        let html = page.body(request).markup
        #expect(html.contains("<label for=\"field-text\">Message</label>"))
        #expect(html.contains(">Send</button>"))
        // Every form carries the token, masked afresh for the request (MaskedToken)
        #expect(
            !html.formTokens.isEmpty && html.formTokens.allSatisfy { MaskedToken.unmask($0) == "token-1" })
        #expect(html.contains("method=\"post\""))
        #expect(html.contains("Did the compiler finish?"))
        #expect(html.contains("dir=\"auto\""))
    }

    @Test func sendingStoresTheMessageAndGoesBackToThePage() async throws {
        let world = await SampleMessages.world()
        let page = ConversationPage(
            model: ConversationViewModel(
                handle: "grace", dependencies: SampleMessages.dependencies(world: world)))
        _ = await page.load(request)
        let post = WebRequest(
            path: "/messages/@grace", form: FormData([("intent", "send"), ("text", "From the web")]),
            csrfToken: "token-1")
        #expect(await page.submit(post) == .redirect(to: "/messages/@grace", notice: nil))
        #expect(page.liveRegions(request).first?.content.markup.contains("From the web") == true)
    }

    @Test func anEmptyMessageIsRefusedBesideTheField() async throws {
        let world = await SampleMessages.world()
        let page = ConversationPage(
            model: ConversationViewModel(
                handle: "grace", dependencies: SampleMessages.dependencies(world: world)))
        _ = await page.load(request)
        let post = WebRequest(
            path: "/messages/@grace", form: FormData([("intent", "send"), ("text", "  ")]), csrfToken: "t")
        #expect(await page.submit(post) == .showAgain(status: 422))
        #expect(page.body(request).markup.contains("a message needs some text"))
    }

    /// Issue 42 item 8: a GET (a link another site made the browser follow) marked the
    /// conversation read; now only the page's own POST, with its token, does.
    @Test func openingAConversationLeavesItUnreadUntilThePageMarksIt() async throws {
        let world = await SampleMessages.world()
        let page = ConversationPage(
            model: ConversationViewModel(
                handle: "layla", dependencies: SampleMessages.dependencies(world: world)))
        let shown = WebRequest(path: "/messages/@layla", csrfToken: "token-1")
        #expect(await page.load(shown) == .shown)
        #expect(try await world.unreadCount() == 6, "opening the page marks nothing read")
        let html = page.body(shown).markup
        #expect(html.contains(">Mark as read</button>"))
        #expect(html.contains("name=\"intent\" value=\"read\""))
        #expect(html.formTokens.allSatisfy { MaskedToken.unmask($0) == "token-1" })

        let read = WebRequest(
            path: "/messages/@layla", form: FormData([("intent", "read")]), csrfToken: "token-1")
        #expect(await page.submit(read) == .redirect(to: "/messages/@layla", notice: nil))
        #expect(try await world.unreadCount() == 4, "layla's two messages are read")
        #expect(!page.body(shown).markup.contains("Mark as read"), "nothing is left to mark")
    }

    @Test func aConversationOpenedDuringAnOutageKeepsAMessageAndSendsItOnceWhenBack() async throws {
        let world = await SampleMessages.world()
        let drafts = FakeMessageDrafts()
        await world.set(failure: .unreachable("db:5432"))
        let page = ConversationPage(
            model: ConversationViewModel(
                handle: "grace", dependencies: SampleMessages.dependencies(world: world, drafts: drafts)))
        #expect(await page.load(request) == .shown)
        // The conversation could not be read, yet the form is there.
        #expect(page.body(request).markup.contains(">Send</button>"))
        let post = WebRequest(
            path: "/messages/@grace",
            form: FormData([("intent", "send"), ("text", "Written in the outage")]),
            csrfToken: "token-1")
        guard case .redirect(_, let notice) = await page.submit(post) else {
            Issue.record("the message was not taken")
            return
        }
        // The outage is the status line's to say, once: the notice and the page say what is
        // true of this conversation.
        #expect(notice == "Message kept: it goes by itself, once.")
        #expect(await drafts.outbox.map(\.text) == ["Written in the outage"])
        let away = page.body(request).markup
        #expect(away.contains("Written in the outage"))
        #expect(!away.contains("server"), "the page itself does not say the outage again")
        // Back: the page's next load sends it, to the person the handle names, once.
        await world.set(failure: nil)
        _ = await page.load(request)
        #expect(await drafts.outbox.isEmpty)
        #expect(
            await world.stored.filter { $0.message.text == "Written in the outage" }.map(\.recipientID) == [2]
        )
    }

    @Test func aMessageKeptForNobodyComesBackAsTheDraftWithTheReason() async throws {
        let world = await SampleMessages.world()
        let drafts = FakeMessageDrafts()
        await world.set(failure: .unreachable("db:5432"))
        let model = ConversationViewModel(
            handle: "nosuchperson", dependencies: SampleMessages.dependencies(world: world, drafts: drafts))
        await model.load()
        await model.send("To nobody")
        await world.set(failure: nil)
        await model.load()
        #expect(await drafts.outbox.isEmpty)
        #expect(model.draft == "To nobody")
        #expect(model.notice == "There is nobody called @nosuchperson in the team.")
    }

    @Test func anUnknownPersonIsNotFound() async throws {
        let world = await SampleMessages.world()
        let page = ConversationPage(
            model: ConversationViewModel(
                handle: "nobody", dependencies: SampleMessages.dependencies(world: world)))
        #expect(
            await page.load(WebRequest(path: "/messages/@nobody", csrfToken: "t")) == .notFound("@nobody"))
    }

    @Test func theListLinksEachConversationAndCountsUnread() async throws {
        let world = await SampleMessages.world()
        let page = ConversationsPage(
            model: ConversationsViewModel(
                dependencies: SampleMessages.dependencies(world: world), onEvent: { _ in }))
        _ = await page.load(WebRequest(path: "/messages", csrfToken: "t"))
        let html = page.body(WebRequest(path: "/messages", csrfToken: "t")).markup
        #expect(html.contains("href=\"/messages/@layla\""))
        #expect(html.contains("6 unread messages."))
        #expect(html.contains("2 unread"))
    }
}

extension String {
    /// The CSRF values of the forms in this HTML, as the page wrote them (masked: `MaskedToken`).
    fileprivate var formTokens: [String] {
        components(separatedBy: "name=\"csrf\" value=\"").dropFirst().compactMap {
            $0.split(separator: "\"", maxSplits: 1).first.map(String.init)
        }
    }
}
