import FeatureProfileTesting
import Foundation
import Testing

@testable import FeatureProfile

@MainActor @Suite struct ProfileRenderingTests {
    /// A harness in each state the screen can show.
    private static func harnesses() async -> [(String, ProfileHarness)] {
        let loading = ProfileHarness(
            .me, world: FakeProfileWorld(people: FakeProfilePeople(latency: .seconds(30))))
        loading.viewModel.appear()
        var all: [(String, ProfileHarness)] = [("idle", ProfileHarness()), ("loading", loading)]
        let loaded: [(String, ProfileSubject, FakeProfileWorld)] = [
            ("own", .me, FakeProfileWorld()),
            ("other", .person(id: SampleProfile.grace.id), FakeProfileWorld()),
            ("empty", .person(id: SampleProfile.linus.id), FakeProfileWorld()),
            ("failed", .me, FakeProfileWorld(people: FakeProfilePeople(failsLoading: true))),
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
            let harness = ProfileHarness(subject, world: world)
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
                    let lines = harness.screen.render(width: width, height: height)
                    #expect(lines.count <= height, "\(name) at \(width)x\(height)")
                    for line in lines {
                        #expect(DisplayWidth.of(line) <= width, "\(name) at \(width): \(line)")
                        #expect(!line.unicodeScalars.contains { $0.properties.generalCategory == .control })
                    }
                }
            }
            #expect(harness.screen.render(width: 0, height: 10).isEmpty)
        }
    }

    @Test func loadingAndFailedRenderTheirSentences() async {
        let states = await Dictionary(uniqueKeysWithValues: Self.harnesses())
        #expect(states["loading"]?.screen.render(width: 30, height: 5) == ["Loading\u{2026}"])
        #expect(states["idle"]?.screen.render(width: 30, height: 5) == [])
        #expect(
            states["failed"]?.screen.render(width: 120, height: 5) == [
                "Couldn't load this profile. Check your connection and press r to retry."
            ])
        #expect(
            states["signed out"]?.screen.render(width: 30, height: 10) == [
                "You're signed out. Sign in to", "see your profile and posts.", "Press enter to sign in.",
            ])
        #expect(
            states["not found"]?.screen.render(width: 120, height: 10) == [
                "This person doesn't exist. They may have left, or the link is wrong."
            ])
    }

    @Test func someoneElsesProfileAt120Columns() async {
        let harness = ProfileHarness(.person(id: SampleProfile.grace.id))
        await harness.load()
        #expect(
            harness.screen.render(width: 120, height: 20) == [
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
        let harness = ProfileHarness(.person(id: SampleProfile.linus.id))
        await harness.load()
        #expect(
            harness.screen.render(width: 30, height: 20) == [
                "Linus Quiet", "@linus \u{00B7} Joined February 2025", "No bio yet.", "", "No posts yet.",
            ])
    }

    @Test func myOwnEmptyProfileInvitesMeToPost() async {
        let world = FakeProfileWorld(signedInUserID: SampleProfile.linus.id)
        let harness = ProfileHarness(.me, world: world)
        await harness.load()
        #expect(harness.screen.render(width: 60, height: 20).last == "You haven't posted anything yet.")
    }

    @Test func myProfileAt30ColumnsTruncatesPostsAndKeepsTheSelectionVisible() async {
        // Given my profile with the 21st post selected
        let harness = ProfileHarness(.me)
        await harness.load()
        harness.viewModel.moveSelection(by: 20)
        // When rendered in 12 rows of 30 columns
        let lines = harness.screen.render(width: 30, height: 12)
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

    @Test func aNextPageOnItsWayIsShownAtTheBottom() async {
        // Given my profile with a next page on its way
        let posts = FakeProfilePosts()
        let harness = ProfileHarness(.me, world: FakeProfileWorld(posts: posts))
        await harness.load()
        await posts.configure(latency: .seconds(30))
        harness.viewModel.requestMorePosts()
        // When rendered
        let lines = harness.screen.render(width: 120, height: 20)
        // Then "Loading more…" is the last line and the list still fills the rest
        #expect(lines.count == 20)
        #expect(lines.last == "  Loading more\u{2026}")
        harness.viewModel.disappear()
    }

    @Test func aNoticeIsRenderedUnderTheHeader() async {
        let harness = ProfileHarness(.person(id: SampleProfile.grace.id))
        await harness.load()
        await harness.viewModel.deleteSelectedPost()
        let lines = harness.screen.render(width: 120, height: 20)
        #expect(lines[3] == "! " + ProfileMessages.readOnlyPosts)
    }

    @Test func badgesComeFromFoundingAndJoiningDate() {
        let now = SampleProfile.now
        #expect(ProfileBadge.text(for: SampleProfile.ada, now: now) == "\u{2605} founder")
        #expect(ProfileBadge.text(for: SampleProfile.grace, now: now) == "new")
        #expect(ProfileBadge.text(for: SampleProfile.linus, now: now) == nil)
        #expect(JoinedDate.text(for: Date(timeIntervalSince1970: 0)) == "Joined January 1970")
    }
}
