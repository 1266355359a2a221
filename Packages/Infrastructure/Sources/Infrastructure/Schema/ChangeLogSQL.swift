/// How a feature's tables announce their changes, on either backend: a row in the platform's
/// `change_log` (kind, subject, author, audience), written by a trigger so every writer is seen
/// (the app, an import, psql or sqlite3), which `Stores.changes` reports to every running app as
/// `StoreEvent.changed`. The kinds are the feature's own words ("post_published"); the platform
/// keeps "person_changed", "person_removed", "flags_changed" and "many_changed".
///
/// A step writes its triggers out in full, as a literal of its own (a shipped step never
/// changes): on SQLite one per event,
///
///     CREATE TRIGGER notes_items_log_inserts AFTER INSERT ON notes_items BEGIN
///         INSERT INTO change_log (kind, subject, author, at)
///         VALUES ('notes_item_added', NEW.id, NEW.author_id, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
///     END;
///
/// and on PostgreSQL statement triggers through the platform's owner-run logger, its arguments
/// the kind and the changed rows' subject, author and audience columns:
///
///     CREATE TRIGGER notes_items_log_inserts AFTER INSERT ON {schema}.notes_items
///     REFERENCING NEW TABLE AS changed
///     FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_log_rows('notes_item_added', 'id', 'author_id')
///
/// A change for one person alone (a message) names them as its audience (a fourth column on
/// SQLite, a fourth argument on PostgreSQL): a team database lets only them read it.
public enum ChangeLogSQL {
    /// Statements over this many rows log one `many_changed` instead of each row (PostgreSQL's
    /// logger; the shell's bulk writes on SQLite).
    public static let bulkRows = 100
}
