import Foundation
import GRDB
import Infrastructure

/// `MessageStore` on SQLite. Every read names the person, so the app shows each person only
/// their own conversations; the file itself has no logins to keep anyone out (see the README).
struct SQLiteMessageStore: MessageStore {
    let access: SQLiteAccess

    func conversations(of me: Int64) async throws -> [ConversationRecord] {
        try await access.read { db in
            try Row.fetchAll(db, sql: MessagesQueries.conversations(me: "?1"), arguments: [me]).map { row in
                ConversationRecord(
                    otherID: row[0], otherHandle: row[1], otherName: row[2], last: Self.message(row, from: 3),
                    unread: row[8])
            }
        }
    }

    func messages(between me: Int64, and other: Int64, limit: Int) async throws -> [MessageRecord] {
        try await access.read { db in
            try Row.fetchAll(
                db, sql: MessagesQueries.between(me: "?1", other: "?2", limit: "?3"),
                arguments: [me, other, PageLimit.clamp(limit)]
            ).map { Self.message($0, from: 0) }.reversed()
        }
    }

    func send(_ message: NewMessage, from me: Int64) async throws -> MessageRecord {
        try MessageRules.check(message.body)
        guard me != message.recipientID else { throw StoreError.invalid(MessageRules.selfRule) }
        let now = StoredTime.milliseconds(Date())
        return try await access.write { db in
            // Sent before (a retry after an outage): that message, not a second one.
            if let stored = try Row.fetchOne(
                db,
                sql:
                    "SELECT \(MessagesQueries.columns) FROM messages m WHERE m.sender_id = ? AND m.send_key = ?",
                arguments: [me, message.sendKey])
            {
                return Self.message(stored, from: 0)
            }
            guard
                try Bool.fetchOne(
                    db, sql: "SELECT 1 FROM people WHERE id = ?", arguments: [message.recipientID]) != nil
            else { throw StoreError.invalid(MessageRules.recipientRule) }
            try db.execute(
                sql:
                    "INSERT INTO messages (sender_id, recipient_id, body, sent_at, send_key) VALUES (?, ?, ?, ?, ?)",
                arguments: [me, message.recipientID, message.body, now, message.sendKey])
            return MessageRecord(
                id: db.lastInsertedRowID, senderID: me, recipientID: message.recipientID, body: message.body,
                sentAt: StoredTime.date(now))
        }
    }

    func markRead(conversationWith other: Int64, upTo: Int64, by me: Int64) async throws {
        try await access.write { db in
            guard
                let newest = try Int64.fetchOne(
                    db,
                    sql: "SELECT MAX(id) FROM messages WHERE sender_id = ? AND recipient_id = ? AND id <= ?",
                    arguments: [other, me, upTo])
            else { return }
            try db.execute(
                sql: """
                    INSERT INTO message_reads (reader_id, other_id, read_up_to) VALUES (?, ?, ?)
                    ON CONFLICT (reader_id, other_id) DO UPDATE SET read_up_to = excluded.read_up_to
                    WHERE read_up_to < excluded.read_up_to
                    """, arguments: [me, other, newest])
        }
    }

    func unreadCount(of me: Int64) async throws -> Int {
        try await access.read { db in
            try Int.fetchOne(db, sql: MessagesQueries.unread(me: "?1"), arguments: [me]) ?? 0
        }
    }

    static func message(_ row: Row, from start: Int) -> MessageRecord {
        MessageRecord(
            id: row[start], senderID: row[start + 1], recipientID: row[start + 2], body: row[start + 3],
            sentAt: StoredTime.date(row[start + 4]))
    }
}
