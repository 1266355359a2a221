/// The Feed feature's public entry point: the shell builds the feed and post screens through it.
public enum FeedFeature {
    /// The newest-first list of published posts (the Feed tab's root screen).
    @MainActor public static func makeFeedScreen(
        dependencies: FeedDependencies,
        onEvent: @escaping @MainActor (FeedEvent) -> Void
    ) -> FeedScreen {
        FeedScreen(model: FeedViewModel(dependencies: dependencies, onEvent: onEvent))
    }

    /// The posts carrying one tag, newest first, paged like the feed (the screen behind
    /// `FeedEvent.openTag`).
    @MainActor public static func makeTagScreen(
        tag: String,
        dependencies: FeedDependencies,
        onEvent: @escaping @MainActor (FeedEvent) -> Void
    ) -> FeedScreen {
        FeedScreen(model: FeedViewModel(listing: .tagged(tag), dependencies: dependencies, onEvent: onEvent))
    }

    /// One post in full (the screen behind `FeedEvent.openPost`).
    @MainActor public static func makePostScreen(
        postID: Int,
        dependencies: FeedDependencies,
        onEvent: @escaping @MainActor (FeedEvent) -> Void
    ) -> PostScreen {
        PostScreen(model: PostViewModel(postID: postID, dependencies: dependencies, onEvent: onEvent))
    }
}

/// What the feed asks the shell to do elsewhere; the shell maps each event to a route.
public enum FeedEvent: Equatable, Sendable {
    case openPost(id: Int)
    case openAuthor(id: Int)
    /// The posts carrying this tag.
    case openTag(String)
}
