import AppCore
import FeatureProfile
import FeatureProfileTesting
import Foundation
import Testing

@testable import ProfileTerminal

/// Profiles written in scripts whose width terminals count code point by code point (Devanagari,
/// Thai, halfwidth katakana with sound marks, emoji with skin tones) fit every width the shell
/// uses: the title, the header, the bio and the posts.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ScriptWidthTests {
    nonisolated static let widths = [23, 31, 47, 80]

    static let people: [ProfilePerson] = [
        person(21, "प्रिया शर्मा क्षि श्री", bio: "नमस्ते क्षि हिन्दी श्री राष्ट्रीय ज्ञान स्त्री"),
        person(22, "สมชาย ใจดี น้ำใจ", bio: "ภาษาไทยง่ายนิดเดียว น้ำใจ กำลังใจ ที่นี่ เด็ก ๆ"),
        person(23, "ﾀﾅｶ ｹﾞﾝｷ ﾊﾟﾋﾟﾌﾟﾟ", bio: "ｶﾞｷﾞｸﾞｹﾞｺﾞ ﾊﾟﾋﾟﾌﾟﾍﾟﾎﾟ ﾃﾞｰﾀﾍﾞｰｽ ﾊﾟｰﾃｨｰﾟ"),
        person(24, "Ada 👩🏽‍💻👍🏽☝🏽", bio: "👍🏽👋🏿🙏🏻 ☝🏽✌🏿 👨‍👩‍👧‍👦 🇯🇵🇫🇷 ❤️‍🔥 a🏽 skin tones"),
    ]

    static func person(_ id: Int, _ name: String, bio: String) -> ProfilePerson {
        ProfilePerson(
            id: id, displayName: name, handle: "h\(id)", bio: bio, joinedAt: SampleProfile.now,
            isFounder: true)
    }

    static func harness(for person: ProfilePerson) async -> ScreenHarness {
        let posts = (0..<30).map {
            ProfilePost(
                id: person.id * 100 + $0, authorID: person.id, text: "\($0) " + person.bio,
                createdAt: SampleProfile.now)
        }
        let world = FakeProfileWorld(
            people: FakeProfilePeople(people: [person]), posts: FakeProfilePosts(posts: posts))
        let harness = ScreenHarness(.person(id: person.id), world: world)
        await harness.load()
        return harness
    }

    @Test(arguments: widths) func everyProfileFits(width: Int) async {
        for person in Self.people {
            let harness = await Self.harness(for: person)
            for key: Key? in [nil, .pageDown, .end] {
                if let key { await harness.press(key) }
                let lines = harness.screen.plainLines(width: width, height: 16)
                #expect(lines.count == 16, "\(person.displayName) at \(width)")
                #expect(
                    lines.allSatisfy { DisplayWidth.of($0) <= width },
                    "\(person.displayName) at \(width): \(lines)")
            }
        }
    }

    @Test func aNameEndingInASoundMarkFitsTheTitleBar() async {
        // Given a display name whose last code point is the halfwidth sound mark ﾟ
        let harness = await Self.harness(for: Self.people[2])
        // Then the title counts that mark's cell
        #expect(harness.screen.title == "ﾀﾅｶ ｹﾞﾝｷ ﾊﾟﾋﾟﾌﾟﾟ")
        #expect(DisplayWidth.of(harness.screen.title) == 16)
    }

    @Test func aDevanagariProfileAt23ColumnsReadsAsExpected() async {
        // Given Priya's profile
        let harness = await Self.harness(for: Self.people[0])
        // When it renders 23 columns wide
        let lines = harness.screen.plainLines(width: 23, height: 9)
        // Then the header, the wrapped bio and the posts are cut at whole clusters within 23 cells
        #expect(
            lines == [
                "प्रिया शर्मा क्षि श्री  ★ …",
                "@h21 · Joined November…",
                "नमस्ते क्षि हिन्दी श्री",
                "राष्ट्रीय ज्ञान स्त्री",
                "",
                "Posts",
                "› 29 नमस्ते क्षि हिन्दी …",
                "  28 नमस्ते क्षि हिन्दी …",
                "  27 नमस्ते क्षि हिन्दी …",
            ])
    }

    @Test func theWideBracketsAndVerticalFormsAreWideHereToo() {
        // The same table as AppCore's (Shared/ is generated from it): U+2329 and U+FE10 are wide.
        #expect(DisplayWidth.of("\u{2329}") == 2)
        #expect(DisplayWidth.of("\u{FE10}") == 2)
    }
}
