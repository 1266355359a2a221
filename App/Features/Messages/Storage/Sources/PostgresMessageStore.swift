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
            let rows = try await connection.query(
                PostgresQuery(unsafeSQL: sql, binds: Self.binds(me)), logger: logger)
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
        let login = access.login
        // A member sends through the owner's function, as themselves; the owner (setup, sample
        // data, the tests of the rules the tables keep) writes the row itself.
        if !login.isOwner, me != login.personID {
            throw StoreError.notAllowed("only person \(me) can send in their name")
        }
        let logger = access.logger
        // Safe to repeat: the send key stores it once.
        return try await access.transaction(retry: true) { connection in
            let rows =
                login.isOwner
                ? try await connection.query(
                    """
                    INSERT INTO messages (sender_id, recipient_id, body, sent_at, send_key)
                    SELECT \(me), p.id, \(message.body), \(StoredTime.milliseconds(Date())), \(message.sendKey)
                    FROM people p WHERE p.id = \(message.recipientID)
                    ON CONFLICT (sender_id, send_key) DO UPDATE SET send_key = EXCLUDED.send_key
                    RETURNING id, sender_id, recipient_id, body, sent_at
                    """, logger: logger)
                : try await connection.query(
                    """
                    SELECT id, sender_id, recipient_id, body, sent_at
                    FROM mosaic_send_message(\(message.recipientID), \(message.body), \(message.sendKey))
                    """, logger: logger)
            for try await row in rows.decode(MessageRow.self) { return Self.message(row) }
            throw StoreError.invalid(MessageRules.recipientRule)
        }
    }

    func markRead(conversationWith other: Int64, upTo: Int64, by me: Int64) async throws {
        let login = access.login
        if !login.isOwner, me != login.personID {
            throw StoreError.notAllowed("only person \(me) can mark their conversations read")
        }
        let logger = access.logger
        try await access.transaction(retry: true) { connection in
            if login.isOwner {
                _ = try await connection.query(
                    """
                    INSERT INTO message_reads AS r (reader_id, other_id, read_up_to)
                    SELECT \(me), \(other), m.newest FROM (
                        SELECT MAX(id) AS newest FROM messages
                        WHERE sender_id = \(other) AND recipient_id = \(me) AND id <= \(upTo)) m
                    WHERE m.newest IS NOT NULL
                    ON CONFLICT (reader_id, other_id) DO UPDATE SET read_up_to = EXCLUDED.read_up_to
                    WHERE r.read_up_to < EXCLUDED.read_up_to
                    """, logger: logger)
            } else {
                try await connection.query(
                    "SELECT mosaic_read_conversation(\(other), \(upTo))", logger: logger)
            }
        }
    }

    func unreadCount(of me: Int64) async throws -> Int {
        let logger = access.logger
        return try await access.run { connection in
            try await PostgresRows.count(
                connection.query(
                    PostgresQuery(unsafeSQL: MessagesQueries.unread(me: "$1"), binds: Self.binds(me)),
                    logger: logger))
        }
    }

    /// `$1`, `$2`…: the shared queries name a value more than once.
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
