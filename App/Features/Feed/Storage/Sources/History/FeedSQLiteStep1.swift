import Infrastructure

extension FeedSQLite {
    /// The feed as every file made before features kept their own histories already has it
    /// (Mosaic's shared steps v1 to v5), which records it without running it: posts, read newest
    /// first by keyset; their tag index, kept by triggers for every writer (`TagRule.key` in SQL);
    /// likes, one row per (post, person), with `posts.like_count` kept by triggers so a page reads
    /// the count and never counts likes; each change logged for other windows on the file.
    static let step1 = SQLiteMigration(
        version: 1, summary: "posts, their tag index, likes", isBaseline: true,
        sql:
            #"""
            CREATE TABLE posts (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                author_id INTEGER NOT NULL REFERENCES people(id) ON DELETE CASCADE,
                title TEXT NOT NULL,
                body TEXT NOT NULL,
                tags TEXT NOT NULL DEFAULT '[]',
                created_at INTEGER NOT NULL,
                updated_at INTEGER NOT NULL,
                like_count INTEGER NOT NULL DEFAULT 0,
                publish_key TEXT
            );
            CREATE INDEX posts_by_time ON posts(created_at DESC, id DESC);
            CREATE INDEX posts_by_author_time ON posts(author_id, created_at DESC, id DESC);
            CREATE UNIQUE INDEX posts_by_publish_key ON posts(publish_key);
            CREATE TABLE post_tags (
                tag TEXT NOT NULL,
                created_at INTEGER NOT NULL,
                post_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
                PRIMARY KEY (tag, created_at, post_id)
            ) WITHOUT ROWID;
            -- Deleting a post finds its tag rows through this, not a scan.
            CREATE INDEX post_tags_by_post ON post_tags(post_id);
            CREATE TRIGGER posts_index_tags AFTER INSERT ON posts BEGIN
                INSERT OR IGNORE INTO post_tags (tag, created_at, post_id)
                SELECT lower(ltrim(value, '#')), NEW.created_at, NEW.id FROM json_each(CASE WHEN json_valid(NEW.tags) AND json_type(NEW.tags) = 'array' THEN NEW.tags ELSE '[]' END) WHERE type = 'text';
            END;
            CREATE TRIGGER posts_reindex_tags AFTER UPDATE OF tags, created_at ON posts BEGIN
                DELETE FROM post_tags WHERE post_id = OLD.id;
                INSERT OR IGNORE INTO post_tags (tag, created_at, post_id)
                SELECT lower(ltrim(value, '#')), NEW.created_at, NEW.id FROM json_each(CASE WHEN json_valid(NEW.tags) AND json_type(NEW.tags) = 'array' THEN NEW.tags ELSE '[]' END) WHERE type = 'text';
            END;
            CREATE TRIGGER posts_log_inserts AFTER INSERT ON posts BEGIN
                INSERT INTO change_log (kind, subject, author, at)
                VALUES ('post_published', NEW.id, NEW.author_id, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
            END;
            CREATE TRIGGER posts_log_updates AFTER UPDATE OF title, body, tags, like_count ON posts BEGIN
                INSERT INTO change_log (kind, subject, author, at)
                VALUES ('post_edited', NEW.id, NEW.author_id, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
            END;
            CREATE TRIGGER posts_log_deletes AFTER DELETE ON posts BEGIN
                INSERT INTO change_log (kind, subject, author, at)
                VALUES ('post_deleted', OLD.id, OLD.author_id, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
            END;
            CREATE TABLE likes (
                post_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
                person_id INTEGER NOT NULL REFERENCES people(id) ON DELETE CASCADE,
                created_at INTEGER NOT NULL,
                PRIMARY KEY (post_id, person_id)
            ) WITHOUT ROWID;
            -- Deleting a person finds their likes through this, not a scan.
            CREATE INDEX likes_by_person ON likes(person_id, post_id);
            CREATE TRIGGER likes_count_inserts AFTER INSERT ON likes BEGIN
                UPDATE posts SET like_count = like_count + 1 WHERE id = NEW.post_id;
            END;
            CREATE TRIGGER likes_count_deletes AFTER DELETE ON likes BEGIN
                UPDATE posts SET like_count = like_count - 1 WHERE id = OLD.post_id;
            END;
            CREATE TRIGGER likes_count_moves AFTER UPDATE OF post_id ON likes
            WHEN OLD.post_id <> NEW.post_id BEGIN
                UPDATE posts SET like_count = like_count - 1 WHERE id = OLD.post_id;
                UPDATE posts SET like_count = like_count + 1 WHERE id = NEW.post_id;
            END;
            """#)
}
