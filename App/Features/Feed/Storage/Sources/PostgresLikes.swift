import Infrastructure

/// Likes on PostgreSQL, one row per (post, person), so a person's like counts once,
/// with counts the database keeps as likes come and go; members like and take likes back only
/// as themselves, through `mosaic_set_like`.
///
/// Why the counts are not `posts.like_count` here (SQLite keeps them there): a count on the
/// post's row is written by every liker's transaction, and a member who likes a post in a
/// transaction they keep open (`BEGIN; SELECT mosaic_set_like(7, true);`, their backstops
/// lifted, or one statement with `pg_sleep`) would hold that row: its author could not edit or
/// delete it, nobody else could like it, and liking every post in one statement would stop all
/// of that for the whole team. So nothing a liker writes is a row anyone else writes:
/// - the like is the liker's own row; it names its post without a foreign key (which would
///   share-lock the post against its deletion); a deleted post's likes go with it by trigger,
///   skipping any row a session holds (such a left-over names a post that no longer exists,
///   and no read reaches it);
/// - the count is kept in `like_counts`, one or more slots per post that add up to it: a
///   change goes to a slot no other session holds (`FOR UPDATE SKIP LOCKED`), or to a new slot
///   when all are held, so a like never waits for another session. A post has one slot unless
///   sessions liked it at the same moment; a page reads the sum of a post's few slots through
///   the primary key (never the likes), so page 2,000 costs what page 1 does.
/// So `posts` has no `like_count` column here.
///
/// Every change of a count logs `post_edited` for its post (or `many_changed` past `bulkRows`
/// posts) and notifies, as the posts' own trigger does, which is how others see it live.
enum PostgresLikes {
    private static let pinned = "SET search_path = pg_catalog, pg_temp"

    static let statements: [String] = tables + [countFunction, forgetFunction] + triggers + [setLike]

    /// What a member calls to like (`true`) or take back their like (`false`): as themselves,
    /// once. Answers the post's count after, or NULL when there is no such post.
    static let memberFunction = "mosaic_set_like(bigint, boolean)"

    private static let tables: [String] = [
        """
        CREATE TABLE {schema}.likes (
            post_id bigint NOT NULL,
            person_id bigint NOT NULL REFERENCES {schema}.people(id) ON DELETE CASCADE,
            created_at bigint NOT NULL,
            PRIMARY KEY (post_id, person_id))
        """,
        // Deleting a person finds their likes through this, not a scan.
        "CREATE INDEX likes_by_person ON {schema}.likes (person_id, post_id)",
        """
        CREATE TABLE {schema}.like_counts (
            post_id bigint NOT NULL, slot bigserial, likes integer NOT NULL,
            PRIMARY KEY (post_id, slot))
        """,
        "ALTER TABLE {schema}.likes ENABLE ROW LEVEL SECURITY",
        "CREATE POLICY likes_read ON {schema}.likes FOR SELECT USING (true)",
        "ALTER TABLE {schema}.like_counts ENABLE ROW LEVEL SECURITY",
        "CREATE POLICY like_counts_read ON {schema}.like_counts FOR SELECT USING (true)",
    ]

