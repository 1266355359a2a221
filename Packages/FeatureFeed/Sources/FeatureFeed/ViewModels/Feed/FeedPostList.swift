/// List edits that keep one row per post id, whatever order pages and new posts arrive in.
enum FeedPostList {
    static func appending(_ page: [FeedPost], to posts: [FeedPost]) -> [FeedPost] {
        var seen = Set(posts.map(\.id))
        var result = posts
        for post in page where seen.insert(post.id).inserted {
            result.append(post)
        }
        return result
    }

    static func inserting(_ post: FeedPost, at index: Int, into posts: [FeedPost]) -> [FeedPost] {
        var result = posts.filter { $0.id != post.id }
        result.insert(post, at: min(max(index, 0), result.count))
        return result
    }
}
