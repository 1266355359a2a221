/// The reads both backends share, written once: the same SQL runs on SQLite and PostgreSQL
/// (`?` or `$n` placeholders filled in by each store).
enum MessagesQueries {
    static let columns = "m.id, m.sender_id, m.recipient_id, m.body, m.sent_at"

    /// A person's conversations: the last message with each other person, the other's name
    /// and how many of their messages are past the person's read mark. `me` is `{me}`.
    static func conversations(me: String) -> String {
        """
        WITH lasts AS (
            SELECT CASE WHEN m.sender_id = \(me) THEN m.recipient_id ELSE m.sender_id END AS other_id,
                MAX(m.id) AS last_id
            FROM messages m WHERE m.sender_id = \(me) OR m.recipient_id = \(me)
            GROUP BY 1)
        SELECT p.id, p.handle, p.display_name, \(columns),
            (SELECT COUNT(*) FROM messages u
             WHERE u.recipient_id = \(me) AND u.sender_id = l.other_id
               AND u.id > COALESCE((SELECT r.read_up_to FROM message_reads r
                                    WHERE r.reader_id = \(me) AND r.other_id = l.other_id), 0)) AS unread
        FROM lasts l JOIN messages m ON m.id = l.last_id JOIN people p ON p.id = l.other_id
        ORDER BY m.id DESC LIMIT 200
        """
    }

    /// The last messages between two people, newest first (the store reverses them).
    static func between(me: String, other: String, limit: String) -> String {
        """
        SELECT \(columns) FROM messages m
        WHERE (m.sender_id = \(me) AND m.recipient_id = \(other))
           OR (m.sender_id = \(other) AND m.recipient_id = \(me))
        ORDER BY m.id DESC LIMIT \(limit)
        """
    }

    static func unread(me: String) -> String {
        """
        SELECT COUNT(*) FROM messages u
        WHERE u.recipient_id = \(me)
          AND u.id > COALESCE((SELECT r.read_up_to FROM message_reads r
                               WHERE r.reader_id = \(me) AND r.other_id = u.sender_id), 0)
        """
    }
}
