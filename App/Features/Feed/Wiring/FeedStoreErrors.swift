import FeatureFeed
import Infrastructure

/// How the store's failures read to the feed: one case per cause the feed tells apart, anything
/// else `.unavailable` with the store's own words (which name the file, server or fix). A new
/// `StoreError` case lands in `.unavailable` with its description until it gets a line here.
enum FeedStoreErrors {
    static func feedError(_ error: any Error, post: Int?) -> FeedPostsError {
        // Already the feed's own answer (a post that is not there): an outcome, not a failure.
        if let error = error as? FeedPostsError { return error }
        FailureLog.record(error, in: post.map { "feed (post \($0))" } ?? "feed")
        guard let error = error as? StoreError else { return .unavailable(String(describing: error)) }
        switch error {
        case .notFound where post != nil: return .notFound(id: post ?? 0)
        case .notAllowed: return .notAllowed
        case .invalid(let reason): return .invalid(reason)
        case .limit(_, let rule): return .invalid(StoreError.refusal(rule))
        case .locked: return .busy
        case .readOnly: return .readOnly
        case .unreachable(let server): return .unreachable(server)
        case .diskFull: return .diskFull
        case .unavailable(let cause), .cannotConnect(let cause), .notSetUp(let cause):
            return .unavailable(cause)
        default: return .unavailable(error.description)
        }
    }
}
