import Infrastructure

extension MessagesPostgres {
    /// A message locks and stamps no row another member can read, and nothing a sender holds
    /// stops a removal (issue 42, items 4 and 5): the foreign keys to `people` go (their
    /// key-share locks set `xmax` on both people's rows for anyone to read, and made
    /// `team remove` wait for a sender's open transaction), a removed person's messages and
    /// read marks go by a trigger that skips a row some session holds, and a send queues on the
    /// sender's row of `member_write_locks` (no member reads it), not on their person. A send
    /// counts against the day's bytes (`messages.bytes_per_day`), and a refused row's error
    /// carries no DETAIL (it showed the row with its id, the team's message counter).
    static let step3 = PostgresMigration(
        version: 3, summary: "no keys to people, a removal waits for no sender, a day's bytes",
        needs: [.step(9, of: "platform")],
        statements: [
            #"""
            ALTER TABLE {schema}.messages DROP CONSTRAINT IF EXISTS messages_sender_id_fkey
            """#,
            #"""
            ALTER TABLE {schema}.messages DROP CONSTRAINT IF EXISTS messages_recipient_id_fkey
            """#,
            #"""
            ALTER TABLE {schema}.message_reads DROP CONSTRAINT IF EXISTS message_reads_reader_id_fkey
            """#,
            #"""
            ALTER TABLE {schema}.message_reads DROP CONSTRAINT IF EXISTS message_reads_other_id_fkey
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_forget_removed_people_messages() RETURNS trigger LANGUAGE plpgsql
            SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$
            BEGIN
                DELETE FROM {schema}.messages m WHERE m.id IN (
                    SELECT k.id FROM {schema}.messages k
                    WHERE k.sender_id IN (SELECT r.id FROM removed r) OR k.recipient_id IN (SELECT r.id FROM removed r)
                    FOR UPDATE SKIP LOCKED);
                DELETE FROM {schema}.message_reads d WHERE (d.reader_id, d.other_id) IN (
                    SELECT k.reader_id, k.other_id FROM {schema}.message_reads k
                    WHERE k.reader_id IN (SELECT r.id FROM removed r) OR k.other_id IN (SELECT r.id FROM removed r)
                    FOR UPDATE SKIP LOCKED);
                RETURN NULL;
            END $$
            """#,
            #"""
            REVOKE ALL ON FUNCTION {schema}.mosaic_forget_removed_people_messages() FROM PUBLIC
            """#,
            #"""
            CREATE TRIGGER messages_forget_removed_people AFTER DELETE ON {schema}.people
            REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_forget_removed_people_messages()
            """#,
            #"""
            INSERT INTO {schema}.team_quotas (name, value, about)
            VALUES ('messages.bytes_per_day', 8000000, 'bytes of messages a member may send in a day (UTC)')
            ON CONFLICT (name) DO NOTHING
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_send_message(p_recipient bigint, p_body text, p_key text)
            RETURNS SETOF {schema}.messages LANGUAGE plpgsql STRICT SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$
            DECLARE
                me bigint := {schema}.mosaic_caller_id();
                per_minute bigint := {schema}.mosaic_quota('messages.sends_per_minute');
                most_bytes bigint := {schema}.mosaic_quota('messages.message_bytes');
                now_ms bigint;
                recent bigint;
                failed_state text;
                failed_text text;
                failed_rule text;
            BEGIN
                PERFORM {schema}.mosaic_hold_writer(me);
                IF EXISTS (SELECT 1 FROM {schema}.messages m WHERE m.sender_id = me AND m.send_key = p_key) THEN
                    RETURN QUERY SELECT m.* FROM {schema}.messages m WHERE m.sender_id = me AND m.send_key = p_key;
                    RETURN;
                END IF;
                IF NOT EXISTS (SELECT 1 FROM {schema}.people p WHERE p.id = p_recipient) THEN
                    RAISE EXCEPTION 'the recipient is not in the team'
                        USING ERRCODE = 'check_violation', CONSTRAINT = 'messages_recipient_present';
                END IF;
                IF pg_catalog.octet_length(p_body) > most_bytes THEN
                    RAISE EXCEPTION '%', pg_catalog.format(
                        'a message holds at most %s bytes (%s), and this one has %s; shorten it',
                        most_bytes, 'messages.message_bytes', pg_catalog.octet_length(p_body)) USING ERRCODE = 'MQ429';
                END IF;
                now_ms := {schema}.mosaic_now_ms();
                SELECT pg_catalog.count(*) INTO recent FROM {schema}.messages m
                WHERE m.sender_id = me AND m.sent_at > now_ms - 60000;
                IF recent >= per_minute THEN
                    RAISE EXCEPTION '%', pg_catalog.format(
                        'you sent %s messages in the last minute and the team allows %s a minute (%s); '
                        'wait a moment and send again', recent, per_minute, 'messages.sends_per_minute') USING ERRCODE = 'MQ429';
                END IF;
                PERFORM {schema}.mosaic_spend(me, 'messages.bytes_per_day', pg_catalog.octet_length(p_body) + 256);
                BEGIN
                    RETURN QUERY
                    INSERT INTO {schema}.messages AS m (sender_id, recipient_id, body, sent_at, send_key)
                    VALUES (me, p_recipient, p_body, {schema}.mosaic_now_ms(), p_key)
                    RETURNING m.*;
                EXCEPTION WHEN integrity_constraint_violation THEN
                    GET STACKED DIAGNOSTICS failed_state = RETURNED_SQLSTATE, failed_text = MESSAGE_TEXT,
                        failed_rule = CONSTRAINT_NAME;
                    RAISE EXCEPTION '%', failed_text USING ERRCODE = failed_state, CONSTRAINT = COALESCE(failed_rule, '');
                END;
            END $$
            """#,
        ])
}
