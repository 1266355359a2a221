import FeatureFeed

/// Which of a post's tags `t` has picked, so Enter opens that tag. It belongs to one post: on
/// another post, or after the post lost that tag, nothing is picked.
struct TagPick: Equatable {
    let postID: Int
    let index: Int

    /// The pick after this one on `post`: its first tag, each next one, then none again.
    static func next(after pick: TagPick?, on post: FeedPost) -> TagPick? {
        let next = (pick?.index(on: post) ?? -1) + 1
        return next < post.tags.count ? TagPick(postID: post.id, index: next) : nil
    }

    /// The picked tag's place among `post`'s tags, or nil when it picks nothing there.
    func index(on post: FeedPost?) -> Int? {
        guard let post, post.id == postID, post.tags.indices.contains(index) else { return nil }
        return index
    }

    func tag(on post: FeedPost?) -> String? {
        index(on: post).flatMap { post?.tags[$0] }
    }
}
