import Infrastructure

extension FeedPostgres {
    /// The feed's published contract (`FeedContract`): its posts as other features read them,
    /// a function that runs as its caller (row-level security holds) and that the planner
    /// inlines into the caller's query, so a consumer's page reads through the feed's indexes;
    /// and the news of a post's removal, a table that is always empty (the feed's trigger writes
    /// a row for each post removed and deletes it in the same statement), which consumers hang a
    /// trigger on. Members may call the first and cannot read the second.
    static let step6 = PostgresMigration(
        version: 6, summary: "the feed's published contract: feed_posts_v1, feed_post_removals_v1",
        statements: [
            #"""
            CREATE FUNCTION {schema}.feed_posts_v1()
            RETURNS TABLE (
                id bigint, author_id bigint, title text, body text, tags text, created_at bigint,
                updated_at bigint, like_count integer)
            LANGUAGE sql STABLE
            AS $$
                SELECT p.id, p.author_id, p.title, p.body, p.tags, p.created_at, p.updated_at,
                    (SELECT COALESCE(pg_catalog.sum(c.likes), 0)::integer FROM {schema}.like_counts c
                        WHERE c.post_id = p.id)
                FROM {schema}.posts p
            $$
            """#,
            #"""
            CREATE TABLE {schema}.feed_post_removals_v1 (post_id bigint NOT NULL)
            """#,
            #"""
            ALTER TABLE {schema}.feed_post_removals_v1 ENABLE ROW LEVEL SECURITY
            """#,
            #"""
            CREATE FUNCTION {schema}.mosaic_announce_post_removals() RETURNS trigger LANGUAGE plpgsql
            SECURITY DEFINER SET search_path = pg_catalog, pg_temp
            AS $$
            BEGIN
                INSERT INTO {schema}.feed_post_removals_v1 (post_id) SELECT r.id FROM removed r;
                DELETE FROM {schema}.feed_post_removals_v1 e WHERE e.post_id IN (SELECT r.id FROM removed r);
                RETURN NULL;
            END $$
            """#,
            #"""
            REVOKE ALL ON FUNCTION {schema}.mosaic_announce_post_removals() FROM PUBLIC
            """#,
            #"""
            CREATE TRIGGER posts_announce_removals AFTER DELETE ON {schema}.posts REFERENCING OLD TABLE AS removed
            FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_announce_post_removals()
            """#,
        ])
}
