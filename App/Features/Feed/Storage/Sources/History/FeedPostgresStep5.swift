import Infrastructure

extension FeedPostgres {
    /// The search index (`PostSearch`): `pg_trgm`'s GIN index over the text a post is searched
    /// in, where the owner may create the extension (in `mosaic_extensions`).
    static let step5 = PostgresMigration(
        version: 5, summary: "the search index: title, body and tags by trigram (pg_trgm)",
        statements: [
            #"""
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
            """#,
            #"""
            DO $$
            DECLARE
                trgm text;
            BEGIN
                SELECT n.nspname INTO trgm FROM pg_catalog.pg_extension e
                JOIN pg_catalog.pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
                IF trgm IS NOT NULL THEN
                    EXECUTE pg_catalog.format(
                        'CREATE INDEX posts_search ON {schema}.posts USING gin (%s %I.gin_trgm_ops)',
                        '(title || '' '' || body || '' '' || tags)', trgm);
                END IF;
            END $$
            """#,
        ])
}
