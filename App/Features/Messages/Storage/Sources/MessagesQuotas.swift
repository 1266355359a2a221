import Infrastructure

/// Messages' quotas on a team database (`PlatformQuotas`), checked in the send function: the
/// send rate of step 1, now the owner's to change, and a cap in bytes the owner may lower (2,000
/// characters of stacked combining marks are 42,000 bytes; a character limit is no byte limit).
///
/// - `messages.sends_per_minute`: messages a member sends in a minute;
/// - `messages.message_bytes`: one message's body, in UTF-8 bytes.
enum MessagesQuotas {
    static let sendsPerMinute = "messages.sends_per_minute"
    static let messageBytes = "messages.message_bytes"

    /// The most bytes the character rules let a message hold (2,000 characters of at most ten
    /// code points of four bytes), so by default nothing the app accepts is refused for its
    /// bytes; an owner lowers it for a team that writes in few bytes a character.
    static let mostBytesAMessage: Int64 = 80_000

    private static let pinned = "SET search_path = pg_catalog, pg_temp"
    private static let refused = "USING ERRCODE = '\(PlatformQuotas.quotaExceeded)'"

    static let statements: [String] = [
        PlatformQuotas.rule(
            sendsPerMinute, default: Int64(MessageRules.sendsPerMinute),
            about: "messages a member may send in a minute"),
        PlatformQuotas.rule(messageBytes, default: mostBytesAMessage, about: "bytes in one message"),
        send,
    ]

    /// Step 1's send function, the same but for its two quotas read from the team's table.
    private static let send = """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_send_message(p_recipient bigint, p_body text, p_key text)
        RETURNS SETOF {schema}.messages LANGUAGE plpgsql STRICT SECURITY DEFINER \(pinned)
        AS $$
        DECLARE
            me bigint := {schema}.mosaic_caller_id();
            now_ms bigint := {schema}.mosaic_now_ms();
            per_minute bigint := {schema}.mosaic_quota('\(sendsPerMinute)');
            most_bytes bigint := {schema}.mosaic_quota('\(messageBytes)');
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
                    most_bytes, '\(messageBytes)', pg_catalog.octet_length(p_body)) \(refused);
            END IF;
            SELECT pg_catalog.count(*) INTO recent FROM {schema}.messages m
            WHERE m.sender_id = me AND m.sent_at > now_ms - 60000;
            IF recent >= per_minute THEN
                RAISE EXCEPTION '%', pg_catalog.format(
                    'you sent %s messages in the last minute and the team allows %s a minute (%s); '
                    'wait a moment and send again', recent, per_minute, '\(sendsPerMinute)') \(refused);
            END IF;
            RETURN QUERY
            INSERT INTO {schema}.messages AS m (sender_id, recipient_id, body, sent_at, send_key)
            VALUES (me, p_recipient, p_body, now_ms, p_key)
            RETURNING m.*;
        END $$
        """
}
