import Foundation
import Infrastructure
import PostgresNIO

/// `MessageStore` on PostgreSQL: reads as the member (row-level security keeps everyone
/// else's messages out of them whatever they ask), writes through the owner's functions.
struct PostgresMessageStore: MessageStore {
    let access: PostgresAccess

    private typealias MessageRow = (Int64, Int64, Int64, String, Int64)

    func conversations(of me: Int64) async throws -> [ConversationRecord] {
        let logger = access.logger
        return try await access.run { connection in
            let sql = MessagesQueries.conversations(me: "$1")
            var found: [ConversationRecord] = []
            let rows = try await connection.query(PostgresQuery(unsafeSQL: sql, binds: Self.binds(me)), logger: logger)
            for try await (id, handle, name, mid, sender, recipient, body, sent, unread) in rows.decode(
                (Int64, String, String, Int64, Int64, Int64, String, Int64, Int64).self)
            {
                found.append(
                    ConversationRecord(
                        otherID: id, otherHandle: handle, otherName: name,
                        last: Self.message((mid, sender, recipient, body, sent)), unread: Int(unread)))
            }
            return found
        }
    }

    func messages(between me: Int64, and other: Int64, limit: Int) async throws -> [MessageRecord] {
        let logger = access.logger
        return try await access.run { connection in
            let sql = MessagesQueries.between(me: "$1", other: "$2", limit: "$3")
            let rows = try await connection.query(
                PostgresQuery(unsafeSQL: sql, binds: Self.binds(me, other, Int64(PageLimit.clamp(limit)))),
                logger: logger)
            var found: [MessageRecord] = []
            for try await row in rows.decode(MessageRow.self) { found.append(Self.message(row)) }
            return found.reversed()
        }
    }

    func send(_ message: NewMessage, from me: Int64) async throws -> MessageRecord {
        try MessageRules.check(message.body)
        guard me != message.recipientID else { throw StoreError.invalid(MessageRules.selfRule) }
        let logger = access.logger
        // Safe to repeat: the send key stores it once.
        return try await access.transaction(retry: true) { connection in
            let rows = try await connection.query(
                """
                SELECT id, sender_id, recipient_id, body, sent_at
                FROM mosaic_send_message(\(message.recipientID), \(message.body), \(message.sendKey))
                """, logger: logger)
            for try await row in rows.decode(MessageRow.self) { return Self.message(row) }
            throw StoreError.unavailable("the message was not stored; send it again")
        }
    }

    func markRead(conversationWith other: Int64, upTo: Int64, by me: Int64) async throws {
        let logger = access.logger
        try await access.transaction(retry: true) { connection in
            _ = try await connection.query("SELECT mosaic_read_conversation(\(other), \(upTo))", logger: logger)
        }
    }

    func unreadCount(of me: Int64) async throws -> Int {
        let logger = access.logger
        return try await access.run { connection in
            try await PostgresRows.count(
                connection.query(
                    PostgresQuery(unsafeSQL: MessagesQueries.unread(me: "$1") + "", binds: Self.binds(me)),
                    logger: logger))
        }
    }

    private static func binds(_ values: Int64...) -> PostgresBindings {
        var binds = PostgresBindings()
        for value in values { binds.append(value) }
        return binds
    }

    private static func message(_ row: MessageRow) -> MessageRecord {
        MessageRecord(
            id: row.0, senderID: row.1, recipientID: row.2, body: row.3, sentAt: StoredTime.date(row.4))
    }
}
