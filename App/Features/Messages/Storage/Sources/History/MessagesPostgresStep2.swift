import Infrastructure

extension MessagesPostgres {
    /// The send rate and a message's bytes as the team's quotas (`MessagesQuotas`).
    static let step2 = PostgresMigration(
        version: 2, summary: "the send rate and a message's bytes as the team's quotas",
        statements: [
            #"""
            INSERT INTO {schema}.team_quotas (name, value, about)
            VALUES ('messages.sends_per_minute', 30, 'messages a member may send in a minute') ON CONFLICT (name) DO NOTHING
            """#,
            #"""
            INSERT INTO {schema}.team_quotas (name, value, about)
            VALUES ('messages.message_bytes', 80000, 'bytes in one message') ON CONFLICT (name) DO NOTHING
            """#,
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_send_message(p_recipient bigint, p_body text, p_key text)
            RETURNS SETOF {schema}.messages LANGUAGE plpgsql STRICT SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$
            DECLARE
                me bigint := {schema}.mosaic_caller_id();
                now_ms bigint := {schema}.mosaic_now_ms();
                per_minute bigint := {schema}.mosaic_quota('messages.sends_per_minute');
                most_bytes bigint := {schema}.mosaic_quota('messages.message_bytes');
                recent bigint;
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
                IF pg_catalog.octet_length(p_body) > most_bytes THEN
                    RAISE EXCEPTION '%', pg_catalog.format(
                        'a message holds at most %s bytes (%s), and this one has %s; shorten it',
                        most_bytes, 'messages.message_bytes', pg_catalog.octet_length(p_body)) USING ERRCODE = 'MQ429';
                END IF;
                SELECT pg_catalog.count(*) INTO recent FROM {schema}.messages m
                WHERE m.sender_id = me AND m.sent_at > now_ms - 60000;
                IF recent >= per_minute THEN
                    RAISE EXCEPTION '%', pg_catalog.format(
                        'you sent %s messages in the last minute and the team allows %s a minute (%s); '
                        'wait a moment and send again', recent, per_minute, 'messages.sends_per_minute') USING ERRCODE = 'MQ429';
                END IF;
                RETURN QUERY
                INSERT INTO {schema}.messages AS m (sender_id, recipient_id, body, sent_at, send_key)
                VALUES (me, p_recipient, p_body, now_ms, p_key)
                RETURNING m.*;
            END $$
            """#,
        ])
}
