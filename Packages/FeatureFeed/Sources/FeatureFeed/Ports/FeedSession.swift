/// Who is signed in, so the feed knows which posts the user may delete and who writes new ones.
public protocol FeedSession: Sendable {
    /// The signed-in user's id, or nil when signed out.
    func currentUserID() async -> Int?
}
