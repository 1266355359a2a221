import Infrastructure

extension FeedPostgres {
    /// A member's post edits count against the day's rewritten bytes
    /// (`member.rewrite_bytes_per_day`, issue 42 item 3): each edit was capped in size but not in
    /// number, about 10 GB an hour from one connection.
    static let step7 = PostgresMigration(
        version: 7, summary: "post edits count against the day's rewritten bytes",
        needs: [.step(9, of: "platform")],
        statements: [
            #"""
            CREATE OR REPLACE FUNCTION {schema}.mosaic_edit_post(p_id bigint, p_title text, p_body text, p_tags text)
            RETURNS SETOF {schema}.posts LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$
            DECLARE
                me bigint := {schema}.mosaic_caller_id();
                new_bytes bigint := pg_catalog.octet_length(p_title) + pg_catalog.octet_length(p_body)
                    + pg_catalog.octet_length(COALESCE(p_tags, ''));
            BEGIN
                IF new_bytes > {schema}.mosaic_quota('feed.post_bytes') THEN
                    RAISE EXCEPTION '%', pg_catalog.format(
                        'a post holds at most %s bytes (%s), and this one has %s; shorten it',
                        {schema}.mosaic_quota('feed.post_bytes'), 'feed.post_bytes', new_bytes) USING ERRCODE = 'MQ429';
                END IF;
                IF EXISTS (SELECT 1 FROM {schema}.posts p WHERE p.id = p_id AND p.author_id = me) THEN
                    PERFORM {schema}.mosaic_spend(me, 'member.rewrite_bytes_per_day', COALESCE(new_bytes, 0) + 256);
                END IF;
                RETURN QUERY
                UPDATE {schema}.posts AS p SET title = p_title, body = p_body, tags = COALESCE(p_tags, p.tags), updated_at = {schema}.mosaic_now_ms()
                WHERE p.id = p_id AND p.author_id = me
                RETURNING p.*;
            END $$
            """#
        ])
}
