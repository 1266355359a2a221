import Infrastructure

/// The feed's quotas on a team database (`PlatformQuotas`), added and checked by its step 4 in the
/// functions members publish and edit through, so psql meets them as the app does. Without them one member stored
/// 2,000 posts in 5 seconds, and 85 MB in 40 (4,000 characters of 21 bytes each: a character
/// limit is no byte limit, and the day's bytes are what stop it). The owner changes each with
/// `mosaic team quota NAME VALUE`.
///
/// - `feed.posts_per_hour`: posts a member publishes in an hour (a person writes a few; an
///   import of one's own posts fits);
/// - `feed.bytes_per_day`: the bytes of a member's posts of the last 24 hours, together;
/// - `feed.post_bytes`: one post's title, body and tags, in UTF-8 bytes (by default the most
///   the character rules allow; the owner may lower it);
/// - `feed.batch_posts`: posts in one `mosaic import` batch (`mosaic_publish_many`).
///
/// Both windows count the member's posts still there: deleting a post frees its share, as
/// deleting frees the space it took.
enum FeedQuotas {
    static let postsPerHour = "feed.posts_per_hour"
    static let bytesPerDay = "feed.bytes_per_day"
    static let postBytes = "feed.post_bytes"
    static let batchPosts = "feed.batch_posts"

    /// The most bytes the character rules let a post hold (each character at most ten code
    /// points of four bytes: a title of 120, a body of 4,000, five tags of 30 with their JSON),
    /// so by default nothing the app accepts is refused for its bytes; an owner whose team
    /// writes in few bytes a character lowers it.
    static let mostBytesAPost: Int64 = 180_000
}
