/// The search index on a team database (`PostSearch`): `pg_trgm`'s GIN index over the text a
/// post is searched in. The extension is created if the owner may (it is a trusted extension: a
/// database owner may), in a schema of its own (`mosaic_extensions`) so that dropping one team's
/// schema never takes it from another's; where it cannot be, no index is made and a search reads
/// every post. The operator class is named in the schema the extension lives in, whichever.
enum PostgresPostSearch {
    static let statements: [String] = [
        """
        DO $$
        BEGIN
            IF NOT EXISTS (SELECT 1 FROM pg_catalog.pg_extension e WHERE e.extname = 'pg_trgm') THEN
                BEGIN
                    CREATE SCHEMA IF NOT EXISTS mosaic_extensions;
                    CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA mosaic_extensions;
                EXCEPTION
                    -- Another setup in this database made it at the same moment: it is there.
                    WHEN unique_violation THEN NULL;
                    WHEN insufficient_privilege THEN
                        BEGIN
                            CREATE EXTENSION IF NOT EXISTS pg_trgm;
                        EXCEPTION
                            WHEN unique_violation THEN NULL;
                            WHEN insufficient_privilege OR feature_not_supported OR undefined_file THEN
                                RAISE NOTICE 'pg_trgm is not available: searching reads every post';
                        END;
                END;
            END IF;
        EXCEPTION WHEN feature_not_supported OR undefined_file THEN
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
