import AppCore
import FeatureProfile
import FeatureProfileTesting
import Foundation
import Testing

@testable import ProfileTerminal

@MainActor @Suite(.timeLimit(.minutes(1))) struct ProfileRenderingTests {
    /// A harness in each state the screen can show.
    private static func harnesses() async -> [(String, ScreenHarness)] {
        let loading = ScreenHarness(.me, world: FakeProfileWorld(people: FakeProfilePeople(loadGate: Gate())))
        loading.screen.appear()
        var all: [(String, ScreenHarness)] = [("idle", ScreenHarness()), ("loading", loading)]
        let loaded: [(String, ProfileSubject, FakeProfileWorld)] = [
            ("own", .me, FakeProfileWorld()),
            ("other", .person(id: SampleProfile.grace.id), FakeProfileWorld()),
            ("empty", .person(id: SampleProfile.linus.id), FakeProfileWorld()),
            ("failed", .me, FakeProfileWorld(people: FakeProfilePeople(loadFailure: .busy))),
            ("signed out", .me, FakeProfileWorld(signedInUserID: nil)),
            ("not found", .person(id: SampleProfile.missingPersonID), FakeProfileWorld()),
            (
                "hostile text", .person(id: 9),
                FakeProfileWorld(
                    people: FakeProfilePeople(people: [hostile]),
                    posts: FakeProfilePosts(posts: hostilePosts))
            ),
        ]
        for (name, subject, world) in loaded {
            let harness = ScreenHarness(subject, world: world)
            await harness.load()
            all.append((name, harness))
        }
        return all
    }

    private static let hostile = ProfilePerson(
        id: 9, displayName: "\u{65E5}\u{672C}\u{8A9E}\u{1F600} Name\u{1B}[2J with a very long tail of words",
        handle: "h\u{202E}andle",
        bio: "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} e\u{0301}"
            + String(repeating: "\u{5B57}", count: 90),
        joinedAt: SampleProfile.now, isFounder: true)
    private static let hostilePosts = (0..<40).map {
        ProfilePost(
            id: $0, authorID: 9,
            text: "\u{1F600}\u{65E5}\u{672C} post \($0)\u{07} "
                + String(repeating: "wide\u{5B57} ", count: 20), createdAt: SampleProfile.now)
    }

    @Test func everyStateFitsEveryWidthAndHeight() async {
        for (name, harness) in await Self.harnesses() {
            for width in [1, 2, 30, 60, 120] {
                for height in [1, 3, 12, 40] {
                    let lines = harness.screen.plainLines(width: width, height: height)
                    #expect(lines.count <= height, "\(name) at \(width)x\(height)")
                    for line in lines {
                        #expect(DisplayWidth.of(line) <= width, "\(name) at \(width): \(line)")
                        #expect(!line.unicodeScalars.contains { $0.properties.generalCategory == .control })
                    }
                }
            }
            #expect(harness.screen.plainLines(width: 0, height: 10).isEmpty)
        }
    }

    @Test func loadingAndFailedRenderTheirSentences() async {
        let states = await Dictionary(uniqueKeysWithValues: Self.harnesses())
        #expect(states["loading"]?.screen.plainLines(width: 30, height: 5) == ["Loading\u{2026}"])
        #expect(states["idle"]?.screen.plainLines(width: 30, height: 5) == [])
        #expect(
            states["failed"]?.screen.plainLines(width: 120, height: 5) == [
                "Couldn't load this profile. The database is busy; try again in a moment."
            ])
        #expect(
            states["signed out"]?.screen.plainLines(width: 30, height: 10) == [
                "You're signed out. Sign in to", "see your profile and posts.", "Press enter to sign in.",
            ])
        #expect(
            states["not found"]?.screen.plainLines(width: 120, height: 10) == [
                "This person doesn't exist. They may have left, or the link is wrong."
            ])
    }

    @Test func someoneElsesProfileAt120Columns() async {
        let harness = ScreenHarness(.person(id: SampleProfile.grace.id))
        await harness.load()
        #expect(
            harness.screen.plainLines(width: 120, height: 20) == [
                "Grace Hopper  new",
                "@grace \u{00B7} Joined November 2026",
                "Compilers, nanoseconds and bugs.",
                "",
                "Posts",
                "\u{203A} Found a moth in the relay.",
                "  A ship in port is safe, but that's not what ships are for.",
                "  It's easier to ask forgiveness than permission.",
            ])
    }

    @Test func anEmptyProfileAt30Columns() async {
        let harness = ScreenHarness(.person(id: SampleProfile.linus.id))
        await harness.load()
        #expect(
            harness.screen.plainLines(width: 30, height: 20) == [
                "Linus Quiet", "@linus \u{00B7} Joined February 2025", "No bio yet.", "", "No posts yet.",
            ])
    }

    @Test func myOwnEmptyProfileInvitesMeToPost() async {
        let world = FakeProfileWorld(signedInUserID: SampleProfile.linus.id)
        let harness = ScreenHarness(.me, world: world)
        await harness.load()
        #expect(harness.screen.plainLines(width: 60, height: 20).last == "You haven't posted anything yet.")
    }

    @Test func myProfileAt30ColumnsTruncatesPostsAndKeepsTheSelectionVisible() async {
        // Given my profile with the 21st post selected
        let harness = ScreenHarness(.me)
        await harness.load()
        _ = harness.screen.plainLines(width: 30, height: 12)
        for _ in 0..<20 { await harness.press("j") }
        // When rendered in 12 rows of 30 columns
        let lines = harness.screen.plainLines(width: 30, height: 12)
        // Then the header is wrapped, and the window ends at the selected post
        #expect(
            lines == [
                "Ada Lovelace  \u{2605} founder", "@ada \u{00B7} Joined March 2024",
                "Writing the first programs.",
                "Poetical science, engines and", "notes.", "", "Your posts",
                "  Note 44 on the Analytical E\u{2026}", "  Note 43 on the Analytical E\u{2026}",
                "  Note 42 on the Analytical E\u{2026}", "  Note 41 on the Analytical E\u{2026}",
                "\u{203A} Note 40 on the Analytical E\u{2026}",
            ])
    }

    /// First on the screen, where every screen says what the last action did (issue 36, 16).
    @Test func aMessageIsDrawnFirst() async {
        let harness = ScreenHarness(.person(id: SampleProfile.grace.id))
        await harness.load()
        await harness.model.delete(postID: 200)
        let lines = harness.screen.plainLines(width: 120, height: 20)
        #expect(lines[0] == "! This is someone else's profile: only they can delete their posts.")
        #expect(lines[1] == "Grace Hopper  new")
    }

    @Test func theNewBadgeFollowsTheFlag() async {
        let on = ScreenHarness(.person(id: SampleProfile.grace.id))
        await on.load()
        let off = ScreenHarness(
            .person(id: SampleProfile.grace.id), world: FakeProfileWorld(flags: FakeProfileFlags(enabled: []))
        )
        await off.load()
        #expect(on.screen.plainLines(width: 60, height: 3).first == "Grace Hopper  new")
        #expect(off.screen.plainLines(width: 60, height: 3).first == "Grace Hopper")
    }

    @Test func badgesAndJoiningDatesReadAsWords() {
        #expect(ProfileLines.text(of: .founder) == "\u{2605} founder")
        #expect(ProfileLines.text(of: .newcomer) == "new")
        #expect(JoinedDate.text(for: Date(timeIntervalSince1970: 0)) == "Joined January 1970")
    }

    @Test func aBioWithLineBreaksKeepsThem() async {
        // Given a bio written with two lines (imported; the app's own editor refuses line breaks)
        var person = SampleProfile.linus
        person.bio = "First line.\nSecond line."
        let harness = ScreenHarness(
            .person(id: person.id), world: FakeProfileWorld(people: FakeProfilePeople(people: [person])))
        await harness.load()
        // Then each line is drawn on its own
        #expect(
            Array(harness.screen.plainLines(width: 60, height: 5).prefix(4)).suffix(2) == [
                "First line.", "Second line.",
            ])
    }
}
