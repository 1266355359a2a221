import FeatureSaved
import Foundation

/// Sample saved posts for tests, the demo and the shell's preview.
public enum SampleSaved {
    /// The moment the samples are drawn at (ages read "2h", "1d" from it).
    public static let now = Date(timeIntervalSince1970: 1_795_348_800)

    public static let posts: [SavedPost] = [
        post(
            1, "Keyset paging, explained", by: "Ada Lovelace", "ada", tags: ["sql", "paging"], likes: 12,
            liked: true, hoursOld: 3, savedMinutesAgo: 5),
        post(
            2, "Row-level security in practice", by: "Grace Hopper", "grace", tags: ["postgres"], likes: 4,
            hoursOld: 26, savedMinutesAgo: 60),
        post(
            3, "Why terminals count cells", by: "Linus Pauling", "linus", likes: 0, hoursOld: 50,
            savedMinutesAgo: 600),
    ]

    /// Posts there are but not saved (what `b` in the preview's feed may save).
    public static let unsaved: [SavedPost] = [
        post(4, "A post not saved yet", by: "Ada Lovelace", "ada", likes: 1, hoursOld: 1, savedMinutesAgo: 0)
    ]

    /// Titles in scripts a terminal draws code point by code point, emoji sequences, right to
    /// left, and an escape sequence that must never reach the terminal.
    public static let scriptTitles = [
        "नमस्ते क्षि हिन्दी श्री राष्ट्रीय ज्ञान स्त्री", "ภาษาไทยง่ายนิดเดียว น้ำใจ กำลังใจ",
        "漢字かな交じり文と한국어 텍스트를 함께", "👍🏽👋🏿🙏🏻 ☝🏽✌🏿 👨‍👩‍👧‍👦 🇯🇵🇫🇷 ❤️‍🔥 a🏽",
        "שלום עולם مرحبا بالعالم", "\u{1B}]0;pwned\u{7}title\u{202E}evil",
    ]

    /// One saved post per script title, by an author with a name in another script.
    public static var scriptPosts: [SavedPost] {
        scriptTitles.enumerated().map { index, title in
            post(
                100 + index, title, by: ["राम", "สมชาย", "山田太郎", "🧑🏽‍💻 Dev", "דנה", "Eve\u{1B}[2J"][index],
                "user\(index)", tags: ["日本語", "हिन्दी"], likes: index, hoursOld: index + 1,
                savedMinutesAgo: index)
        }
    }

    public static func post(
        _ id: Int, _ title: String, by name: String, _ handle: String, tags: [String] = [], likes: Int = 0,
        liked: Bool = false, hoursOld: Int, savedMinutesAgo: Int
    ) -> SavedPost {
        SavedPost(
            id: id, title: title, authorID: 10 + id, authorName: name, authorHandle: handle, tags: tags,
            likeCount: likes, isLikedByMe: liked, createdAt: now.addingTimeInterval(-Double(hoursOld) * 3600),
            savedAt: now.addingTimeInterval(-Double(savedMinutesAgo) * 60))
    }

    /// Dependencies backed by the in-memory fakes.
    public static func dependencies(
        posts: InMemorySavedPosts = InMemorySavedPosts(), changes: SavedChangesFeed = SavedChangesFeed(),
        analytics: RecordingSavedAnalytics = RecordingSavedAnalytics()
    ) -> SavedDependencies {
        SavedDependencies(posts: posts, changes: changes, analytics: analytics)
    }
}
