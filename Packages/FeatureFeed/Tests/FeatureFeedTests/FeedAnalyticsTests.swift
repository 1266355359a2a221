import FeatureFeedTesting
import Testing

@testable import FeatureFeed

/// Opening things tells the shell at once; analytics follow the person's consent.
@MainActor @Suite(.timeLimit(.minutes(1))) struct FeedNavigationTests {
    @Test func appearingSendsFeedViewed() async {
        let world = FeedWorld()
        _ = await world.loadedList()
        #expect(world.analytics.events == [.init("feed.viewed")])
    }

    @Test func viewingATagIsTrackedWithItsName() async {
        let world = FeedWorld()
        _ = await world.loadedList(.tagged("math"))
        #expect(world.analytics.events.last == .init("feed.viewed", ["tag": "math"]))
    }

    @Test func openingAPostTellsTheShellAndIsTracked() async {
        // Given
        let world = FeedWorld()
        let model = await world.loadedList()
        // When
        model.openPost(id: 2)
        // Then
        #expect(world.log.events == [.openPost(id: 2)])
        #expect(world.analytics.events.last == .init("feed.post_opened", ["post_id": "2"]))
    }

    @Test func openingAnAuthorOrATagTellsTheShell() async {
        let world = FeedWorld()
        let model = await world.loadedList()
        model.openAuthor(id: 4)
        model.openTag("swift")
        #expect(world.log.events == [.openAuthor(id: 4), .openTag("swift")])
    }

    @Test func noEventIsSentWhenThePersonOptedOut() async {
        // Given
        let prompt = script(["Title", "Body", ""], confirm: [true])
        let world = FeedWorld(prompt: prompt, allowsAnalytics: false)
        let model = await world.loadedList()
        // When every tracked action happens
        model.openPost(id: 1)
        await model.compose()
        await model.delete(postID: 1)
        // Then
        #expect(world.log.events == [.openPost(id: 1)])
        #expect(await world.store.stored.count == SampleFeed.posts.count)
        #expect(world.analytics.events.isEmpty)
    }

    @Test func anOptOutHoldsFromTheNextLoad() async {
        // Given
        let world = FeedWorld()
        let model = await world.loadedList()
        // When the person opts out in Settings and the feed is shown again
        await world.preferences.set(allowsAnalytics: false)
        await model.appear()
        model.openPost(id: 1)
        // Then
        #expect(world.analytics.events == [.init("feed.viewed")])
    }
}

/// The entry point builds each view model for its screen.
@MainActor @Suite(.timeLimit(.minutes(1))) struct FeedFeatureTests {
    @Test func theEntryPointBuildsTheFeedATagListAndAPost() async {
        let world = FeedWorld()
        let feed = FeedFeature.makeFeed(dependencies: world.dependencies) { _ in }
        let tag = FeedFeature.makeTag("math", dependencies: world.dependencies) { _ in }
        let post = FeedFeature.makePost(id: 2, dependencies: world.dependencies) { _ in }
        await feed.appear()
        await tag.appear()
        await post.appear()
        #expect(feed.listing == .everyone)
        #expect(feed.posts.count == 6)
        #expect(tag.listing == .tagged("math"))
        #expect(tag.posts.map(\.id) == [1, 5])
        #expect(post.postID == 2)
        #expect(post.post?.title == "Why I wrote the first compiler")
    }
}
