import FeatureProfile
import Infrastructure
import ShellTestSupport
import Testing

@testable import MosaicShell

/// The profile's view model on the app's own services (in-memory SQLite), listening: what is
/// changed in the database shows without a key.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ProfileLiveInShellTests {
    @Test func aBioChangedAndAPostDeletedInTheDatabaseShowOnTheShownProfile() async throws {
        // Given my profile shown and listening
        let container = try await AppContainer.preview()
        let services = container.services
        let me = try #require(try services.session.signedInPersonID())
        let model = ProfileFeature.makeProfileViewModel(
            subject: .me,
            dependencies: ProfilePlugin.dependencies(
                on: services, prompt: ProfileSheets(sheets: SheetHost())),
            onEvent: { _ in })
        await model.appear()
        let first = try #require(model.state.content?.posts.first)
        let listening = Task { await model.watchChanges() }
        defer { listening.cancel() }
        // When my bio is changed and my newest post deleted, as another window would
        try await services.bios.updateBio(personID: me, bio: "Changed in another window", actingAs: me)
        try await services.posts.delete(postID: Int64(first.id), actingAs: me)
        // Then the profile shows the new bio, without that post
        try await waitUntil("the new bio to show") {
            model.state.content?.person.bio == "Changed in another window"
        }
        try await waitUntil("the deleted post to leave") {
            model.state.content?.posts.contains { $0.id == first.id } == false
        }
    }
}
