import Infrastructure

/// The messages' history on a team database. Never edit a shipped step; add one.
///
/// What a member may do here, for any client (psql included): read the messages they sent or
/// received and nobody else's (row-level security), and their own read marks; send as
/// themselves and mark their own conversations read, only through the owner's functions below
/// (no table grants). Each change is logged twice, for the sender and for the recipient
/// (`audience`), so a third member reads nothing of it in the log and `LISTEN` gives them only
/// log numbers they cannot read.
enum MessagesPostgres {
    static let migrations: [PostgresMigration] = [
        PostgresMigration(
            version: 1, summary: "messages, read marks, members' sends, private change log",
            statements: tables + policies + [send, markRead] + changeLog),
        PostgresMigration(
            version: 2, summary: "the send rate and a message's bytes as the team's quotas",
            statements: MessagesQuotas.statements),
    ]

    /// The functions members may call.
    static let memberFunctions = [
        "mosaic_send_message(bigint, text, text)", "mosaic_read_conversation(bigint, bigint)",
    ]

    /// Named so a refusal says which rule.
    static let limitMessages: [String: String] = [
        "messages_body_rules": MessageRules.bodyRule,
        "messages_recipient_present": MessageRules.recipientRule,
        "messages_not_to_self": MessageRules.selfRule,
    ]

    private static let pinned = "SET search_path = pg_catalog, pg_temp"

    private static let tables: [String] = [
        """
        CREATE TABLE {schema}.messages (
            id bigserial PRIMARY KEY,
            sender_id bigint NOT NULL REFERENCES {schema}.people(id) ON DELETE CASCADE,
            recipient_id bigint NOT NULL REFERENCES {schema}.people(id) ON DELETE CASCADE,
            body text NOT NULL, sent_at bigint NOT NULL, send_key text NOT NULL,
            CONSTRAINT messages_body_rules CHECK ({schema}.mosaic_text_fits(body, \(MessageRules.maximumLength), true, true)),
            CONSTRAINT messages_not_to_self CHECK (sender_id <> recipient_id),
            CONSTRAINT messages_send_key_size CHECK (pg_catalog.char_length(send_key) BETWEEN 1 AND 64))
        """,
        "CREATE UNIQUE INDEX messages_by_send_key ON {schema}.messages (sender_id, send_key)",
        // The send rate and a conversation from the sender's side; the recipient's side.
        "CREATE INDEX messages_by_sender ON {schema}.messages (sender_id, recipient_id, id)",
        "CREATE INDEX messages_by_sender_time ON {schema}.messages (sender_id, sent_at)",
        "CREATE INDEX messages_by_recipient ON {schema}.messages (recipient_id, sender_id, id)",
        """
        CREATE TABLE {schema}.message_reads (
            reader_id bigint NOT NULL REFERENCES {schema}.people(id) ON DELETE CASCADE,
            other_id bigint NOT NULL REFERENCES {schema}.people(id) ON DELETE CASCADE,
            read_up_to bigint NOT NULL,
            PRIMARY KEY (reader_id, other_id))
        """,
    ]

    private static let policies: [String] = [
        "ALTER TABLE {schema}.messages ENABLE ROW LEVEL SECURITY",
        """
        CREATE POLICY messages_read_own ON {schema}.messages FOR SELECT
        USING (sender_id = {schema}.mosaic_me() OR recipient_id = {schema}.mosaic_me())
        """,
        "ALTER TABLE {schema}.message_reads ENABLE ROW LEVEL SECURITY",
        "CREATE POLICY message_reads_own ON {schema}.message_reads FOR SELECT USING (reader_id = {schema}.mosaic_me())",
    ]

