import Infrastructure

extension FeedSQLite {
    /// Who likes which post, published (`FeedContract.likes`), so a list of another feature's
    /// says whether the reader likes a post as the feed does (issue 43, item 15).
    static let step4 = SQLiteMigration(
        version: 4, summary: "the feed's published likes: feed_likes_v1",
        sql:
            #"""
            CREATE VIEW feed_likes_v1 (post_id, person_id) AS SELECT l.post_id, l.person_id FROM likes l;
            """#)
}
