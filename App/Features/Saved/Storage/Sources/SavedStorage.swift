import Infrastructure

/// The Saved feature's data: which posts each person saved, on SQLite and on a team's
/// PostgreSQL, registered by the Saved plugin (`SavedPlugin.storage`). It reads the feed's posts
/// only through what the feed publishes: `feed_posts_v1` for a saved post's title, tags, author,
/// time and likes, `feed_likes_v1` for whether the person likes it, and `feed_post_removals_v1` to forget a post its author deletes (saved 2
/// needs feed 3 on SQLite, feed 6 on PostgreSQL). Its contract tests with the feed
/// (`Storage/Contracts/Feed/`) run in the feed's own suite.
///
/// Why a save names its post without a foreign key: a key would tie the feed's table to this one
/// (a rebuild of `posts` would cascade into every list), and on PostgreSQL it would share-lock the
/// post for as long as a saver's transaction stays open, so a member holding a save open would
/// stop its author from deleting it. A post removed while a save of it was in flight leaves a row
/// naming nothing: no read reaches it (every read joins `feed_posts_v1`), and the saver's next
/// save clears it.
public enum SavedStorage {
    public static let feature = FeatureStorage(
        name: "saved", sqlite: SavedSQLite.migrations, postgres: SavedPostgres.migrations,
        uses: ["feed_posts_v1", "feed_post_removals_v1", "feed_likes_v1"],
        memberFunctions: ["mosaic_set_saved(bigint, boolean)"],
        limitMessages: [SavedRules.limitConstraint: SavedRules.limitMessage])

    /// The saved posts as the session reads and writes them.
    public static func posts(on storage: StorageAccess) -> any SavedPostStore {
        switch storage {
        case .sqlite(let access): SQLiteSavedPostStore(access: access)
        case .postgres(let access): PostgresSavedPostStore(access: access)
        }
    }
}
