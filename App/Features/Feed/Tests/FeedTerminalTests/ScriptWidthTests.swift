import AppCore
import FeatureFeed
import FeatureFeedTesting
import Foundation
import Testing

@testable import FeedTerminal

/// Posts written in scripts whose width terminals count code point by code point (Devanagari,
/// Thai, halfwidth katakana with sound marks, emoji with skin tones) fit every width the shell
/// uses, in the feed, in the compact feed and on the post screen.
@MainActor @Suite struct ScriptWidthTests {
    nonisolated static let widths = [23, 31, 47, 80]

    static let posts: [FeedPost] = [
        post(1, author: "प्रिया शर्मा", title: "नमस्ते क्षि हिन्दी श्री नमस्ते क्षि हिन्दी श्री", tags: ["हिन्दी"]),
        post(2, author: "สมชาย ใจดี", title: "ภาษาไทยง่ายนิดเดียว น้ำใจ กำลังใจ", tags: ["ไทย"]),
        post(3, author: "ﾀﾅｶ ｹﾞﾝｷ", title: "ｶﾞｷﾞｸﾞｹﾞｺﾞ ﾊﾟﾋﾟﾌﾟﾍﾟﾎﾟ ﾃﾞｰﾀﾍﾞｰｽ ﾊﾟｰﾃｨｰﾟ", tags: ["ｶﾅ"]),
        post(4, author: "Ada 👩🏽‍💻", title: "👍🏽👋🏿🙏🏻 ☝🏽✌🏿 👨‍👩‍👧‍👦 🇯🇵🇫🇷 ❤️‍🔥 skin tones", tags: ["emoji"]),
    ]

    static func post(_ id: Int, author: String, title: String, tags: [String]) -> FeedPost {
        FeedPost(
            id: id, authorID: 100 + id, authorName: author, title: title,
            body: Array(repeating: title, count: 3).joined(separator: " "), tags: tags,
            createdAt: SampleFeed.now.addingTimeInterval(-3_600), updatedAt: SampleFeed.now, likeCount: 7)
    }

    @Test(arguments: widths) func theFeedFits(width: Int) async {
        for compact in [false, true] {
            let screen = await ScreenWorld(posts: Self.posts, compact: compact).loadedFeed()
            for _ in Self.posts.indices {
                let lines = screen.plainLines(width: width, height: 12)
                _ = screen.handle("t")
                #expect(fits(lines, width: width, height: 12), "compact \(compact) at \(width): \(lines)")
                _ = screen.handle("j")
            }
        }
    }

    @Test(arguments: widths) func eachPostFits(width: Int) async {
        for post in Self.posts {
            let screen = await ScreenWorld(posts: Self.posts).loadedPost(post.id)
            let lines = screen.plainLines(width: width, height: 40)
            #expect(lines.count > 5)
            #expect(fits(lines, width: width, height: 40), "post \(post.id) at \(width): \(lines)")
        }
    }

    @Test func theFeedAt23ColumnsReadsAsExpected() async {
        // Given the four posts, newest (the emoji one) first and selected
        let screen = await ScreenWorld(posts: Self.posts).loadedFeed()
        // When the feed renders 23 columns wide
        let lines = screen.plainLines(width: 23, height: 8)
        // Then each row is cut before the cluster that would pass column 22, and "…" takes the last
        #expect(
            lines == [
                "› 👍🏽👋🏿🙏🏻 ☝🏽✌🏿 …",
                "  Ada 👩🏽‍💻 · 1h · #e…",
                "  ｶﾞｷﾞｸﾞｹﾞｺﾞ ﾊﾟﾋﾟﾌﾟﾍﾟ…",
                "  ﾀﾅｶ ｹﾞﾝｷ · 1h · #ｶﾅ",
                "  ภาษาไทยง่ายนิดเดียว น้ำใ…",
                "  สมชาย ใจดี · 1h · #ไทย",
                "  नमस्ते क्षि हिन्दी श्री न…",
                "  प्रिया शर्मा · 1h · #…",
            ])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 23 })
    }

    @Test func theWideBracketsAndVerticalFormsAreWideHereToo() {
        // The same table as AppCore's (Shared/ is generated from it): U+2329 and U+FE10 are wide.
        #expect(DisplayWidth.of("\u{2329}") == 2)
        #expect(DisplayWidth.of("\u{FE10}") == 2)
    }
}
