import FeatureMessages
import Infrastructure
import MessagesStorage

/// The messages' store and the platform's people as the Messages feature's source, acting as
/// the person signed in. It decides nothing: it looks people up, maps records to the feature's
/// models and the store's errors to the feature's.
struct MessagesSourceAdapter: MessagesSource {
    let store: any MessageStore
    let people: any PeopleStore
    let session: any SessionStore

    /// The most messages a conversation shows (the newest).
    static let shown = 200

    func conversations() async throws(MessagesError) -> [Conversation] {
        let me = try signedIn()
        return try await mapping {
            try await store.conversations(of: me).map { record in
                Conversation(
                    other: MessagePerson(
                        id: record.otherID.featureID, handle: record.otherHandle, name: record.otherName),
                    last: Self.message(record.last, me: me), unread: record.unread)
            }
        }
    }

    func conversation(with handle: String) async throws(MessagesError) -> ConversationContent {
        let me = try signedIn()
        return try await mapping {
            guard let person = try await people.person(handle: handle) else {
                throw MessagesError.notFound(handle)
            }
            guard person.id != me else { throw MessagesError.refused(MessagesSentence.notToYourself) }
            let messages = try await store.messages(between: me, and: person.id, limit: Self.shown)
            return ConversationContent(
                other: MessagePerson(
                    id: person.id.featureID, handle: person.handle, name: person.displayName),
                messages: messages.map { Self.message($0, me: me) })
        }
    }

    func send(_ message: OutgoingMessage) async throws(MessagesError) -> Message {
        let me = try signedIn()
        return try await mapping {
            let stored = try await store.send(
                NewMessage(
                    recipientID: try await recipientID(of: message, me: me), body: message.text,
                    sendKey: message.key),
                from: me)
            return Self.message(stored, me: me)
        }
    }

    /// The recipient's id; for a message written while the server was away before the
    /// conversation was read, the person found by handle now (nobody, or oneself: refused).
    private func recipientID(of message: OutgoingMessage, me: Int64) async throws -> Int64 {
        guard message.recipientID == OutgoingMessage.unknownRecipient else {
            return Int64(message.recipientID)
        }
        guard let person = try await people.person(handle: message.recipientHandle) else {
            throw MessagesError.notFound(message.recipientHandle)
        }
        guard person.id != me else { throw MessagesError.refused(MessagesSentence.notToYourself) }
        return person.id
    }

    func markRead(conversationWith other: MessagePerson, upTo messageID: Int) async throws(MessagesError) {
        let me = try signedIn()
        try await mapping {
            try await store.markRead(conversationWith: Int64(other.id), upTo: Int64(messageID), by: me)
        }
    }

    func unreadCount() async throws(MessagesError) -> Int {
        let me = try signedIn()
        return try await mapping { try await store.unreadCount(of: me) }
    }

    private func signedIn() throws(MessagesError) -> Int64 {
        guard let me = try? session.signedInPersonID() else { throw .notSignedIn }
        return me
    }

    private static func message(_ record: MessageRecord, me: Int64) -> Message {
        Message(
            id: record.id.featureID, authorID: record.senderID.featureID, text: record.body,
            sentAt: record.sentAt, isMine: record.senderID == me)
    }

    /// Runs store work, its errors said as the feature's.
    private func mapping<T>(_ work: () async throws -> T) async throws(MessagesError) -> T {
        do {
            return try await work()
        } catch let error as MessagesError {
            throw error
        } catch {
            throw MessagesStoreErrors.map(error)
        }
    }
}

enum MessagesSentence {
    /// Said where one's own conversation would be ("You can't message yourself.") and for a
    /// message sent there ("Not sent: you can't message yourself.").
    static let notToYourself = "you can't message yourself"
}

/// The store's errors as the Messages feature's.
enum MessagesStoreErrors {
    /// What PostgreSQL's refusals start with; the rule that follows is the sentence.
    private static let refusedPrefix = "the database refused it: "

    static func map(_ error: any Error) -> MessagesError {
        // The screen and the page say it in people's words; the log keeps the cause and server.
        FailureLog.record(error, in: "messages")
        guard let error = error as? StoreError else { return .unavailable(String(describing: error)) }
        switch error {
        case .locked: return .busy
        case .unreachable(let server): return .unreachable(server)
        case .limit(_, let rule): return .refused(rule)
        case .invalid(let reason), .notAllowed(let reason):
            return .refused(
                reason.hasPrefix(refusedPrefix) ? String(reason.dropFirst(refusedPrefix.count)) : reason)
        case .notFound(let what): return .notFound(what)
        default: return .unavailable(error.description)
        }
    }
}
