/// The web's signed-in sessions on a team database (platform step 5), so that any web node serves
/// any member and a node lost mid-session loses nobody's sign-in: a session started on one node
/// is found by every other, and a session ended on one is refused by all at once.
///
/// What is stored is never enough to use a session: the row is keyed by the SHA-256 of the
/// cookie's token (256 random bits), so a dump of the table (or a backup) holds no cookie. The
/// CSRF token stored beside it proves nothing without the cookie it belongs to.
///
/// Only the web login may touch it, and only through these owner-run functions (EXECUTE granted
/// to it alone, `TeamWebLogins`): the table has row-level security and no policy, and members may
/// not even read it (`ownerOnlyTables`), so a member in psql reads `permission denied`. A row
/// names the member's login and person; the person's deletion (`team remove`, or deleting their
/// own account) deletes their rows with it, and a row whose login is no longer the person's is
/// never found. Idle and total lifetimes are in the row and enforced by the query that finds
/// it, so no node's clock or sweep decides whether a session still holds.
enum PlatformWebSessions {
    /// The web login's functions, with their argument types, for its grants.
    static let webFunctions = [
        "mosaic_web_session_start(bytea, text, bigint, text, integer, integer, text)",
        "mosaic_web_session_find(bytea)",
        "mosaic_web_session_visit(bytea)",
        "mosaic_web_session_note(bytea, text)",
        "mosaic_web_sessions_alive(text[])",
        "mosaic_web_session_end(bytea)",
        "mosaic_web_sessions_end_all(bytea)",
        "mosaic_web_form_key(text)",
    ]

    /// Tables no member may read.
    static let tables = ["web_sessions", "web_keys"]
}
