/// What a member keeps between visits on a team database (platform step 7): their unfinished
/// writing (a post, a bio, a message: a draft per kind) and their preferences (each
/// feature's choices, analytics opt-out, flag overrides). On the web they used to be files on the serving node's
/// disk, so a node lost mid-session lost them and another node never had them; here every node
/// reads them, and the terminal's own files stay as they are.
///
/// They are the member's own, as the feature tables are: a member reads only their own rows
/// (row-level security on `current_user`, `mosaic_me()`), and writes only through the owner's
/// functions, which take the person from the caller (`mosaic_caller_id()`), so the web (acting
/// as the member with `SET LOCAL ROLE`) and the member's own psql have exactly the same rights,
/// and nobody else's. Deleting the person (leaving, or `team remove`) deletes them.
enum PlatformMemberKeeping {
    static let memberFunctions = ["mosaic_keep_draft(text, text)", "mosaic_keep_preferences(text)"]
}
