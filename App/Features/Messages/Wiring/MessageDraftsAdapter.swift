import FeatureMessages
import Foundation
import Infrastructure

/// Unfinished messages and the outbox in the app's draft store, kept per database and person
/// on disk, so a quit, a crash or a restart loses neither. Drafts are one kind ("message"),
/// a field per conversation's handle; the outbox is another ("message-outbox"), its messages
/// in one JSON field, oldest first. Nothing is kept while nobody is signed in.
struct MessageDraftsAdapter: MessageDrafts, MessagesOutbox {
    static let draftKind = "message"
    static let outboxKind = "message-outbox"

    let drafts: any DraftStore
    let session: any SessionStore

    private var person: Int64? { (try? session.signedInPersonID()) ?? nil }

    func draft(to handle: String) async -> String? {
        guard let person else { return nil }
        return (try? drafts.draft(Self.draftKind, personID: person))?[handle]
    }

    func keep(_ text: String?, to handle: String) async {
        guard let person else { return }
        var fields = (try? drafts.draft(Self.draftKind, personID: person)) ?? [:]
        guard fields[handle] != text else { return }
        fields[handle] = text
        try? drafts.keep(Self.draftKind, personID: person, fields: fields.isEmpty ? nil : fields)
    }

    func waiting() async -> [OutgoingMessage] {
        guard let person else { return [] }
        return read(person)
    }

    func keep(_ message: OutgoingMessage) async {
        guard let person else { return }
        var waiting = read(person)
        guard !waiting.contains(where: { $0.key == message.key }) else { return }
        waiting.append(message)
        write(waiting, person)
    }

    func remove(key: String) async {
        guard let person else { return }
        let waiting = read(person)
        let left = waiting.filter { $0.key != key }
        if left.count != waiting.count { write(left, person) }
    }

    private func read(_ person: Int64) -> [OutgoingMessage] {
        guard let json = (try? drafts.draft(Self.outboxKind, personID: person))?["messages"],
            let messages = try? JSONDecoder().decode([OutgoingMessage].self, from: Data(json.utf8))
        else { return [] }
        return messages
    }

    private func write(_ messages: [OutgoingMessage], _ person: Int64) {
        let json = (try? JSONEncoder().encode(messages)).map { String(decoding: $0, as: UTF8.self) }
        let fields = messages.isEmpty ? nil : json.map { ["messages": $0] }
        try? drafts.keep(Self.outboxKind, personID: person, fields: fields)
    }
}
