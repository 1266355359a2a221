import GRDB

/// The SQLite schema as versioned migrations. Never edit a shipped migration; add one.
enum SQLiteSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 people, posts, flags, meta") { db in
            try db.execute(
                sql: """
                    CREATE TABLE people (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        handle TEXT NOT NULL UNIQUE,
                        display_name TEXT NOT NULL,
                        bio TEXT NOT NULL DEFAULT '',
                        created_at INTEGER NOT NULL
                    );
                    CREATE TABLE posts (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        author_id INTEGER NOT NULL REFERENCES people(id) ON DELETE CASCADE,
                        title TEXT NOT NULL,
                        body TEXT NOT NULL,
                        tags TEXT NOT NULL DEFAULT '[]',
                        created_at INTEGER NOT NULL,
                        updated_at INTEGER NOT NULL,
                        like_count INTEGER NOT NULL DEFAULT 0
                    );
                    -- The feed and a profile page read these in order, newest first (keyset paging).
                    CREATE INDEX posts_by_time ON posts(created_at DESC, id DESC);
                    CREATE INDEX posts_by_author_time ON posts(author_id, created_at DESC, id DESC);
                    CREATE TABLE flags (name TEXT PRIMARY KEY, enabled INTEGER NOT NULL);
                    CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
                    """)
        }
        migrator.registerMigration("v2 post_tags") { db in
            try db.execute(sql: SQLiteTagIndex.migration)
        }
        migrator.registerMigration("v3 publish keys, change log") { db in
            try db.execute(sql: SQLiteChangeLog.migration)
        }
        migrator.registerMigration("v4 tag keys") { db in
            try db.execute(sql: SQLiteTagIndex.keysMigration)
        }
        migrator.registerMigration("v5 likes") { db in
            try db.execute(sql: SQLiteLikes.migration)
        }
        return migrator
    }
}
