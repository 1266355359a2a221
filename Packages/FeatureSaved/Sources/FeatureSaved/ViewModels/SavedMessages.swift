/// The Saved feature's sentences for people: each names the real cause, never a raw error.
/// Public, so the shell's contributed Save says a refusal the way the list does.
public enum SavedMessages {
    /// The cause, as the end of a sentence.
    public static func cause(_ error: SavedPostsError) -> String {
        switch error {
        case .busy: "the database is busy"
        // People's words: the address and the cause are the operator's, in the log (issue 43, item 6).
        case .unreachable: "the team server can't be reached right now"
        case .notSignedIn: "sign in first: saved posts are your own"
        case .postNotFound: "that post is gone"
        case .limitReached(let limit): "you keep \(limit) saved posts already, the most there can be"
        case .unavailable(let cause): cause
        }
    }

    /// Whether loading again can help after the list failed with `message`: not while nobody is
    /// signed in, which only signing in mends (a front end then offers that, not "retry").
    public static func retryHelps(afterFailing message: String) -> Bool {
        message != loadFailed(.notSignedIn)
    }

    static func loadFailed(_ error: SavedPostsError) -> String {
        // Nothing to retry until someone signs in.
        if error == .notSignedIn { return "Sign in to keep saved posts: they are your own." }
        return "Couldn't load your saved posts: \(cause(error))."
    }

    static func moreFailed(_ error: SavedPostsError) -> String {
        "Couldn't load more saved posts: \(cause(error))."
    }

    static func unsaveFailed(_ error: SavedPostsError, title: String) -> String {
        "Couldn't unsave “\(title)”: \(cause(error))."
    }

    public static func saveFailed(_ error: SavedPostsError) -> String {
        "Couldn't save the post: \(cause(error))."
    }
}
