import Crypto
import Foundation

/// Migration 4 on PostgreSQL: publish keys, and the change log that makes the app live.
///
/// Why LISTEN/NOTIFY with a log rather than logical decoding: logical decoding needs
/// `wal_level=logical` and a role with REPLICATION, which hosted servers rarely give a team's
/// members; NOTIFY works for any login, arrives at commit, and costs nothing when nobody
/// listens. Why a log table and not the change in the payload: any login may `NOTIFY` any
/// channel (PostgreSQL has no privilege for it), so a payload proves nothing. Here the triggers
/// (with the owner's rights, `SECURITY DEFINER`) write what changed to `change_log`, which
/// members may read but not write, and the notification only says which log rows to read
/// (`"first last"`). A forged notification can at most make a listener read real rows again,
/// which it skips (it remembers the rows it reported).
///
/// The triggers are per statement, with transition tables: a bulk statement (an import, a
/// seed) logs one `many_changed` row instead of one per post. The log keeps about the last
/// 10,000 rows; a listener that reconnects reads what it missed from it.
enum PostgresChangeLog {
    /// Statements over this many rows log `many_changed` instead of each row.
    static let bulkRows = 100

    static let migration: [String] = [
        "ALTER TABLE posts ADD COLUMN publish_key TEXT",
        "CREATE UNIQUE INDEX posts_by_publish_key ON posts (publish_key)",
        """
        CREATE TABLE change_log (
            seq BIGSERIAL PRIMARY KEY, kind TEXT NOT NULL, subject BIGINT, author BIGINT,
            at BIGINT NOT NULL)
        """,
        "ALTER TABLE change_log ENABLE ROW LEVEL SECURITY",
        "CREATE POLICY change_log_read ON change_log FOR SELECT USING (true)",
        """
        CREATE FUNCTION mosaic_log_changes() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
        SET search_path = {schema}, pg_temp
        AS $$
        DECLARE
            first_seq BIGINT;
            last_seq BIGINT;
            changed_rows BIGINT := 1;
            now_ms BIGINT := (extract(epoch FROM clock_timestamp()) * 1000)::bigint;
        BEGIN
            IF TG_TABLE_NAME <> 'flags' THEN
                IF TG_OP = 'DELETE' THEN
                    SELECT count(*) INTO changed_rows FROM removed;
                ELSE
                    SELECT count(*) INTO changed_rows FROM changed;
                END IF;
            END IF;
            IF changed_rows = 0 THEN
                RETURN NULL;
            ELSIF TG_TABLE_NAME = 'flags' THEN
                INSERT INTO change_log (kind, at) VALUES ('flags_changed', now_ms) RETURNING seq INTO first_seq;
            ELSIF changed_rows > \(bulkRows) THEN
                INSERT INTO change_log (kind, at) VALUES ('many_changed', now_ms) RETURNING seq INTO first_seq;
            ELSIF TG_TABLE_NAME = 'posts' AND TG_OP = 'DELETE' THEN
                WITH logged AS (
                    INSERT INTO change_log (kind, subject, author, at)
                    SELECT 'post_deleted', id, author_id, now_ms FROM removed ORDER BY id RETURNING seq)
                SELECT min(seq), max(seq) INTO first_seq, last_seq FROM logged;
            ELSIF TG_TABLE_NAME = 'posts' THEN
                WITH logged AS (
                    INSERT INTO change_log (kind, subject, author, at)
                    SELECT CASE TG_OP WHEN 'INSERT' THEN 'post_published' ELSE 'post_edited' END,
                        id, author_id, now_ms FROM changed ORDER BY id RETURNING seq)
                SELECT min(seq), max(seq) INTO first_seq, last_seq FROM logged;
            ELSIF TG_OP = 'DELETE' THEN
                WITH logged AS (
                    INSERT INTO change_log (kind, subject, at)
                    SELECT 'person_removed', id, now_ms FROM removed ORDER BY id RETURNING seq)
                SELECT min(seq), max(seq) INTO first_seq, last_seq FROM logged;
            ELSE
                WITH logged AS (
                    INSERT INTO change_log (kind, subject, at)
                    SELECT 'person_changed', id, now_ms FROM changed ORDER BY id RETURNING seq)
                SELECT min(seq), max(seq) INTO first_seq, last_seq FROM logged;
            END IF;
            last_seq := COALESCE(last_seq, first_seq);
            -- Keep about the last 10,000 rows: prune each time the log passes a thousand.
            IF last_seq / 1000 > (first_seq - 1) / 1000 THEN
                DELETE FROM change_log WHERE seq <= last_seq - 10000;
            END IF;
            PERFORM pg_notify(
                'mosaic_' || CASE WHEN length(TG_TABLE_SCHEMA) <= 56 THEN TG_TABLE_SCHEMA
                    ELSE md5(TG_TABLE_SCHEMA) END,
                first_seq || ' ' || last_seq);
            RETURN NULL;
        END $$
        """,
        "REVOKE ALL ON FUNCTION mosaic_log_changes() FROM PUBLIC",
        """
        CREATE TRIGGER posts_log_inserts AFTER INSERT ON posts REFERENCING NEW TABLE AS changed
        FOR EACH STATEMENT EXECUTE FUNCTION mosaic_log_changes()
        """,
        """
        CREATE TRIGGER posts_log_updates AFTER UPDATE ON posts REFERENCING NEW TABLE AS changed
        FOR EACH STATEMENT EXECUTE FUNCTION mosaic_log_changes()
        """,
        """
        CREATE TRIGGER posts_log_deletes AFTER DELETE ON posts REFERENCING OLD TABLE AS removed
        FOR EACH STATEMENT EXECUTE FUNCTION mosaic_log_changes()
        """,
        """
        CREATE TRIGGER people_log_inserts AFTER INSERT ON people REFERENCING NEW TABLE AS changed
        FOR EACH STATEMENT EXECUTE FUNCTION mosaic_log_changes()
        """,
        """
        CREATE TRIGGER people_log_updates AFTER UPDATE ON people REFERENCING NEW TABLE AS changed
        FOR EACH STATEMENT EXECUTE FUNCTION mosaic_log_changes()
        """,
        """
        CREATE TRIGGER people_log_deletes AFTER DELETE ON people REFERENCING OLD TABLE AS removed
        FOR EACH STATEMENT EXECUTE FUNCTION mosaic_log_changes()
        """,
        """
        CREATE TRIGGER flags_log_changes AFTER INSERT OR UPDATE OR DELETE ON flags
        FOR EACH STATEMENT EXECUTE FUNCTION mosaic_log_changes()
        """,
    ]

    /// The channel the triggers notify for tables in `schema` (as the trigger computes it).
    static func channel(schema: String) -> String {
        guard schema.utf8.count > 56 else { return "mosaic_" + schema }
        let digest = Insecure.MD5.hash(data: Data(schema.utf8))
        return "mosaic_" + digest.map { String(format: "%02x", $0) }.joined()
    }
}
