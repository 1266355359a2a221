import Foundation
import Observation

/// Loads a profile (person and first page of posts in parallel) and follows the user's intents.
@MainActor @Observable final class ProfileViewModel {
    static let pageSize = 50

    private(set) var state: ProfileState = .idle
    // Written by the browsing extension in its own file, hence not private(set).
    var selectedIndex = 0
    /// A one-line note for the user: a rollback, a refused edit, a read-only profile.
    var notice: String?
    var isLoadingMore = false

    @ObservationIgnored let subject: ProfileSubject
    @ObservationIgnored let dependencies: ProfileDependencies
    @ObservationIgnored let onEvent: @MainActor (ProfileEvent) -> Void
    @ObservationIgnored private(set) var loadTask: Task<Void, Never>?
    @ObservationIgnored var moreTask: Task<Void, Never>?
    @ObservationIgnored var actionTask: Task<Void, Never>?
    /// Bumped by every load, so a late answer to an older load is dropped.
    @ObservationIgnored private var generation = 0

    init(
        subject: ProfileSubject,
        dependencies: ProfileDependencies,
        onEvent: @escaping @MainActor (ProfileEvent) -> Void
    ) {
        self.subject = subject
        self.dependencies = dependencies
        self.onEvent = onEvent
    }

    var now: Date { dependencies.clock.now() }

    func appear() {
        refresh()
    }

    /// Stops the loads started by `appear`. A bio save or delete the person asked for keeps going:
    /// leaving the screen is not a change of mind.
    func disappear() {
        generation += 1
        loadTask?.cancel()
        moreTask?.cancel()
        isLoadingMore = false
        if state == .loading { state = .idle }
    }

    /// Starts a fresh load, cancelling the one in flight.
    func refresh() {
        loadTask?.cancel()
        moreTask?.cancel()
        generation += 1
        let current = generation
        state = .loading
        notice = nil
        isLoadingMore = false
        loadTask = Task { await self.load(generation: current) }
    }

    func load(generation current: Int) async {
        let viewerID = await dependencies.session.currentUserID()
        guard isCurrent(current) else { return }
        let personID: Int
        switch subject {
        case .me:
            guard let viewerID else {
                state = .signedOut
                return
            }
            personID = viewerID
        case .person(let id):
            personID = id
        }
        do {
            let (person, firstPage) = try await fetchProfile(of: personID)
            guard isCurrent(current) else { return }
            guard let person else {
                state = .notFound
                return
            }
            let isOwn = viewerID == person.id
            selectedIndex = 0
            state = .showing(
                ProfileContent(
                    person: person, posts: Self.newestFirst(firstPage),
                    canLoadMore: firstPage.count >= Self.pageSize, isOwn: isOwn))
            await track("profile.viewed", ["person_id": String(person.id), "own": String(isOwn)])
        } catch {
            guard isCurrent(current) else { return }
            state = .failed(ProfileMessages.loadFailed)
        }
    }

    /// The header and the first page are independent, so they are fetched at the same time.
    private func fetchProfile(of personID: Int) async throws -> (ProfilePerson?, [ProfilePost]) {
        let people = dependencies.people
        let posts = dependencies.posts
        async let person = people.person(id: personID)
        async let firstPage = posts.posts(by: personID, offset: 0, limit: Self.pageSize)
        return try await (person, firstPage)
    }

    func isCurrent(_ loadGeneration: Int) -> Bool {
        loadGeneration == generation && !Task.isCancelled
    }

    func track(_ event: String, _ properties: [String: String]) async {
        guard await dependencies.consent.analyticsAllowed() else { return }
        dependencies.analytics.track(event, properties: properties)
    }

    /// Replaces the shown content of `personID`, if that person is still on screen.
    func updateContent(of personID: Int, _ change: (inout ProfileContent) -> Void) {
        guard var content = state.content, content.person.id == personID else { return }
        change(&content)
        state = .showing(content)
        selectedIndex = max(0, min(selectedIndex, content.posts.count - 1))
    }

    static func newestFirst(_ posts: [ProfilePost]) -> [ProfilePost] {
        posts.sorted { ($0.createdAt, $0.id) > ($1.createdAt, $1.id) }
    }
}
