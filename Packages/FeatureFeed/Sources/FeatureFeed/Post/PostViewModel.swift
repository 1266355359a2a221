import Observation

/// One post in full: loads it, tells a missing post apart from a failed load, and opens its author
/// or one of its tags.
@MainActor @Observable final class PostViewModel {
    enum State: Equatable {
        case idle
        case loading
        case loaded(FeedPost)
        case notFound
        case failed(String)
    }

    static let notFoundMessage = "This post doesn't exist. It may have been deleted."
    static let loadFailedMessage = "Couldn't load this post. Check your connection."

    let postID: Int
    private(set) var state: State = .idle
    /// The first line shown of a post longer than the screen.
    private(set) var scrollOffset = 0
    /// Which of the post's tags `t` has picked, if any: Enter then opens that tag.
    private(set) var pickedTagIndex: Int?

    @ObservationIgnored let dependencies: FeedDependencies
    @ObservationIgnored private let onEvent: @MainActor (FeedEvent) -> Void
    @ObservationIgnored private var generation = 0
    @ObservationIgnored private var loadTask: Task<Void, Never>?

    init(postID: Int, dependencies: FeedDependencies, onEvent: @escaping @MainActor (FeedEvent) -> Void) {
        self.postID = postID
        self.dependencies = dependencies
        self.onEvent = onEvent
    }

    /// Loads the post, cancelling a load in flight; an older response never replaces a newer one.
    @discardableResult func load() -> Task<Void, Never> {
        disappear()
        let current = generation
        state = .loading
        scrollOffset = 0
        pickedTagIndex = nil
        let source = dependencies.posts
        let id = postID
        let task = Task { [weak self] in
            let result: State
            do {
                result = .loaded(try await source.post(id: id))
            } catch FeedPostsError.notFound {
                result = .notFound
            } catch {
                result = .failed(Self.loadFailedMessage)
            }
            guard let self, current == self.generation else { return }
            self.state = result
            self.loadTask = nil
        }
        loadTask = task
        return task
    }

    func disappear() {
        generation += 1
        loadTask?.cancel()
        loadTask = nil
    }

    func scroll(by lines: Int, limit: Int) {
        scrollOffset = min(max(scrollOffset + lines, 0), max(limit, 0))
    }

    /// Picks the post's next tag, then none again after the last.
    func selectNextTag() {
        guard case .loaded(let post) = state, !post.tags.isEmpty else { return }
        let next = (pickedTagIndex ?? -1) + 1
        pickedTagIndex = next < post.tags.count ? next : nil
    }

    /// Opens the posts carrying the picked tag; does nothing when none is picked.
    func openPickedTag() {
        guard case .loaded(let post) = state, let index = pickedTagIndex, post.tags.indices.contains(index)
        else { return }
        onEvent(.openTag(post.tags[index]))
    }

    func openAuthor() {
        guard case .loaded(let post) = state else { return }
        onEvent(.openAuthor(id: post.authorID))
    }
}
