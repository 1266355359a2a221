import Observation

/// The __Name__ feature's state and the user's intents: load on appear, refresh, move, open.
@MainActor @Observable final class __Name__ViewModel {
    enum State: Equatable {
        case idle
        case loading
        case loaded([__Name__Item])
        case empty
        case failed(String)
    }

    static let loadFailedMessage = "Couldn't load __name__. Check your connection and press r to retry."

    private(set) var state: State = .idle
    private(set) var selection = 0

    @ObservationIgnored private let dependencies: __Name__Dependencies
    @ObservationIgnored private let onEvent: @MainActor (__Name__Event) -> Void
    @ObservationIgnored private var loadTask: Task<Void, Never>?
    /// Bumped by every load and by disappear: a response from an older generation is dropped.
    @ObservationIgnored private var generation = 0

    init(dependencies: __Name__Dependencies, onEvent: @escaping @MainActor (__Name__Event) -> Void) {
        self.dependencies = dependencies
        self.onEvent = onEvent
    }

    var items: [__Name__Item] {
        if case .loaded(let items) = state { items } else { [] }
    }

    @discardableResult func appear() -> Task<Void, Never> {
        refresh()
    }

    func disappear() {
        generation += 1
        loadTask?.cancel()
        loadTask = nil
    }

    /// Loads again; a refresh cancels the one in flight and a stale answer never lands.
    @discardableResult func refresh() -> Task<Void, Never> {
        loadTask?.cancel()
        generation += 1
        let current = generation
        state = .loading
        let source = dependencies.items
        let task = Task { [weak self] in
            let result: Result<[__Name__Item], any Error>
            do { result = .success(try await source.items()) } catch { result = .failure(error) }
            self?.finishLoad(result, generation: current)
        }
        loadTask = task
        return task
    }

    private func finishLoad(_ result: Result<[__Name__Item], any Error>, generation: Int) {
        guard generation == self.generation, !Task.isCancelled else { return }
        switch result {
        case .success(let items) where items.isEmpty:
            state = .empty
        case .success(let items):
            state = .loaded(items)
            selection = min(selection, items.count - 1)
        case .failure:
            state = .failed(Self.loadFailedMessage)
        }
    }

    func moveSelection(by offset: Int) {
        guard !items.isEmpty else { return }
        selection = min(max(selection + offset, 0), items.count - 1)
    }

    /// Opens the selected item; tracked only with the user's consent.
    @discardableResult func openSelected() -> Task<Void, Never>? {
        let items = self.items
        guard items.indices.contains(selection) else { return nil }
        let item = items[selection]
        onEvent(.openItem(id: item.id))
        let analytics = dependencies.analytics
        return Task {
            guard await analytics.analyticsAllowed() else { return }
            analytics.track("__name__.item_opened", properties: ["id": String(item.id)])
        }
    }
}
