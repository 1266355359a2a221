import Foundation

/// The feed's stable, user-facing sentences (never a raw error), for the list of posts and the
/// post screen alike. Each failure names its real cause.
enum FeedMessages {
    static let signInToWrite = "Sign in to write a post."
    static let signInToDelete = "Sign in to delete your posts."
    static let signInToLike = "Sign in to like posts."
    static let notYours = "You can only delete your own posts."
    static let published = "Post published."
    /// Two windows wrote a post at once (`FeedViewModel.store`).
    static let keptBoth =
        "Another window had kept an unfinished post too: both are kept, its words below yours."
    static let fromAnotherWindow = "— from another window —"
    static let otherWindowWaits =
        "Another window's post is waiting to be sent, so yours is held in this window only: publish it, or write on, before you quit."
    static let deleted = "Post deleted."
    static let alreadyDeleted = "That post was already deleted."
    /// On a post's own screen, when it was deleted elsewhere.
    static let deletedElsewhere = "This post was deleted."
    /// A post kept while the team server was away, sent when it was back.
    static let sentWhenBack = "Your post was published."
    static let postMissing = "This post doesn't exist. It may have been deleted."
    static let draftKept = "Your post is kept; writing again starts from it."
    /// A search of words of one or two letters alone: no index finds them (issue 42).
    static let searchNeedsALongerWord =
        "Search for at least one word of three or more letters: one or two letters alone would mean "
        + "reading every post, so nothing was searched."
    /// A search past its time (`FeedSearch.timeBudget`).
    static let searchTookTooLong =
        "The search took too long and was stopped: add a word that fewer posts hold."

    static func loadFailed(_ error: FeedPostsError) -> String {
        // A search refused or given up is no failure to load: its own sentence says why.
        if case .invalid(let reason) = error, [searchNeedsALongerWord, searchTookTooLong].contains(reason) {
            return reason
        }
        return "Couldn't load the posts. " + cause(of: error)
    }

    static func loadMoreFailed(_ error: FeedPostsError) -> String {
        "Couldn't load more posts. " + cause(of: error)
    }

    static func postLoadFailed(_ error: FeedPostsError) -> String {
        "Couldn't load this post. " + cause(of: error)
    }

    /// What was taken out of a post sent with characters no text may hold: named, what kind
    /// they are, and that the rest is kept to publish again.
    static func tookOut(_ leftOut: [Unicode.Scalar]) -> String {
        var distinct: [Unicode.Scalar] = []
        for scalar in leftOut where !distinct.contains(scalar) { distinct.append(scalar) }
        let named = distinct.prefix(3).map(DraftCleaning.name(of:)).joined(separator: ", ")
        let more = distinct.count > 3 ? " and \(distinct.count - 3) more" : ""
        let kind =
            distinct.allSatisfy(DraftCleaning.isFormatting)
            ? (distinct.count == 1 ? "a formatting character" : "formatting characters")
                + " that can make text read as something else"
            : "characters a post may not hold"
        return
            "Took \(named)\(more) out of your post: \(kind). Not published yet: read it again, then publish."
    }

    /// A draft that broke a rule: the rule, then that nothing was lost.
    static func refused(_ problem: DraftProblem) -> String {
        problem.message + " " + draftKept
    }

    static func publishFailed(_ error: FeedPostsError) -> String {
        "Couldn't publish your post. " + cause(of: error) + " " + draftKept
    }

    /// A publish the team server did not answer: the post may or may not be stored, so it is
    /// kept and sent again (with the same key, so stored once) when the server is back.
    static func notSent(server: String) -> String {
        "Not sent yet: the team server can't be reached right now; your post is kept and goes when it is back."
    }

    /// Said the same way wherever a post is deleted (the Profile feature asks in these words).
    static func confirmDelete(_ title: String) -> String {
        "Delete \u{201C}\(title)\u{201D}? This can't be undone."
    }

    static func deleteFailed(_ title: String, _ error: FeedPostsError, restored: Bool) -> String {
        "Couldn't delete \"\(title)\". " + cause(of: error) + (restored ? " It is back in the list." : "")
    }

    /// A like (or its taking back) the store did not take: what, why, and that the post shows its
    /// likes as they are.
    static func likeFailed(_ title: String, liking: Bool, _ error: FeedPostsError) -> String {
        let what = liking ? "like" : "take back your like of"
        let why =
            switch error {
            case .notFound: "It was deleted."
            case .notAllowed: "The database lets you like posts only as yourself."
            default: cause(of: error) + " Its likes are as they were."
            }
        return "Couldn't \(what) \"\(title)\". " + why
    }

    /// The cause of a failure as a sentence a person can act on.
    static func cause(of error: FeedPostsError) -> String {
        switch error {
        case .notFound: alreadyDeleted
        case .notAllowed: notYours
        case .invalid(let reason): sentence(reason)
        case .busy: "The database is busy; try again in a moment."
        case .readOnly: "The database is read-only, so nothing can be saved."
        case .diskFull: "The disk is full, so nothing can be saved."
        // People's words: the address and the cause are the operator's, in the log (issue 43, item 6).
        case .unreachable: "The team server can't be reached right now."
        case .unavailable(let cause): "The database is unavailable: " + withFullStop(cause)
        }
    }

    /// `text` starting with a capital letter and ending with a full stop.
    private static func sentence(_ text: String) -> String {
        let trimmed = withFullStop(text)
        guard let first = trimmed.first else { return "" }
        return first.uppercased() + trimmed.dropFirst()
    }

    private static func withFullStop(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let last = trimmed.last else { return "" }
        return ".!?".contains(last) ? trimmed : trimmed + "."
    }
}
