/// The person reading, as every load reads them again: who is signed in, the feed's like-counts
/// flag, their compact-list preference and their analytics choice. Shared by the list and the
/// post screen, so a change made in Settings or by an admin holds from the next load.
struct FeedReader: Equatable {
    var userID: Int?
    var showsLikeCounts = false
    var isCompact = false
    var allowsAnalytics = false

    /// Reads the four at once. `compact` false leaves the preference unread (the post screen
    /// has no list to make compact).
    static func read(
        session: any FeedSession, preferences: any FeedPreferences, flags: any FeedFlags, compact: Bool
    ) async -> FeedReader {
        async let userID = session.currentUserID()
        async let likes = flags.isOn(FeedViewModel.likeCountsFlag)
        async let consent = preferences.analyticsAllowed()
        let isCompact = compact ? await preferences.compactFeed() : false
        return await FeedReader(
            userID: userID, showsLikeCounts: likes, isCompact: isCompact, allowsAnalytics: consent)
    }
}