    /// The likes a statement added or removed, per post still there, into that post's slots;
    /// then the log and the notification. Per statement (transition tables): sample data or a
    /// seed adds one slot per post in one statement instead of a round per like.
    static let countFunction = """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_count_likes() RETURNS trigger LANGUAGE plpgsql
        SECURITY DEFINER \(pinned)
        AS $$
        DECLARE
            post_ids bigint[];
            deltas integer[];
            posts_changed integer;
            first_seq bigint;
            last_seq bigint;
            now_ms bigint := {schema}.mosaic_now_ms();
        BEGIN
            IF TG_OP = 'INSERT' THEN
                SELECT pg_catalog.array_agg(d.post_id ORDER BY d.post_id), pg_catalog.array_agg(d.n ORDER BY d.post_id)
                INTO post_ids, deltas
                FROM (SELECT a.post_id, pg_catalog.count(*)::integer AS n FROM added a GROUP BY a.post_id) d
                JOIN {schema}.posts p ON p.id = d.post_id;
            ELSE
                SELECT pg_catalog.array_agg(d.post_id ORDER BY d.post_id), pg_catalog.array_agg(-d.n ORDER BY d.post_id)
                INTO post_ids, deltas
                FROM (SELECT r.post_id, pg_catalog.count(*)::integer AS n FROM removed r GROUP BY r.post_id) d
                JOIN {schema}.posts p ON p.id = d.post_id;
            END IF;
            posts_changed := COALESCE(pg_catalog.array_length(post_ids, 1), 0);
            IF posts_changed = 0 THEN
                RETURN NULL;
            ELSIF posts_changed > \(ChangeLogSQL.bulkRows) THEN
                -- A bulk write: a new slot per post, in one statement.
                INSERT INTO {schema}.like_counts (post_id, likes)
                SELECT * FROM ROWS FROM (pg_catalog.unnest(post_ids), pg_catalog.unnest(deltas));
                INSERT INTO {schema}.change_log (kind, at) VALUES ('many_changed', now_ms)
                RETURNING seq INTO first_seq;
            ELSE
                FOR i IN 1..posts_changed LOOP
                    -- A slot no other session holds, or a new one: never a wait.
                    UPDATE {schema}.like_counts c SET likes = c.likes + deltas[i]
                    WHERE (c.post_id, c.slot) = (
                        SELECT s.post_id, s.slot FROM {schema}.like_counts s WHERE s.post_id = post_ids[i]
                        ORDER BY s.slot LIMIT 1 FOR UPDATE SKIP LOCKED);
                    IF NOT FOUND THEN
                        INSERT INTO {schema}.like_counts (post_id, likes) VALUES (post_ids[i], deltas[i]);
                    END IF;
                END LOOP;
                WITH logged AS (
                    INSERT INTO {schema}.change_log (kind, subject, author, at)
                    SELECT 'post_edited', p.id, p.author_id, now_ms FROM {schema}.posts p
                    WHERE p.id = ANY (post_ids) ORDER BY p.id RETURNING seq)
                SELECT pg_catalog.min(seq), pg_catalog.max(seq) INTO first_seq, last_seq FROM logged;
            END IF;
            \(ChangeLogSQL.postgresLogEnding)
        END $$
        """

    /// A deleted post's likes and slots go with it, but a row some session holds is skipped
    /// rather than waited for: the author's delete never waits for a liker.
    private static let forgetFunction = """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_forget_likes() RETURNS trigger LANGUAGE plpgsql
        SECURITY DEFINER \(pinned)
        AS $$
        BEGIN
            DELETE FROM {schema}.likes l WHERE (l.post_id, l.person_id) IN (
                SELECT k.post_id, k.person_id FROM {schema}.likes k
                WHERE k.post_id IN (SELECT r.id FROM removed r) FOR UPDATE SKIP LOCKED);
            DELETE FROM {schema}.like_counts c WHERE (c.post_id, c.slot) IN (
                SELECT s.post_id, s.slot FROM {schema}.like_counts s
                WHERE s.post_id IN (SELECT r.id FROM removed r) FOR UPDATE SKIP LOCKED);
            RETURN NULL;
        END $$
        """

    private static let triggers: [String] = [
        "REVOKE ALL ON FUNCTION {schema}.mosaic_count_likes(), {schema}.mosaic_forget_likes() FROM PUBLIC",
        """
        CREATE TRIGGER likes_count_inserts AFTER INSERT ON {schema}.likes REFERENCING NEW TABLE AS added
        FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_count_likes()
        """,
        """
        CREATE TRIGGER likes_count_deletes AFTER DELETE ON {schema}.likes REFERENCING OLD TABLE AS removed
        FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_count_likes()
        """,
        """
        CREATE TRIGGER posts_forget_likes AFTER DELETE ON {schema}.posts REFERENCING OLD TABLE AS removed
        FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_forget_likes()
        """,
    ]

    /// The caller's own like, whoever they say they are: the person is the login's
    /// (`mosaic_caller_id`), the primary key keeps a second like out, and only the caller's own
    /// row is ever deleted. STRICT: NULL in, nothing done.
    private static let setLike = """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_set_like(p_post bigint, p_liked boolean) RETURNS integer
        LANGUAGE plpgsql STRICT SECURITY DEFINER \(pinned)
        AS $$
        DECLARE
            me bigint := {schema}.mosaic_caller_id();
        BEGIN
            IF NOT EXISTS (SELECT 1 FROM {schema}.posts p WHERE p.id = p_post) THEN
                RETURN NULL;
            END IF;
            IF p_liked THEN
                INSERT INTO {schema}.likes (post_id, person_id, created_at)
                VALUES (p_post, me, {schema}.mosaic_now_ms())
                ON CONFLICT DO NOTHING;
            ELSE
                DELETE FROM {schema}.likes l WHERE l.post_id = p_post AND l.person_id = me;
            END IF;
            RETURN (SELECT COALESCE(pg_catalog.sum(c.likes), 0)::integer
                FROM {schema}.like_counts c WHERE c.post_id = p_post);
        END $$
        """
}
