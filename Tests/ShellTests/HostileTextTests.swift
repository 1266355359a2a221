import Foundation
import Infrastructure
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

    @Test(arguments: hostile)
    func storedPostTextReachesTheFeedHarmless(text: String) {
        // Given a post written straight to the database by another program
        let stored = PostWithAuthor(
            post: PostRecord(
                id: 1, authorID: 2, title: text, body: text, tags: [text], createdAt: Date(),
                updatedAt: Date(), likeCount: 0),
            authorHandle: text, authorDisplayName: text)
        // When
        let post = FeedPostsAdapter.feedPost(stored)
        // Then
        for field in [post.title, post.body, post.authorName] + post.tags {
            #expect(Self.isHarmless(field))
            #expect(!field.isEmpty)
        }
    }

    @Test(arguments: hostile)
    func storedPeopleReachProfilesAndSettingsHarmless(text: String) {
        // Given
        let person = PersonRecord(id: 5, handle: text, displayName: text, bio: text, createdAt: Date())
        // When
        let profile = ProfilePeopleAdapter.profilePerson(person)
        let account = SettingsAccountAdapter.account(person)
        // Then
        for field in [profile.displayName, profile.handle, profile.bio, account.displayName, account.handle] {
            #expect(Self.isHarmless(field))
        }
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
