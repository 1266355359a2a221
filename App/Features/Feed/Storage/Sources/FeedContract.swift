import Infrastructure

/// What the feed publishes for other features, listed in its README: the only names of the
/// feed's data another feature's steps and stores may use (`Scripts/check-boundaries` refuses
/// any other), made by the feed's SQLite step 3 and PostgreSQL step 6. A change that would break
/// what consumers read is a new version beside this one (`feed_posts_v2`), never an edit.
public enum FeedContract {
    /// Every post, one row each: `id`, `author_id` (a person's id), `title`, `body`, `tags` (a
    /// JSON array of strings, as written), `created_at` and `updated_at` (milliseconds since 1970)
    /// and `like_count`. On SQLite a view; on PostgreSQL `feed_posts_v1()`, which runs as its
    /// caller and is inlined into the consumer's query: a filter on `id` or on `author_id` with
    /// `(created_at, id)` reads the feed's own indexes.
    public static let posts = PublishedContract(
        name: "feed_posts_v1", kind: .rows,
        about: "every post: id, author_id, title, body, tags (JSON), created_at, updated_at, like_count",
        sqliteStep: 3, postgresStep: 6)

    /// A row `(post_id)` for each post removed, however (its author, psql, a person's removal),
    /// written in the removing transaction and deleted in the same statement: hang an `AFTER
    /// INSERT` trigger on it to forget the post (row by row on SQLite; on PostgreSQL a statement
    /// trigger with `REFERENCING NEW TABLE AS removed`). Members cannot read it.
    public static let postRemovals = PublishedContract(
        name: "feed_post_removals_v1", kind: .events,
        about: "a row (post_id) for each post removed, in the removing transaction",
        sqliteStep: 3, postgresStep: 6)

    /// Every like, one row each: `post_id` and `person_id` (who likes it), so a consumer that
    /// shows a post's `like_count` can say whether its reader is among them, as the feed's own
    /// lists do (`♥ 3` / `♡ 3`). On SQLite a view; on PostgreSQL `feed_likes_v1()`, which runs
    /// as its caller and is inlined: a filter on `(post_id, person_id)` reads an index of the
    /// likes.
    public static let likes = PublishedContract(
        name: "feed_likes_v1", kind: .rows,
        about: "every like: post_id, person_id (who likes the post)",
        sqliteStep: 4, postgresStep: 8)

    static let all = [posts, postRemovals, likes]
}
