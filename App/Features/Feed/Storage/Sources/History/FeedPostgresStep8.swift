import Infrastructure

extension FeedPostgres {
    /// Who likes which post, published (`FeedContract.likes`): a list of another feature's that
    /// shows a post with its likes says, as the feed does, whether the reader likes it (issue 43,
    /// item 15). A function that runs as its caller and is inlined into the consumer's query, so
    /// a look-up of one reader's like of a post reads an index of the likes.
    static let step8 = PostgresMigration(
        version: 8, summary: "the feed's published likes: feed_likes_v1",
        statements: [
            #"""
            CREATE FUNCTION {schema}.feed_likes_v1()
            RETURNS TABLE (post_id bigint, person_id bigint)
            LANGUAGE sql STABLE
            AS $$ SELECT l.post_id, l.person_id FROM {schema}.likes l $$
            """#
        ])
}
