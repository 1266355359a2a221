/// The feed's stable, user-facing sentences (never a raw error).
enum FeedMessages {
    static let loadFailed = "Couldn't load the feed. Check your connection."
    static let loadMoreFailed = "Couldn't load more posts. Move down to try again, or press r."
    static let empty = "No posts yet. Press n to write the first one."

    static func empty(_ listing: FeedListing) -> String {
        switch listing {
        case .everyone: empty
        case .tagged(let tag): "No posts are tagged #\(tag)."
        }
    }
    static let signInToWrite = "Sign in to write a post."
    static let signInToDelete = "Sign in to delete your posts."
    static let notYours = "You can only delete your own posts."
    static let publishFailed = "Couldn't publish your post. Please try again."

    static func confirmDelete(_ title: String) -> String {
        "Delete \"\(title)\"? This cannot be undone."
    }

    static func deleteFailed(_ title: String) -> String {
        "Couldn't delete \"\(title)\". It is back in the feed."
    }
}