    /// A message from the caller, whoever they say they are: the sender is the login's
    /// (`mosaic_caller_id`), the time the server's. Once per send key: a retried send answers
    /// the message stored the first time. At most `MessageRules.sendsPerMinute` a minute per
    /// sender, counted under a lock on the sender's own person row (`FOR NO KEY UPDATE`, which
    /// no one else's send or foreign key waits for), so parallel sessions cannot pass the limit
    /// together. A recipient who is not in the team (left, or never was) is refused by name.
    private static let send = """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_send_message(p_recipient bigint, p_body text, p_key text)
        RETURNS SETOF {schema}.messages LANGUAGE plpgsql STRICT SECURITY DEFINER \(pinned)
        AS $$
        DECLARE
            me bigint := {schema}.mosaic_caller_id();
            now_ms bigint := {schema}.mosaic_now_ms();
        BEGIN
            PERFORM 1 FROM {schema}.people p WHERE p.id = me FOR NO KEY UPDATE;
            IF EXISTS (SELECT 1 FROM {schema}.messages m WHERE m.sender_id = me AND m.send_key = p_key) THEN
                RETURN QUERY SELECT m.* FROM {schema}.messages m WHERE m.sender_id = me AND m.send_key = p_key;
                RETURN;
            END IF;
            IF NOT EXISTS (SELECT 1 FROM {schema}.people p WHERE p.id = p_recipient) THEN
                RAISE EXCEPTION 'the recipient is not in the team'
                    USING ERRCODE = 'check_violation', CONSTRAINT = 'messages_recipient_present';
            END IF;
            IF (SELECT pg_catalog.count(*) FROM {schema}.messages m
                WHERE m.sender_id = me AND m.sent_at > now_ms - 60000) >= \(MessageRules.sendsPerMinute) THEN
                RAISE EXCEPTION 'too many messages in a minute'
                    USING ERRCODE = 'check_violation', CONSTRAINT = 'messages_send_rate';
            END IF;
            RETURN QUERY
            INSERT INTO {schema}.messages AS m (sender_id, recipient_id, body, sent_at, send_key)
            VALUES (me, p_recipient, p_body, now_ms, p_key)
            RETURNING m.*;
        END $$
        """

    /// The caller's own read mark for one conversation, moved forward only, and never past the
    /// conversation's last message (a mark far ahead would hide messages still to come).
    private static let markRead = """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_read_conversation(p_other bigint, p_up_to bigint)
        RETURNS boolean LANGUAGE plpgsql STRICT SECURITY DEFINER \(pinned)
        AS $$
        DECLARE
            me bigint := {schema}.mosaic_caller_id();
            newest bigint;
        BEGIN
            SELECT pg_catalog.max(m.id) INTO newest FROM {schema}.messages m
            WHERE m.sender_id = p_other AND m.recipient_id = me AND m.id <= p_up_to;
            IF newest IS NULL THEN
                RETURN false;
            END IF;
            INSERT INTO {schema}.message_reads AS r (reader_id, other_id, read_up_to)
            VALUES (me, p_other, newest)
            ON CONFLICT (reader_id, other_id) DO UPDATE SET read_up_to = EXCLUDED.read_up_to
            WHERE r.read_up_to < EXCLUDED.read_up_to;
            RETURN FOUND;
        END $$
        """

    private static let changeLog: [String] =
        ChangeLogSQL.postgresTriggers(
            on: "messages", prefix: "messages_to_sender", inserted: StoredMessageChange.Kind.sent,
            updated: nil,
            deleted: nil, subject: "id", author: "sender_id", audience: "sender_id")
        + ChangeLogSQL.postgresTriggers(
            on: "messages", prefix: "messages_to_recipient", inserted: StoredMessageChange.Kind.sent,
            updated: nil, deleted: nil, subject: "id", author: "sender_id", audience: "recipient_id")
        + ChangeLogSQL.postgresTriggers(
            on: "message_reads", prefix: "message_reads", inserted: StoredMessageChange.Kind.read,
            updated: StoredMessageChange.Kind.read, deleted: nil, subject: "other_id", audience: "reader_id")
}
