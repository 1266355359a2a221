import FeatureFeed
import FeatureProfile
import FeatureSettings
import Foundation
import Infrastructure
import Testing

@testable import MosaicShell

/// A second front end: the app driven through its features' public view models only, as a
/// SwiftUI shell would drive them, on the shell's own adapters and Infrastructure's in-memory
/// SQLite. No screen, no key, no terminal type.
@MainActor @Suite(.timeLimit(.minutes(1)))
struct HeadlessAppTests {
    @Test func theFeedLoadsPagesOpensAPostAndItsAuthor() async throws {
        // Given the app's sample database
        let services = try await AppContainer.preview().services
        var events: [FeedEvent] = []
        let feed = FeedFeature.makeFeed(
            dependencies: FeedPlugin.dependencies(on: services, prompt: ScriptedAnswers())
        ) { events.append($0) }
        // When it appears, then the person scrolls near the end of the first page
        await feed.appear()
        let firstPage = feed.posts
        #expect(firstPage.count == FeedViewModel.pageSize)
        #expect(feed.hasMore)
        await feed.loadMore(after: try #require(firstPage.last).id)
        // Then the next page follows, newest first, with no post twice
        #expect(feed.posts.count > firstPage.count)
        #expect(Set(feed.posts.map(\.id)).count == feed.posts.count)
        #expect(feed.posts.map(\.createdAt) == feed.posts.map(\.createdAt).sorted(by: >))
        // When the person opens the first post, and from it its author
        let first = try #require(feed.posts.first)
        feed.openPost(id: first.id)
        let post = FeedFeature.makePost(
            id: first.id, dependencies: FeedPlugin.dependencies(on: services, prompt: ScriptedAnswers())
        ) { events.append($0) }
        await post.appear()
        post.openAuthor()
        // Then the post is the one listed, and the feed asked for it and its author
        #expect(post.post?.title == first.title)
        #expect(events == [.openPost(id: first.id), .openAuthor(id: first.authorID)])
    }

    @Test func aPostWrittenWithoutAScreenIsPublishedAndKeptWhenRefused() async throws {
        // Given
        let services = try await AppContainer.preview().services
        let feed = FeedFeature.makeFeed(
            dependencies: FeedPlugin.dependencies(on: services, prompt: ScriptedAnswers())
        ) { _ in }
        await feed.appear()
        // When a post with six tags is refused
        let refused = FeedDraftText(title: "Six tags", body: "Body", tags: "a, b, c, d, e, f")
        #expect(await feed.publish(refused) == nil)
        // Then nothing was stored and the text is kept to write again
        #expect(feed.unsavedDraft == refused)
        #expect(feed.message?.contains("tags") == true)
        // When it is fixed and published
        let stored = try #require(
            await feed.publish(FeedDraftText(title: "Five tags", body: "", tags: "a, b, c, d, e")))
        // Then it is at the top, the draft is gone, and the store has it
        #expect(feed.posts.first?.id == stored.id)
        #expect(feed.unsavedDraft == nil)
        #expect(try await services.posts.post(id: Int64(stored.id))?.post.title == "Five tags")
    }

    @Test func deletingAPostAsksInOneWordingWhereverItIsDeleted() async throws {
        // Given one of the signed-in person's posts, deleted from the feed and from the profile
        let services = try await AppContainer.preview().services
        let answers = ScriptedAnswers(confirmations: [false, false])
        let profile = ProfileFeature.makeProfileViewModel(
            subject: .me, dependencies: ProfilePlugin.dependencies(on: services, prompt: answers)
        ) { _ in }
        await profile.appear()
        let mine = try #require(profile.state.content?.posts.first)
        let post = FeedFeature.makePost(
            id: mine.id, dependencies: FeedPlugin.dependencies(on: services, prompt: answers)
        ) { _ in }
        await post.appear()
        // When each asks first (and the person says no)
        await post.delete()
        await profile.delete(postID: mine.id)
        // Then the two questions are the same words
        #expect(answers.asked.count == 2)
        #expect(Set(answers.asked).count == 1, "\(answers.asked)")
        #expect(answers.asked.first?.hasSuffix("? This can't be undone.") == true)
    }

