import FeatureProfile
import Foundation

/// Sample people and posts: a founder with many posts, a newcomer, and someone who never posted.
public enum SampleProfile {
    /// 2026-11-20 12:00 UTC: "now" for the fixed clock.
    public static let now = Date(timeIntervalSince1970: 1_795_176_000)
    private static let day: TimeInterval = 24 * 60 * 60

    public static let ada = ProfilePerson(
        id: 1, displayName: "Ada Lovelace", handle: "ada",
        bio: "Writing the first programs. Poetical science, engines and notes.",
        joinedAt: Date(timeIntervalSince1970: 1_710_072_000), isFounder: true)

    public static let grace = ProfilePerson(
        id: 2, displayName: "Grace Hopper", handle: "grace", bio: "Compilers, nanoseconds and bugs.",
        joinedAt: now.addingTimeInterval(-5 * day), isFounder: false)

    public static let linus = ProfilePerson(
        id: 3, displayName: "Linus Quiet", handle: "linus", bio: "",
        joinedAt: Date(timeIntervalSince1970: 1_740_000_000), isFounder: false)

    public static let people = [ada, grace, linus]

    /// 60 posts by Ada (more than one page of 50) and three by Grace; Linus has none.
    public static let posts: [ProfilePost] =
        (0..<60).map { index in
            ProfilePost(
                id: 100 + index, authorID: ada.id, text: "Note \(index + 1) on the Analytical Engine",
                createdAt: now.addingTimeInterval(-Double(60 - index) * day))
        } + [
            ProfilePost(
                id: 200, authorID: grace.id, text: "Found a moth in the relay.", createdAt: now,
                tags: ["debugging", "history"]),
            ProfilePost(
                id: 201, authorID: grace.id,
                text: "A ship in port is safe, but that's not what ships are for.",
                createdAt: now.addingTimeInterval(-day)),
            ProfilePost(
                id: 202, authorID: grace.id, text: "It's easier to ask forgiveness than permission.",
                createdAt: now.addingTimeInterval(-2 * day)),
        ]

    /// An id that belongs to nobody.
    public static let missingPersonID = 404
}
