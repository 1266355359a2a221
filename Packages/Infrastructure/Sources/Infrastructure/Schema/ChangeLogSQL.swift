/// How a feature's tables announce their changes, on either backend: a row in the platform's
/// `change_log` (kind, subject, author), written by a trigger so every writer is seen (the app,
/// an import, psql or sqlite3), which `Stores.changes` reports to every running app as
/// `StoreEvent.changed`. The kinds are the feature's own words ("post_published"); the platform
/// keeps "person_changed", "person_removed" and "many_changed".
public enum ChangeLogSQL {
    /// SQLite's clock in milliseconds, for a trigger's `at`.
    public static let sqliteNow = "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)"

    /// SQLite: a trigger that logs one row per row changed. `event` is "INSERT", "DELETE" or
    /// "UPDATE OF a, b"; `subject`, `author` and `audience` (the one person a private change is
    /// for) are SQL over `NEW`/`OLD` (nil for none).
    public static func sqliteTrigger(
        _ name: String, after event: String, on table: String, kind: String, subject: String?,
        author: String? = nil, audience: String? = nil
    ) -> String {
        let columns = audience == nil ? "kind, subject, author, at" : "kind, subject, author, audience, at"
        let values = [subject ?? "NULL", author ?? "NULL"] + (audience.map { [$0] } ?? [])
        return """
            CREATE TRIGGER \(name) AFTER \(event) ON \(table) BEGIN
                INSERT INTO change_log (\(columns))
                VALUES ('\(kind)', \(values.joined(separator: ", ")), \(sqliteNow));
            END;
            """
    }

    /// PostgreSQL: statement triggers on `table` through the platform's owner-run logger
    /// (`mosaic_log_rows`), one for each kind given: a row per row changed, `subject`, `author`
    /// and `audience` being the changed rows' columns (nil: a row naming nothing), or one
    /// `many_changed` past 100 rows (never for private changes: each goes to its person). Each
    /// is dropped first, so a step may re-point a trigger an older schema made. A private change
    /// for two people (a message's sender and recipient) is two sets of triggers, each with its
    /// own `prefix`.
    public static func postgresTriggers(
        on table: String, prefix: String, inserted: String?, updated: String?, deleted: String?,
        subject: String?, author: String? = nil, audience: String? = nil
    ) -> [String] {
        let named = subject == nil ? [] : [subject, author ?? "", audience].compactMap { $0 }
        let columns = named.map { ", '\($0)'" }.joined()
        return [
            ("inserts", "INSERT", "NEW", inserted), ("updates", "UPDATE", "NEW", updated),
            ("deletes", "DELETE", "OLD", deleted),
        ]
        .flatMap { (suffix, event, transition, kind) -> [String] in
            guard let kind else { return [] }
            let name = "\(prefix)_log_\(suffix)"
            let referencing =
                subject == nil
                ? "" : "REFERENCING \(transition) TABLE AS \(transition == "OLD" ? "removed" : "changed") "
            return [
                "DROP TRIGGER IF EXISTS \(name) ON {schema}.\(table)",
                """
                CREATE TRIGGER \(name) AFTER \(event) ON {schema}.\(table) \(referencing)\
                FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_log_rows('\(kind)'\(columns))
                """,
            ]
        }
    }

    /// How an owner-run PostgreSQL trigger function of a feature's that writes `change_log`
    /// itself ends, `first_seq` and `last_seq` set to the rows it logged: the log kept to about
    /// its last 10,000 rows, and one notification naming those rows on the schema's channel.
    ///
    /// The notification is skipped while the server's notification queue is half full: a
    /// session that listens and never reads (a member's `LISTEN x; BEGIN;` left open) holds
    /// the queue, and once it is full every commit that notifies fails. A write must never
    /// depend on a member; the listeners read the log on their own every few seconds, so what
    /// a skipped notification named still arrives.
    public static let postgresLogEnding = """
        last_seq := COALESCE(last_seq, first_seq);
                    IF last_seq / 1000 > (first_seq - 1) / 1000 THEN
                        DELETE FROM {schema}.change_log WHERE seq <= last_seq - 10000;
                    END IF;
                    IF pg_catalog.pg_notification_queue_usage() < 0.5 THEN
                        PERFORM pg_catalog.pg_notify(
                            'mosaic_' || CASE WHEN pg_catalog.length(TG_TABLE_SCHEMA::text) <= 56 THEN TG_TABLE_SCHEMA::text
                                ELSE pg_catalog.md5(TG_TABLE_SCHEMA::text) END,
                            first_seq::text || ' ' || last_seq::text);
                    END IF;
                    RETURN NULL;
        """

    /// Statements over this many rows log `many_changed` instead of each row.
    public static let bulkRows = 100
}
