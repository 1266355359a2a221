import AppCore
import FeatureProfile
import FeatureProfileTesting
import Testing

@testable import ProfileTerminal

/// The screen listens for changes made elsewhere while it is shown, and stops when it goes.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ProfileScreenChangesTests {
    /// A screen whose world's changes a test pushes by hand.
    static func live(_ subject: ProfileSubject = .me) -> (ScreenHarness, FakeProfileChanges) {
        let changes = FakeProfileChanges()
        return (ScreenHarness(subject, world: FakeProfileWorld(changes: changes)), changes)
    }

    /// My profile on screen, listening, with the post `down` rows below the first selected.
    static func shown(selecting down: Int) async throws -> (ScreenHarness, FakeProfileChanges) {
        let (harness, changes) = live()
        harness.screen.appear()
        try await eventually("the profile to load and listen") {
            harness.content != nil && changes.listeners == 1
        }
        _ = harness.screen.plainLines(width: 80, height: 24)
        for _ in 0..<down { _ = harness.screen.handle("j") }
        return (harness, changes)
    }

    @Test func aPostDeletedElsewhereLeavesTheScreenWithTheSelectionOnTheNext() async throws {
        // Given my profile on screen with the second post selected
        let (harness, changes) = try await Self.shown(selecting: 1)
        // When that post is deleted elsewhere
        changes.send(.postDeleted(postID: 158, authorID: SampleProfile.ada.id))
        try await eventually("the post to leave") { harness.content?.posts.count == 49 }
        // Then the next one is selected, at the same place
        let lines = harness.screen.plainLines(width: 80, height: 24)
        #expect(lines.contains("\u{203A} Note 58 on the Analytical Engine"))
        #expect(!lines.contains { $0.contains("Note 59 ") })
        // And leaving stops listening
        harness.screen.disappear()
        try await eventually("listening to stop") { changes.listeners == 0 }
    }

    @Test func aPostDeletedAboveTheSelectionLeavesTheSelectionOnItsPost() async throws {
        // Given my profile on screen with the third post selected
        let (harness, changes) = try await Self.shown(selecting: 2)
        // When the newest post is deleted elsewhere
        changes.send(.postDeleted(postID: 159, authorID: SampleProfile.ada.id))
        try await eventually("the post to leave") { harness.content?.posts.count == 49 }
        // Then the same post is still selected
        let lines = harness.screen.plainLines(width: 80, height: 24)
        #expect(lines.contains("\u{203A} Note 58 on the Analytical Engine"))
        #expect(harness.screen.selectedPost?.id == 157)
        harness.screen.disappear()
    }

    @Test func aPostPublishedElsewhereComesOnTopAndTheSelectionStaysOnItsPost() async throws {
        // Given my profile on screen with the second post selected
        let (harness, changes) = try await Self.shown(selecting: 1)
        // When I publish a post in another window
        await harness.world.posts.store(
            ProfilePost(
                id: 300, authorID: SampleProfile.ada.id, text: "Written on my laptop",
                createdAt: SampleProfile.now))
        changes.send(.postPublished(postID: 300, authorID: SampleProfile.ada.id))
        try await eventually("the new post to show") { harness.content?.posts.first?.id == 300 }
        // Then it shows on top, and the same post is still selected
        let lines = harness.screen.plainLines(width: 80, height: 24)
        #expect(lines.contains { $0.contains("Written on my laptop") })
        #expect(harness.screen.selectedPost?.id == 158)
        harness.screen.disappear()
    }

    @Test func aRemovedPersonIsSaid() async throws {
        let (harness, changes) = Self.live(.person(id: SampleProfile.grace.id))
        harness.screen.appear()
        try await eventually("the profile to load and listen") {
            harness.content != nil && changes.listeners == 1
        }
        changes.send(.personRemoved(id: SampleProfile.grace.id))
        try await eventually("the removal to show") { harness.model.state == .removed }
        #expect(harness.screen.title == "Removed")
        #expect(
            harness.screen.plainLines(width: 30, height: 5) == [
                "This person was removed, with", "their posts.",
            ])
        #expect(harness.screen.plainHints == ["r refresh"])
        harness.screen.disappear()
    }
}