    @Test func settingsTogglesAPreferenceAndAFlagThenSignsOut() async throws {
        // Given
        let services = try await AppContainer.preview().services
        let answers = ScriptedAnswers(confirmations: [true])
        let dependencies = SettingsPlugin.dependencies(on: services, prompter: answers)
        var events: [SettingsEvent] = []
        let settings = SettingsFeature.makeSettingsViewModel(dependencies: dependencies) { events.append($0) }
        let flags = SettingsFeature.makeFlagsViewModel(dependencies: dependencies)
        await settings.appear()
        await flags.appear()
        #expect(settings.signedInAccount != nil)
        let compactBefore = try #require(settings.snapshot).preferences.compactFeed
        let flag = try #require(flags.flags.first { $0.name == "feed.like_counts" })
        // When the person turns "Compact feed" and the like-counts flag over
        await settings.toggle(.compactFeed)
        await flags.setFlag(flag.name, to: !flag.isOn)
        // Then both are stored where the app reads them
        #expect(try services.preferences.load().choices["compactFeed"] == !compactBefore)
        let resolved = await services.flags.resolve(
            localOverrides: try services.preferences.load().flagOverrides)
        #expect(resolved.isEnabled(flag.name) == !flag.isOn)
        // When the person signs out (and confirms)
        await settings.signOut()
        // Then nobody is signed in, the shell is told, and it is said
        #expect(try services.session.signedInPersonID() == nil)
        #expect(events.contains(.signedOut))
        #expect(settings.message == "Signed out.")
    }

    @Test func aPostsAuthorOpensAndTheirOwnBioIsSavedOrRolledBack() async throws {
        // Given the first post in the feed
        let services = try await AppContainer.preview().services
        let feed = FeedFeature.makeFeed(
            dependencies: FeedPlugin.dependencies(on: services, prompt: ScriptedAnswers())
        ) { _ in }
        await feed.appear()
        let first = try #require(feed.posts.first)
        // When its author's profile opens
        let author = profile(.person(id: first.authorID), on: services)
        await author.appear()
        // Then it is that person's, with their posts, and not the reader's to edit
        let content = try #require(author.state.content)
        #expect(content.person.displayName == first.authorName)
        #expect(content.posts.contains { $0.id == first.id })
        // When the signed-in person saves their own bio
        let me = profile(.me, on: services)
        await me.appear()
        let myID = try #require(me.state.content?.person.id)
        await me.saveBio("Writes compilers for fun.")
        // Then it is stored and said
        #expect(try await services.bios.bio(of: Int64(myID)) == "Writes compilers for fun.")
        #expect(me.message == "Bio saved.")
        // When the database is busy for the next save
        var busy = services
        busy.bios = BusyBioStore(wrapped: services.bios, path: "/tmp/mosaic.sqlite")
        let meOnBusy = profile(.me, on: busy)
        await meOnBusy.appear()
        await meOnBusy.saveBio("Something new")
        // Then the old bio is back, the text is kept to save again, and the cause is named
        #expect(meOnBusy.state.content?.person.bio == "Writes compilers for fun.")
        #expect(meOnBusy.unsavedBio == "Something new")
        #expect(meOnBusy.message?.contains("busy") == true || meOnBusy.message?.contains("locked") == true)
        #expect(try await services.bios.bio(of: Int64(myID)) == "Writes compilers for fun.")
    }

    private func profile(_ subject: ProfileSubject, on services: AppServices) -> ProfileViewModel {
        ProfileFeature.makeProfileViewModel(
            subject: subject,
            dependencies: ProfilePlugin.dependencies(on: services, prompt: ScriptedAnswers())
        ) { _ in }
    }
}
