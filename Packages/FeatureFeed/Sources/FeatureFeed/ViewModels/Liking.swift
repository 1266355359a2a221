/// Likes as a person gives them, for the list and the post screen alike: each `l` shows at once
/// (optimistic), the store is told one request at a time per post, always the person's latest
/// wish (so `l` `l` pressed quickly ends where the person left it, whatever order answers could
/// have come in), and when telling it fails the post shows its likes as the store last held them.
final class Liking {
    /// What telling the store came to.
    enum Outcome: Equatable {
        /// The store holds the person's latest wish: show these likes.
        case saved(FeedLikes)
        /// Another `send` for the post is under way; it carries this wish too.
        case underWay
        /// The store did not take `wished`; show `held`, what it holds as far as is known.
        case failed(FeedPostsError, held: FeedLikes, wished: Bool)
    }

    /// Per post being saved: the person's latest wish.
    private var wished: [Int: Bool] = [:]
    /// Per post being saved: its likes as the store holds them (before the first wish, then as
    /// each answer says).
    private var held: [Int: FeedLikes] = [:]
    private var sending: Set<Int> = []

    /// `post` as it shows after the person's `l`: liked if it was not, and the other way.
    func wish(_ post: FeedPost) -> FeedPost {
        if wished[post.id] == nil { held[post.id] = post.likes }
        let liked = !post.isLikedByMe
        wished[post.id] = liked
        var shown = post
        shown.likes = post.likes.with(likedByMe: liked)
        return shown
    }

    /// A post read from the store while a wish is on its way: shown with the wish, so a change
    /// heard meanwhile never flips the heart back and forth.
    func showingWishes(_ post: FeedPost) -> FeedPost {
        guard let liked = wished[post.id] else { return post }
        var shown = post
        shown.likes = post.likes.with(likedByMe: liked)
        return shown
    }

    /// Tells the store the person's wishes for `postID` until it holds the latest one.
    func send(postID: Int, userID: Int, via posts: any FeedPostsSource) async -> Outcome {
        guard !sending.contains(postID), var stored = held[postID] else { return .underWay }
        sending.insert(postID)
        defer {
            sending.remove(postID)
            wished[postID] = nil
            held[postID] = nil
        }
        while let liked = wished[postID], liked != stored.isLikedByMe {
            do {
                stored = try await posts.setLiked(liked, postID: postID, userID: userID)
                held[postID] = stored
            } catch {
                return .failed(error, held: stored, wished: liked)
            }
        }
        return .saved(stored)
    }
}
