import FeatureFeed

/// What the feed's events ask of the shell. Its own screens are pushed here; a wish that leads
/// into another feature is said as `FeedOutgoing` and redirected in `Redirects`.
enum FeedEvents {
    static func actions(for event: FeedEvent) -> [FeatureAction] {
        switch event {
        case .openPost(let id): [.push(FeedRoute.post(id: id).route)]
        case .openTag(let name): [.push(FeedRoute.tag(name).route)]
        case .search(let search): [.push(FeedRoute.search(search).route)]
        case .openAuthor(let id): [Redirects.action(for: FeedOutgoing.author(id: id))]
        case .signIn: [Redirects.action(for: FeedOutgoing.signIn)]
        }
    }
}

/// Where the feed wants to go outside itself; `Redirects` decides which screen that is.
enum FeedOutgoing: Equatable {
    case author(id: Int)
    case signIn
}
