import Infrastructure

extension FeedPostgres {
    /// The posts' changes logged by the platform's one logger (`mosaic_log_rows`).
    static let step2 = PostgresMigration(
        version: 2, summary: "posts' changes through the platform's logger",
        statements: [
            #"""
            DROP TRIGGER IF EXISTS posts_log_inserts ON {schema}.posts
            """#,
            #"""
            CREATE TRIGGER posts_log_inserts AFTER INSERT ON {schema}.posts REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_log_rows('post_published', 'id', 'author_id')
            """#,
            #"""
            DROP TRIGGER IF EXISTS posts_log_updates ON {schema}.posts
            """#,
            #"""
            CREATE TRIGGER posts_log_updates AFTER UPDATE ON {schema}.posts REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_log_rows('post_edited', 'id', 'author_id')
            """#,
            #"""
            DROP TRIGGER IF EXISTS posts_log_deletes ON {schema}.posts
            """#,
            #"""
            CREATE TRIGGER posts_log_deletes AFTER DELETE ON {schema}.posts REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION {schema}.mosaic_log_rows('post_deleted', 'id', 'author_id')
            """#,
        ])
}
