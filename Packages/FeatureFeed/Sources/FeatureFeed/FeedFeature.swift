/// The Feed feature's public entry point: any front end builds the feed's view models through it
/// (the terminal's screens are in FeatureFeedTerminal, over these).
public enum FeedFeature {
    /// The newest-first list of published posts (the Feed tab's root).
    public static func makeFeed(
        dependencies: FeedDependencies,
        onEvent: @escaping (FeedEvent) -> Void
    ) -> FeedViewModel {
        FeedViewModel(listing: .everyone, dependencies: dependencies, onEvent: onEvent)
    }

    /// The posts carrying one tag, newest first, paged like the feed (behind `FeedEvent.openTag`).
    public static func makeTag(
        _ tag: String,
        dependencies: FeedDependencies,
        onEvent: @escaping (FeedEvent) -> Void
    ) -> FeedViewModel {
        FeedViewModel(listing: .tagged(tag), dependencies: dependencies, onEvent: onEvent)
    }

    /// The posts a search finds, newest first, paged like the feed (behind `FeedEvent.search`).
    public static func makeSearch(
        _ search: FeedSearch,
        dependencies: FeedDependencies,
        onEvent: @escaping (FeedEvent) -> Void
    ) -> FeedViewModel {
        FeedViewModel(listing: .found(search), dependencies: dependencies, onEvent: onEvent)
    }

    /// One post in full (behind `FeedEvent.openPost`).
    public static func makePost(
        id: Int,
        dependencies: FeedDependencies,
        onEvent: @escaping (FeedEvent) -> Void
    ) -> PostViewModel {
        PostViewModel(postID: id, dependencies: dependencies, onEvent: onEvent)
    }
}

/// What the feed asks the shell to do elsewhere; the shell maps each event to a route.
public enum FeedEvent: Equatable, Sendable {
    case openPost(id: Int)
    case openAuthor(id: Int)
    /// The posts carrying this tag.
    case openTag(String)
    /// The posts holding these words.
    case search(FeedSearch)
    /// The person wants to sign in (to write): the shell's way to do it.
    case signIn
}
