import FeatureFeed

/// What the feed's events ask of the shell. Its own screens are pushed here; a wish that leads
/// into another feature is said as `FeedOutgoing` and redirected in `OutgoingRoutes`.
enum FeedEvents {
    static func actions(for event: FeedEvent) -> [FeatureAction] {
        switch event {
        case .openPost(let id): [.push(FeedRoute.post(id: id).route)]
        case .openTag(let name): [.push(FeedRoute.tag(name).route)]
        case .search(let search): [.push(FeedRoute.search(search).route)]
        case .openAuthor(let id): [OutgoingRoutes.action(for: FeedOutgoing.author(id: id))]
        case .signIn: [OutgoingRoutes.action(for: FeedOutgoing.signIn)]
        }
    }
}

/// Where the feed wants to go outside itself; `OutgoingRoutes` decides which screen that is.
enum FeedOutgoing: Equatable {
    case author(id: Int)
    case signIn
}
