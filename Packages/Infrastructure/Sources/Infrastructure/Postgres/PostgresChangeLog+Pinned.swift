/// The change log's trigger function as migration 5 makes it again (`PostgresHardening`): the
/// same work as migration 4's, with its search path pinned to pg_catalog and every table and
/// function qualified. It runs with the owner's rights on every member's write, so a name it
/// left to the search path (`length`, once) was a name any member who could create a function
/// in that schema could take over.
extension PostgresChangeLog {
    static let logFunction = """
        CREATE OR REPLACE FUNCTION {schema}.mosaic_log_changes() RETURNS trigger LANGUAGE plpgsql
        SECURITY DEFINER SET search_path = pg_catalog, pg_temp
        AS $$
        DECLARE
            first_seq bigint;
            last_seq bigint;
            changed_rows bigint := 1;
            now_ms bigint := {schema}.mosaic_now_ms();
        BEGIN
            IF TG_TABLE_NAME <> 'flags' THEN
                IF TG_OP = 'DELETE' THEN
                    SELECT pg_catalog.count(*) INTO changed_rows FROM removed;
                ELSE
                    SELECT pg_catalog.count(*) INTO changed_rows FROM changed;
                END IF;
            END IF;
            IF changed_rows = 0 THEN
                RETURN NULL;
            ELSIF TG_TABLE_NAME = 'flags' THEN
                INSERT INTO {schema}.change_log (kind, at) VALUES ('flags_changed', now_ms)
                RETURNING seq INTO first_seq;
            ELSIF changed_rows > \(bulkRows) THEN
                INSERT INTO {schema}.change_log (kind, at) VALUES ('many_changed', now_ms)
                RETURNING seq INTO first_seq;
            ELSIF TG_TABLE_NAME = 'posts' AND TG_OP = 'DELETE' THEN
                WITH logged AS (
                    INSERT INTO {schema}.change_log (kind, subject, author, at)
                    SELECT 'post_deleted', id, author_id, now_ms FROM removed ORDER BY id RETURNING seq)
                SELECT pg_catalog.min(seq), pg_catalog.max(seq) INTO first_seq, last_seq FROM logged;
            ELSIF TG_TABLE_NAME = 'posts' THEN
                WITH logged AS (
                    INSERT INTO {schema}.change_log (kind, subject, author, at)
                    SELECT CASE TG_OP WHEN 'INSERT' THEN 'post_published' ELSE 'post_edited' END,
                        id, author_id, now_ms FROM changed ORDER BY id RETURNING seq)
                SELECT pg_catalog.min(seq), pg_catalog.max(seq) INTO first_seq, last_seq FROM logged;
            ELSIF TG_OP = 'DELETE' THEN
                WITH logged AS (
                    INSERT INTO {schema}.change_log (kind, subject, at)
                    SELECT 'person_removed', id, now_ms FROM removed ORDER BY id RETURNING seq)
                SELECT pg_catalog.min(seq), pg_catalog.max(seq) INTO first_seq, last_seq FROM logged;
            ELSE
                WITH logged AS (
                    INSERT INTO {schema}.change_log (kind, subject, at)
                    SELECT 'person_changed', id, now_ms FROM changed ORDER BY id RETURNING seq)
                SELECT pg_catalog.min(seq), pg_catalog.max(seq) INTO first_seq, last_seq FROM logged;
            END IF;
            \(pruneAndNotify)
        END $$
        """

    /// How every pinned trigger that logs changes ends (`first_seq` and `last_seq` set to the
    /// rows it logged): the log kept to about its last 10,000 rows, pruned each time it passes a
    /// thousand, and one notification naming those rows on the schema's channel.
    static let pruneAndNotify = """
        last_seq := COALESCE(last_seq, first_seq);
                    IF last_seq / 1000 > (first_seq - 1) / 1000 THEN
                        DELETE FROM {schema}.change_log WHERE seq <= last_seq - 10000;
                    END IF;
                    PERFORM pg_catalog.pg_notify(
                        'mosaic_' || CASE WHEN pg_catalog.length(TG_TABLE_SCHEMA::text) <= 56 THEN TG_TABLE_SCHEMA::text
                            ELSE pg_catalog.md5(TG_TABLE_SCHEMA::text) END,
                        first_seq::text || ' ' || last_seq::text);
                    RETURN NULL;
        """
}
