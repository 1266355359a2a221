import Observation

/// One conversation: its messages oldest first, read as soon as shown (for this person alone;
/// a front end whose "shown" may be nobody looking asks for the mark itself), followed live, and what the person writes: sent at once, kept as a draft when they close the
/// sheet, kept in the outbox when the server is away and sent when it is back, exactly once.
@Observable public final class ConversationViewModel {
    public enum State: Equatable, Sendable {
        case idle
        case loading
        case loaded(ConversationContent)
        case failed(String)
    }

    public let handle: String
    public private(set) var state: State = .idle
    /// True when the last read found nobody with the handle in the team (a page says "not
    /// found" by this, not by the words of the failure).
    public private(set) var isNobody = false
    /// True when the last read could not reach the server: the conversation is not shown, yet
    /// what the person writes is kept in the outbox and goes when the server is back.
    public private(set) var isAway = false
    /// Messages to this person waiting in the outbox for the server.
    public private(set) var waiting: [OutgoingMessage] = []
    /// What the last send or write came to, when it needs saying ("Not sent: …").
    public private(set) var notice: String?
    /// The unfinished message, as kept.
    public private(set) var draft: String = ""
    /// The other person's newest message this model marked read (nil: none yet).
    public private(set) var markedReadUpTo: Int?
    /// Whether loading the conversation marks it read. The terminal shows it to the person at
    /// the keyboard, so yes; a web page's GET may be a link another site made the browser
    /// follow (or a prefetch), so the page sets this false and marks read when the person is
    /// there (`markRead()`, a POST with the page's token).
    public var marksReadWhenShown = true

    @ObservationIgnored private let dependencies: MessagesDependencies
    @ObservationIgnored private var loadCount = 0
    /// The notice says the server is away: a send that goes through takes it back.
    @ObservationIgnored private var noticeIsOutage = false

    public init(handle: String, dependencies: MessagesDependencies) {
        self.handle = handle
        self.dependencies = dependencies
    }

    public var content: ConversationContent? {
        if case .loaded(let content) = state { content } else { nil }
    }

    /// Whether the person can write here now: the conversation is shown, or the server is away
    /// (the message then waits in the outbox, as one written in an open conversation does).
    public var canWrite: Bool { recipient != nil }

    /// Whom a message written now goes to: the person shown, or, while the server is away and
    /// the conversation could not be read, the handle alone (the source finds them when it sends).
    private var recipient: MessagePerson? {
        if let other = content?.other { return other }
        guard isAway else { return nil }
        return MessagePerson(id: OutgoingMessage.unknownRecipient, handle: handle, name: "@" + handle)
    }

    /// The screen's work while shown: load, mark read, send what waits, follow changes.
    public func appear() async {
        await load()
        await watchChanges()
    }

    /// Loads once (a web page's request): the draft, the messages (marked read when
    /// `marksReadWhenShown`), the outbox sent.
    public func load() async {
        if state == .idle { state = .loading }
        draft = await dependencies.drafts.draft(to: handle) ?? ""
        await refresh()
        await sendWaiting()
    }

    /// Reads the conversation again and marks what it shows read (when `marksReadWhenShown`).
    public func refresh() async {
        loadCount += 1
        let mine = loadCount
        let result: State
        var nobody = false
        var away = false
        do {
            result = .loaded(try await dependencies.messages.conversation(with: handle))
        } catch {
            if case .notFound = error { nobody = true }
            if case .unreachable = error { away = true }
            result = .failed(MessagesSentences.unreadable(error))
        }
        guard mine == loadCount, !Task.isCancelled else {
            // A read cancelled while the screen said "Loading" settles nothing: it goes back to
            // idle, so coming back loads again instead of saying "Loading" for ever.
            if mine == loadCount, state == .loading { state = .idle }
            return
        }
        state = result
        isNobody = nobody
        isAway = away
        waiting = await dependencies.outbox.waiting().filter { $0.recipientHandle == handle }
        if marksReadWhenShown { await markRead() }
    }

