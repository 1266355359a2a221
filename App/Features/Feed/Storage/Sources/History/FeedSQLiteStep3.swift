import Infrastructure

extension FeedSQLite {
    /// The feed's published contract (`FeedContract`): its posts as other features read them,
    /// and the news of a post's removal, which they hang a trigger on (the feed writes a row for
    /// each post removed, however: the app, psql, a person's removal, and clears it at once).
    static let step3 = SQLiteMigration(
        version: 3, summary: "the feed's published contract: feed_posts_v1, feed_post_removals_v1",
        sql:
            #"""
            CREATE VIEW feed_posts_v1 (id, author_id, title, body, tags, created_at, updated_at, like_count) AS
                SELECT p.id, p.author_id, p.title, p.body, p.tags, p.created_at, p.updated_at, p.like_count
                FROM posts p;
            CREATE TABLE feed_post_removals_v1 (post_id INTEGER NOT NULL);
            CREATE TRIGGER posts_announce_removals AFTER DELETE ON posts BEGIN
                INSERT INTO feed_post_removals_v1 (post_id) VALUES (OLD.id);
                DELETE FROM feed_post_removals_v1 WHERE post_id = OLD.id;
            END;
            """#)
}
