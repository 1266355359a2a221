import FeedStorage
import Foundation
import Infrastructure
import ShellTestSupport
import Testing

@testable import MosaicShell

@Suite struct HostileTextTests {
    static let hostile = [
        "\u{1B}[2J\u{1B}[H", "\u{1B}]52;c;cm0gLXJmIH4=\u{07}",
        "\u{1B}]8;;http://evil\u{1B}\\click\u{1B}]8;;\u{1B}\\",
        "\u{9B}31m", "\u{202E}txt.exe", "\u{1B}]0;owned\u{07}", "bell\u{07}del\u{7F}",
    ]

    static func isHarmless(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            !(0x00...0x1F).contains(scalar.value) && !(0x7F...0x9F).contains(scalar.value)
                && !(0x202A...0x202E).contains(scalar.value) && !(0x2066...0x2069).contains(scalar.value)
        }
    }

    @Test(arguments: hostile) @MainActor
    func storedTextIsDrawnHarmlessOnEveryScreen(text: String) async throws {
        // Given posts and people as another program could have written them into the database
        let base = try await AppContainer.preview()
        let container = try await AppContainer.test(
            AppContainer.Overrides(people: HostilePeople(base: base.services.people, text: text))
                .replacing(FeedPosts.self, with: HostilePosts(base: base.services.posts, text: text))
                .replacing(ProfileBios.self, with: HostileBios(base: base.services.bios, text: text)))
        // When every screen that shows them is drawn
        var frames: [String] = []
        for link in ["mosaic://feed", "mosaic://post/1", "mosaic://profile/me", "mosaic://settings"] {
            let scene = ShellScene(container: container)
            scene.apply(LinkTable().command(showing: try LinkTable().route(parsing: link)))
            try await waitUntil("\(link) loaded") { !scene.isBusy }
            frames.append(scene.render(width: 80, height: 24).plainText())
        }
        // Then nothing reaches the terminal as a control, and the text is there, made visible
        for frame in frames {
            #expect(Self.isHarmless(frame.replacingOccurrences(of: "\n", with: "")), "\(frame)")
            #expect(frame.contains("N") || frame.contains("T"), "\(frame)")
        }
        #expect(frames[1].contains("second"))
    }

    @Test func adaptersKeepStoredTextAsItIs() {
        // The text is made safe once, where it is drawn; what a feature holds is what was stored
        let text = Self.hostile[0]
        let stored = PostWithAuthor(
            post: PostRecord(
                id: 1, authorID: 2, title: text, body: text, tags: [text], createdAt: Date(),
                updatedAt: Date(), likeCount: 0),
            authorHandle: text, authorDisplayName: text)
        let post = FeedPostsAdapter.feedPost(stored)
        #expect([post.title, post.body, post.authorName] + post.tags == Array(repeating: text, count: 4))
        let person = PersonRecord(id: 5, handle: text, displayName: text, createdAt: Date())
        #expect(ProfilePeopleAdapter.profilePerson(person, bio: text).bio == text)
        #expect(SettingsAccountAdapter.account(person).displayName == text)
    }

    @Test @MainActor func aHostilePromptTitleIsDrawnHarmless() async throws {
        // Given
        let scene = ShellScene(container: try await AppContainer.preview())
        // When a feature asks with a hostile title
        let asking = Task {
            await scene.sheets.askText(title: Self.hostile[0], initial: Self.hostile[1], limit: 40)
        }
        try await waitUntil("the question to be asked") { scene.sheets.isAsking }
        let frame = scene.render(width: 60, height: 20).plainText()
        // Then
        #expect(Self.isHarmless(frame.replacingOccurrences(of: "\n", with: "")))
        scene.apply(.dismiss)
        #expect(await asking.value == nil)
    }
}
