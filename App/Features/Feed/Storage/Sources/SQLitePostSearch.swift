/// The search index on SQLite (`PostSearch`): an FTS5 table over the posts' own columns
/// (external content: the text is stored once, in `posts`), kept by triggers so every way a post
/// is written keeps it right, and filled from the posts already there when the step runs.
enum SQLitePostSearch {
    static let tables = """
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
        """
}
