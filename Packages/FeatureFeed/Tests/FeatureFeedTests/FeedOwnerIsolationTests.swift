import Dispatch
import FeatureFeed
import FeatureFeedTesting
import Observation
import Synchronization
import Testing

/// A view model's loads change its state on its owner's isolation (the terminal's main actor, a
/// web session's actor), never on another thread beside it: a web session's live channel reads
/// the list while a load writes it. A closure with a capture list (`[weak self]`) given to
/// `LatestWork.run` is made `@concurrent` by Swift 6.3, and the loads ran on the global executor
/// (a node crashed reading `newPostCount`; ThreadSanitizer named the load's write).
@MainActor @Suite(.timeLimit(.minutes(1))) struct FeedOwnerIsolationTests {
    /// Runs `load` until it asks the gate for page number `page`, answers it with `posts`, and
    /// says whether the change of what `read` reads was made on the owner's executor.
    private func pageShown(
        _ owner: FeedOwner, _ gate: GatedFeedPosts, page: Int, _ posts: [FeedPost],
        by load: @escaping @Sendable (FeedOwner) async -> Void,
        watching read: @escaping @Sendable (isolated FeedOwner) -> Void
    ) async throws -> Bool? {
        let loading = Task { await load(owner) }
        try await eventually("page \(page + 1) asked for") { await gate.pageRequestCount == page + 1 }
        let change = await owner.nextChange(of: read)
        await gate.answerPage(page, with: .success(posts))
        await loading.value
        return change.wasOnTheOwner
    }

    @Test func theFirstPageIsShownOnTheOwnersIsolation() async throws {
        let gate = GatedFeedPosts()
        let owner = FeedOwner(source: gate)
        let onTheOwner = try await pageShown(
            owner, gate, page: 0, SampleFeed.posts, by: { await $0.appear() }, watching: { _ = $0.list.state }
        )
        #expect(onTheOwner == true)
        #expect(await owner.postIDs == [1, 2, 3, 4, 5, 6])
    }

    @Test func aRefreshIsShownOnTheOwnersIsolation() async throws {
        let gate = GatedFeedPosts()
        let owner = FeedOwner(source: gate)
        _ = try await pageShown(
            owner, gate, page: 0, Array(SampleFeed.posts.prefix(3)), by: { await $0.appear() },
            watching: { _ = $0.list.state })
        let onTheOwner = try await pageShown(
            owner, gate, page: 1, SampleFeed.posts, by: { await $0.refresh() },
            watching: { _ = $0.list.posts })
        #expect(onTheOwner == true)
        #expect(await owner.postIDs == [1, 2, 3, 4, 5, 6])
    }

    @Test func aPostIsShownOnTheOwnersIsolation() async throws {
        let gate = GatedFeedPosts()
        let owner = FeedOwner(source: gate)
        let appearing = Task { await owner.appearPost() }
        try await eventually("the post asked for") { await gate.postRequestCount == 1 }
        let change = await owner.nextChange { _ = $0.post.post }
        await gate.answerPost(0, with: .success(SampleFeed.posts[0]))
        await appearing.value
        #expect(change.wasOnTheOwner == true)
    }
}

/// An owner of a list and a post on an executor of its own, which marks the queue it runs on, so
/// a change can tell whether it was made there.
actor FeedOwner {
    nonisolated let executor = MarkedExecutor()
    nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }
    let list: FeedViewModel
    let post: PostViewModel

    init(source: GatedFeedPosts) {
        // The ports a load reads, as `FeedWorld` makes them, made here: they are this owner's.
        let dependencies = FeedDependencies(
            posts: source, prompt: NoQuestions(), analytics: RecordingFeedAnalytics(),
            preferences: FakeFeedPreferences(allowsAnalytics: true, prefersCompact: false),
            session: FakeFeedSession(userID: SampleFeed.currentUserID), flags: FakeFeedFlags(enabled: []),
            clock: FixedFeedClock(passing: false), drafts: InMemoryFeedDrafts(), changes: FakeFeedChanges())
        list = FeedViewModel(listing: .everyone, dependencies: dependencies) { _ in }
        post = FeedFeature.makePost(id: 1, dependencies: dependencies) { _ in }
    }

    func appear() async { await list.appear() }
    func refresh() async { await list.refresh() }
    func appearPost() async { await post.appear() }
    var postIDs: [Int] { list.posts.map(\.id) }

    /// Whether the next change of what `read` reads is made on this owner's executor.
    func nextChange(of read: @Sendable (isolated FeedOwner) -> Void) -> NextChange {
        let change = NextChange()
        withObservationTracking {
            read(self)
        } onChange: {
            change.seen(onTheOwner: MarkedExecutor.isRunningHere)
        }
        return change
    }
}

final class NextChange: Sendable {
    private let onTheOwner = Mutex<Bool?>(nil)
    var wasOnTheOwner: Bool? { onTheOwner.withLock { $0 } }
    func seen(onTheOwner here: Bool) { onTheOwner.withLock { $0 = here } }
}

/// A serial executor on a queue of its own, marked so that code can tell it runs there.
final class MarkedExecutor: SerialExecutor {
    private static let mark = DispatchSpecificKey<Bool>()
    private let queue = DispatchQueue(label: "feed-owner")

    init() {
        queue.setSpecific(key: Self.mark, value: true)
    }

    static var isRunningHere: Bool { DispatchQueue.getSpecific(key: mark) == true }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }
}

/// Loads ask the person nothing.
struct NoQuestions: FeedPrompt {
    func askText(title: String, initial: String, limit: Int) async -> FeedAnswer { .closed(typed: initial) }
    func askParagraphs(title: String, initial: String, limit: Int) async -> FeedAnswer {
        .closed(typed: initial)
    }
    func confirm(message: String) async -> Bool { false }
}