    /// Follows changes made elsewhere until the caller is cancelled.
    public func watchChanges() async {
        for await change in dependencies.changes.changes() {
            guard !Task.isCancelled else { return }
            switch change {
            case .read: continue
            case .reconnected:
                await sendWaiting()
                await refresh()
            case .sent, .manyChanged: await refresh()
            }
        }
    }

    /// Asks the person for a message (their draft filled in), then sends it or keeps it.
    public func write() async {
        guard let other = recipient else { return }
        switch await dependencies.prompt.write(to: other, draft: draft) {
        case .send(let text): await send(text)
        case .kept(let text): await keepDraft(text)
        }
    }

    /// Sends the text to the other person. Refused text stays as the draft, and the reason is
    /// the notice; while the server is away the message waits in the outbox.
    public func send(_ text: String) async {
        guard let other = recipient else { return }
        notice = nil
        guard text.contains(where: { !$0.isWhitespace }) else {
            notice = MessagesSentences.empty
            return
        }
        guard text.count <= MessagesFeature.maximumLength else {
            notice = MessagesSentences.tooLong
            await keepDraft(text)
            return
        }
        let message = OutgoingMessage(
            key: dependencies.newKey(), recipientID: other.id, recipientHandle: other.handle, text: text)
        // On disk before it leaves: a crash or an outage mid-send loses nothing.
        await dependencies.outbox.keep(message)
        await keepDraft(nil)
        if await deliver(message) {
            await refresh()
            if await dependencies.analytics.analyticsAllowed() {
                dependencies.analytics.track("messages.sent", properties: [:])
            }
        }
    }

    /// Sends every message waiting in the outbox (to anyone), oldest first.
    public func sendWaiting() async {
        for message in await dependencies.outbox.waiting() {
            guard await deliver(message) else { break }
        }
        waiting = await dependencies.outbox.waiting().filter { $0.recipientHandle == handle }
    }

    /// Sends one message from the outbox: true when it went (or was refused for good, which
    /// puts its text back as the draft and says why); false while the server is away.
    private func deliver(_ message: OutgoingMessage) async -> Bool {
        do {
            _ = try await dependencies.messages.send(message)
            await dependencies.outbox.remove(key: message.key)
            if noticeIsOutage { (notice, noticeIsOutage) = (nil, false) }
            return true
        } catch {
            if case .unreachable(let server) = error {
                notice = MessagesSentences.waiting(server)
                noticeIsOutage = true
                waiting = await dependencies.outbox.waiting().filter { $0.recipientHandle == handle }
                return false
            }
            await dependencies.outbox.remove(key: message.key)
            if message.recipientHandle == handle { await keepDraft(message.text) }
            notice = MessagesSentences.failed(error)
            noticeIsOutage = false
            return true
        }
    }

    private func keepDraft(_ text: String?) async {
        let kept = text?.isEmpty == false ? text : nil
        draft = kept ?? ""
        await dependencies.drafts.keep(kept, to: handle)
    }

    /// True when the other person's newest message shown is newer than any this model marked
    /// read (it may have been read elsewhere: the store does not say).
    public var hasUnmarkedMessages: Bool {
        guard let newest = content?.messages.last(where: { !$0.isMine }) else { return false }
        return newest.id > (markedReadUpTo ?? Int.min)
    }

    /// The person has read what is shown: marks the conversation read up to the other's newest
    /// message shown (for this person alone). A failure leaves it unread, to be marked next time.
    public func markRead() async {
        guard let content, let newest = content.messages.last(where: { !$0.isMine }) else { return }
        do {
            try await dependencies.messages.markRead(conversationWith: content.other, upTo: newest.id)
            markedReadUpTo = max(markedReadUpTo ?? newest.id, newest.id)
        } catch {
            return
        }
    }
}
