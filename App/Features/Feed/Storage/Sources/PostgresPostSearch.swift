/// The search index on a team database (`PostSearch`): `pg_trgm`'s GIN index over the text a
/// post is searched in. The extension is created if the owner may (it is a trusted extension:
/// a database owner may); where it is not there, no index is made and a search reads every post.
/// The operator class is named in the schema the extension lives in, whichever that is.
enum PostgresPostSearch {
    static let statements: [String] = [
        """
        DO $$
        BEGIN
            CREATE EXTENSION IF NOT EXISTS pg_trgm;
        EXCEPTION WHEN insufficient_privilege OR feature_not_supported OR undefined_file THEN
            RAISE NOTICE 'pg_trgm is not available: searching reads every post';
        END $$
        """,
        """
        DO $$
        DECLARE
            trgm text;
        BEGIN
            SELECT n.nspname INTO trgm FROM pg_catalog.pg_extension e
            JOIN pg_catalog.pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
            IF trgm IS NOT NULL THEN
                EXECUTE pg_catalog.format(
                    'CREATE INDEX posts_search ON {schema}.posts USING gin (%s %I.gin_trgm_ops)',
                    '\(PostSearch.searchedText.replacingOccurrences(of: "p.", with: "").replacingOccurrences(of: "'", with: "''"))', trgm);
            END IF;
        END $$
        """,
    ]
}
