import Infrastructure

extension MessagesPostgres {
    /// Messages and read marks with row-level security (each member reads their own), sending and
    /// marking read only through the owner's functions, as the caller, and each change logged for
    /// the sender and for the recipient alone.
    static let step1 = PostgresMigration(
        version: 1, summary: "messages, read marks, members' sends, private change log",
        statements: [
            #"""
            CREATE TABLE {schema}.messages (
                id bigserial PRIMARY KEY,
                sender_id bigint NOT NULL REFERENCES {schema}.people(id) ON DELETE CASCADE,
                recipient_id bigint NOT NULL REFERENCES {schema}.people(id) ON DELETE CASCADE,
                body text NOT NULL, sent_at bigint NOT NULL, send_key text NOT NULL,
                CONSTRAINT messages_body_rules CHECK ({schema}.mosaic_text_fits(body, 2000, true, true)),
                CONSTRAINT messages_not_to_self CHECK (sender_id <> recipient_id),
                CONSTRAINT messages_send_key_size CHECK (pg_catalog.char_length(send_key) BETWEEN 1 AND 64))
            """#,
            #"""
            CREATE UNIQUE INDEX messages_by_send_key ON {schema}.messages (sender_id, send_key)
            """#,
            #"""
            CREATE INDEX messages_by_sender ON {schema}.messages (sender_id, recipient_id, id)
            """#,
            #"""
            CREATE INDEX messages_by_sender_time ON {schema}.messages (sender_id, sent_at)
            """#,
            #"""
            CREATE INDEX messages_by_recipient ON {schema}.messages (recipient_id, sender_id, id)
            """#,
            #"""
            CREATE TABLE {schema}.message_reads (
                reader_id bigint NOT NULL REFERENCES {schema}.people(id) ON DELETE CASCADE,
                other_id bigint NOT NULL REFERENCES {schema}.people(id) ON DELETE CASCADE,
                read_up_to bigint NOT NULL,
                PRIMARY KEY (reader_id, other_id))
            """#,
            #"""
            ALTER TABLE {schema}.messages ENABLE ROW LEVEL SECURITY
            """#,
            #"""
            CREATE POLICY messages_read_own ON {schema}.messages FOR SELECT
            USING (sender_id = {schema}.mosaic_me() OR recipient_id = {schema}.mosaic_me())
            """#,
            #"""
            ALTER TABLE {schema}.message_reads ENABLE ROW LEVEL SECURITY
            """#,
            #"""
            CREATE POLICY message_reads_own ON {schema}.message_reads FOR SELECT USING (reader_id = {schema}.mosaic_me())
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_send_message(p_recipient bigint, p_body text, p_key text)
            RETURNS SETOF {schema}.messages LANGUAGE plpgsql STRICT SECURITY DEFINER SET search_path = pg_catalog, pg_temp
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
                    WHERE m.sender_id = me AND m.sent_at > now_ms - 60000) >= 30 THEN
                    RAISE EXCEPTION 'too many messages in a minute'
                        USING ERRCODE = 'check_violation', CONSTRAINT = 'messages_send_rate';
                END IF;
                RETURN QUERY
                INSERT INTO {schema}.messages AS m (sender_id, recipient_id, body, sent_at, send_key)
                VALUES (me, p_recipient, p_body, now_ms, p_key)
                RETURNING m.*;
            END $$
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_read_conversation(p_other bigint, p_up_to bigint)
            RETURNS boolean LANGUAGE plpgsql STRICT SECURITY DEFINER SET search_path = pg_catalog, pg_temp
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
            """#,
            #"""
            DROP TRIGGER IF EXISTS messages_to_sender_log_inserts ON {schema}.messages
            """#,
            #"""
            CREATE TRIGGER messages_to_sender_log_inserts AFTER INSERT ON {schema}.messages REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_log_rows('message_sent', 'id', 'sender_id', 'sender_id')
            """#,
            #"""
            DROP TRIGGER IF EXISTS messages_to_recipient_log_inserts ON {schema}.messages
            """#,
            #"""
            CREATE TRIGGER messages_to_recipient_log_inserts AFTER INSERT ON {schema}.messages REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_log_rows('message_sent', 'id', 'sender_id', 'recipient_id')
            """#,
            #"""
            DROP TRIGGER IF EXISTS message_reads_log_inserts ON {schema}.message_reads
            """#,
            #"""
            CREATE TRIGGER message_reads_log_inserts AFTER INSERT ON {schema}.message_reads REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_log_rows('conversation_read', 'other_id', '', 'reader_id')
            """#,
            #"""
            DROP TRIGGER IF EXISTS message_reads_log_updates ON {schema}.message_reads
            """#,
            #"""
            CREATE TRIGGER message_reads_log_updates AFTER UPDATE ON {schema}.message_reads REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_log_rows('conversation_read', 'other_id', '', 'reader_id')
            """#,
        ])
}
