import Infrastructure

extension FeedSQLite {
    /// The search index (`PostSearch`): FTS5 over the posts' own columns with the trigram
    /// tokenizer, kept by triggers and filled from the posts already there.
    static let step2 = SQLiteMigration(
        version: 2, summary: "the search index: title, body and tags by trigram",
        sql:
            #"""
            CREATE VIRTUAL TABLE posts_search USING fts5(
                title, body, tags, content = 'posts', content_rowid = 'id', tokenize = 'trigram');
            INSERT INTO posts_search (posts_search) VALUES ('rebuild');
            CREATE TRIGGER posts_search_inserts AFTER INSERT ON posts BEGIN
                INSERT INTO posts_search (rowid, title, body, tags) VALUES (NEW.id, NEW.title, NEW.body, NEW.tags);
            END;
            CREATE TRIGGER posts_search_deletes AFTER DELETE ON posts BEGIN
                INSERT INTO posts_search (posts_search, rowid, title, body, tags)
                VALUES ('delete', OLD.id, OLD.title, OLD.body, OLD.tags);
            END;
            CREATE TRIGGER posts_search_updates AFTER UPDATE OF title, body, tags ON posts BEGIN
                INSERT INTO posts_search (posts_search, rowid, title, body, tags)
                VALUES ('delete', OLD.id, OLD.title, OLD.body, OLD.tags);
                INSERT INTO posts_search (rowid, title, body, tags) VALUES (NEW.id, NEW.title, NEW.body, NEW.tags);
            END;
            """#)
}
