import FeedStorage
import Foundation
import GRDB
import SavedStorage
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

/// A feed step that rebuilds `posts` the way SQLite documents it (a new table, the rows copied,
/// the old one dropped, the new one renamed) keeps every row that refers to a post: every saved
/// post, like and tag. The engine runs SQLite's steps with foreign keys off and checks them
/// before each step is kept, as GRDB's migrator does; with them on, dropping `posts` deleted the
/// likes and tags with it (their keys cascade), as it once deleted every saved post.
@Suite("Rebuilding the posts table")
struct PostsRebuildTests {
    /// The feed with one more step: `posts` rebuilt with a column of its own (`pinned`), its
    /// indexes made again, and the published view, the removals' trigger and the likes' counting
    /// made again over it (what names a table being renamed is dropped first, as SQLite's
    /// procedure says).
    static var rebuiltFeed: FeatureStorage {
        let feed = FeedStorage.feature
        let rebuild = SQLiteMigration(
            version: feed.sqlite.count + 1, summary: "posts rebuilt",
            sql: """
                DROP VIEW feed_posts_v1;
                DROP TRIGGER likes_count_inserts;
                DROP TRIGGER likes_count_deletes;
                DROP TRIGGER likes_count_moves;
                CREATE TABLE posts_new (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    author_id INTEGER NOT NULL REFERENCES people(id) ON DELETE CASCADE,
                    title TEXT NOT NULL,
                    body TEXT NOT NULL,
                    tags TEXT NOT NULL DEFAULT '[]',
                    created_at INTEGER NOT NULL,
                    updated_at INTEGER NOT NULL,
                    like_count INTEGER NOT NULL DEFAULT 0,
                    publish_key TEXT,
                    pinned INTEGER NOT NULL DEFAULT 0
                );
                INSERT INTO posts_new (id, author_id, title, body, tags, created_at, updated_at, like_count, publish_key)
                    SELECT id, author_id, title, body, tags, created_at, updated_at, like_count, publish_key FROM posts;
                DROP TABLE posts;
                ALTER TABLE posts_new RENAME TO posts;
                CREATE INDEX posts_by_time ON posts(created_at DESC, id DESC);
                CREATE INDEX posts_by_author_time ON posts(author_id, created_at DESC, id DESC);
                CREATE UNIQUE INDEX posts_by_publish_key ON posts(publish_key);
                CREATE VIEW feed_posts_v1 (id, author_id, title, body, tags, created_at, updated_at, like_count) AS
                    SELECT p.id, p.author_id, p.title, p.body, p.tags, p.created_at, p.updated_at, p.like_count
                    FROM posts p;
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
                CREATE TRIGGER posts_announce_removals AFTER DELETE ON posts BEGIN
                    INSERT INTO feed_post_removals_v1 (post_id) VALUES (OLD.id);
                    DELETE FROM feed_post_removals_v1 WHERE post_id = OLD.id;
                END;
                """)
        return FeatureStorage(
            name: feed.name, sqlite: feed.sqlite + [rebuild], postgres: feed.postgres,
            publishes: feed.publishes,
            memberFunctions: feed.memberFunctions, limitMessages: feed.limitMessages)
    }

    @Test func everySavedPostLikeAndTagIsKept() async throws {
        // Given posts with tags, liked and saved, in several scripts
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("m.sqlite")
        let stores = try await Stores.open(.sqliteFile(path: path), features: AppData.features)
        let ada = try await makePerson(stores, "ada")
        let bob = try await makePerson(stores, "bob")
        var posts: [Int64] = []
        for (title, tag) in [("नमस्ते", "हिन्दी"), ("ครับ", "ไทย"), ("你好 🙋🏽‍♀️", "日本語"), ("ﾊﾝｶｸ", "Äpfel")] {
            let post = try await stores.posts.create(
                NewPost(authorID: ada.id, title: title, body: "", tags: [tag]))
            try await stores.posts.setLiked(true, postID: post.id, actingAs: bob.id)
            try await SavedStorage.posts(on: stores.storage).setSaved(true, postID: post.id, person: bob.id)
            posts.append(post.id)
        }
        await stores.close()
        // When a build whose feed rebuilds posts opens the file
        let features = [Self.rebuiltFeed] + AppData.features.filter { $0.name != "feed" }
        let after = try await Stores.open(.sqliteFile(path: path), features: features)
        // Then every saved post is there, with its likes and its tags, read through the contract
        let saved = try await SavedStorage.posts(on: after.storage).savedPosts(
            of: bob.id, after: nil, limit: 10)
        #expect(Set(saved.map(\.postID)) == Set(posts))
        #expect(saved.allSatisfy { $0.likeCount == 1 })
        let feed = FeedStorage.posts(on: after.storage)
        for tag in ["हिन्दी", "ไทย", "日本語", "Äpfel"] {
            #expect(try await feed.posts(taggedWith: tag, after: nil, limit: 10).posts.count == 1, "\(tag)")
        }
        // And a post deleted now still leaves bob's list, through the contract made again
        try await feed.delete(postID: posts[0], actingAs: ada.id)
        #expect(try await SavedStorage.posts(on: after.storage).count(of: bob.id) == posts.count - 1)
        await after.close()
    }
}
