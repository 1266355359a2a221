/// One of the team's quotas (`PlatformQuotas`): how much a member may write, as the owner set it.
public struct TeamQuota: Sendable, Equatable {
    /// The rule's name, its feature's first ("feed.posts_per_hour").
    public let name: String
    public let value: Int64
    /// What the number counts, in a sentence for the owner.
    public let about: String

    public init(name: String, value: Int64, about: String) {
        self.name = name
        self.value = value
        self.about = about
    }
}
