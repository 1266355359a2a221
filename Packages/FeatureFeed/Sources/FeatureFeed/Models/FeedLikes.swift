/// A post's likes as the signed-in person sees them: how many people like it, and whether they
/// are one of them. A person's like counts once.
public struct FeedLikes: Equatable, Sendable {
    public var count: Int
    public var isLikedByMe: Bool

    public init(count: Int, isLikedByMe: Bool) {
        self.count = count
        self.isLikedByMe = isLikedByMe
    }

    /// The likes with the person's own like given (`true`) or taken back, the count moved by
    /// theirs alone.
    func with(likedByMe liked: Bool) -> FeedLikes {
        guard liked != isLikedByMe else { return self }
        return FeedLikes(count: max(count + (liked ? 1 : -1), 0), isLikedByMe: liked)
    }
}
