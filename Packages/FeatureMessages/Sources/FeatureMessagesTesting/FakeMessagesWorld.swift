import FeatureMessages
import Foundation

/// An in-memory team for tests, the demo and `mosaic preview`: people, their messages and read
/// marks, with the signed-in person, a switch that makes the "server" unreachable, and live
/// changes to every listener. Private as the real thing: each call acts as `me`.
public actor FakeMessages: MessagesSource, MessagesChanges {
    public private(set) var people: [MessagePerson]
    public private(set) var stored: [(message: Message, recipientID: Int, key: String)] = []
    public private(set) var readUpTo: [Int: Int] = [:]
    public let me: Int
    public var failure: MessagesError?
    public private(set) var sendCount = 0
    private var listeners: [UUID: AsyncStream<MessagesChange>.Continuation] = [:]
    private let start = Date(timeIntervalSince1970: 1_795_000_000)

    public init(me: Int = 1, people: [MessagePerson] = SampleMessages.people) {
        self.me = me
        self.people = people
    }

    /// A message from `from` to `to`, stored as if sent `minutesAgo`.
    public func add(from: Int, to: Int, _ text: String, minutesAgo: Double = 0) {
        let id = (stored.map(\.message.id).max() ?? 0) + 1
        let message = Message(
            id: id, authorID: from, text: text, sentAt: start.addingTimeInterval(-minutesAgo * 60),
            isMine: from == me)
        stored.append((message, to, "seed-\(id)"))
        if from == me || to == me { announce(.sent(messageID: id)) }
    }

    public func set(failure: MessagesError?) {
        self.failure = failure
        if failure == nil { announce(.reconnected) }
    }

    public func removePerson(id: Int) {
        people.removeAll { $0.id == id }
    }

    public var now: Date { start }

    public func conversations() async throws(MessagesError) -> [Conversation] {
        if let failure { throw failure }
        let mine = stored.filter { $0.message.authorID == me || $0.recipientID == me }
        let others = Set(mine.map { $0.message.authorID == me ? $0.recipientID : $0.message.authorID })
        return others.compactMap { otherID -> Conversation? in
            guard let other = people.first(where: { $0.id == otherID }),
                let last = mine.last(where: { $0.message.authorID == otherID || $0.recipientID == otherID })
            else { return nil }
            let unread = mine.filter {
                $0.message.authorID == otherID && $0.message.id > (readUpTo[otherID] ?? 0)
            }
            .count
            return Conversation(other: other, last: last.message, unread: unread)
        }.sorted { $0.last.id > $1.last.id }
    }

    public func conversation(with handle: String) async throws(MessagesError) -> ConversationContent {
        if let failure { throw failure }
        guard let other = people.first(where: { $0.handle == handle }), other.id != me else {
            throw .notFound(handle)
        }
        let messages = stored.filter {
            ($0.message.authorID == me && $0.recipientID == other.id)
                || ($0.message.authorID == other.id && $0.recipientID == me)
        }.map(\.message)
        return ConversationContent(other: other, messages: messages)
    }

    public func send(_ message: OutgoingMessage) async throws(MessagesError) -> Message {
        sendCount += 1
        if let failure { throw failure }
        if let sent = stored.first(where: { $0.key == message.key && $0.message.authorID == me }) {
            return sent.message
        }
        var message = message
        if message.recipientID == OutgoingMessage.unknownRecipient {
            // Written while the server was away: the person is found by handle now.
            guard let person = people.first(where: { $0.handle == message.recipientHandle }), person.id != me
            else { throw .notFound(message.recipientHandle) }
            message.recipientID = person.id
        }
        guard people.contains(where: { $0.id == message.recipientID }) else {
            throw .refused("that person has left the team, so they can no longer receive messages")
        }
        let id = (stored.map(\.message.id).max() ?? 0) + 1
        let sent = Message(id: id, authorID: me, text: message.text, sentAt: start, isMine: true)
        stored.append((sent, message.recipientID, message.key))
        announce(.sent(messageID: id))
        return sent
    }

    public func markRead(conversationWith other: MessagePerson, upTo messageID: Int)
        async throws(MessagesError)
    {
        if let failure { throw failure }
        guard messageID > (readUpTo[other.id] ?? 0) else { return }
        readUpTo[other.id] = messageID
        announce(.read(otherID: other.id))
    }

    public func unreadCount() async throws(MessagesError) -> Int {
        try await conversations().reduce(0) { $0 + $1.unread }
    }

    public nonisolated func changes() -> AsyncStream<MessagesChange> {
        let (stream, continuation) = AsyncStream.makeStream(of: MessagesChange.self)
        let id = UUID()
        Task { await self.listen(id, continuation) }
        continuation.onTermination = { _ in Task { await self.stopListening(id) } }
        return stream
    }

    private func listen(_ id: UUID, _ continuation: AsyncStream<MessagesChange>.Continuation) {
        listeners[id] = continuation
    }

    private func stopListening(_ id: UUID) {
        listeners[id] = nil
    }

    /// How many windows follow the changes now (tests wait for theirs to listen).
    public var listenerCount: Int { listeners.count }

    private func announce(_ change: MessagesChange) {
        for listener in listeners.values { listener.yield(change) }
    }
}
