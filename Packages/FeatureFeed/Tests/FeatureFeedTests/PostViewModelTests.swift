import FeatureFeedTesting
import Testing

@testable import FeatureFeed

@MainActor @Suite struct PostViewModelTests {
    func makeModel(
        id: Int,
        source: any FeedPostsSource = InMemoryFeedPosts(posts: SampleFeed.posts),
        log: EventLog = EventLog()
    ) -> PostViewModel {
        PostViewModel(postID: id, dependencies: SampleFeed.dependencies(posts: source)) {
            log.events.append($0)
        }
    }

    @Test func loadingShowsThePost() async {
        // Given
        let model = makeModel(id: 4)
        #expect(model.state == .idle)
        // When
        let task = model.load()
        #expect(model.state == .loading)
        await task.value
        // Then
        #expect(model.state == .loaded(SampleFeed.posts[3]))
    }

    @Test func aMissingPostIsNotFoundNotAFailure() async {
        let model = makeModel(id: 999)
        await model.load().value
        #expect(model.state == .notFound)
    }

    @Test func aFailingStoreMeansAStableMessage() async {
        let model = makeModel(
            id: 1, source: InMemoryFeedPosts(posts: SampleFeed.posts, failures: .init(loading: true)))
        await model.load().value
        #expect(model.state == .failed("Couldn't load this post. Check your connection."))
    }

    @Test func disappearingDropsTheLoadInFlight() async {
        // Given
        let model = makeModel(
            id: 1, source: InMemoryFeedPosts(posts: SampleFeed.posts, latency: .seconds(60)))
        let task = model.load()
        // When
        model.disappear()
        await task.value
        // Then
        #expect(task.isCancelled)
        #expect(model.state == .loading)
    }

    @Test func openingTheAuthorTellsTheShellOnceLoaded() async {
        // Given
        let log = EventLog()
        let model = makeModel(id: 2, log: log)
        model.openAuthor()
        #expect(log.events.isEmpty)
        // When
        await model.load().value
        model.openAuthor()
        // Then
        #expect(log.events == [.openAuthor(id: 2)])
    }
}
