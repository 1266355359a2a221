import Observation

/// The Saved feature's items and what a person can do with them: load while shown, refresh,
/// open one. Front-end neutral: a SwiftUI view or a terminal screen drives the same intents.
@MainActor @Observable public final class SavedViewModel {
    public enum State: Equatable, Sendable {
        case idle
        case loading
        case loaded([SavedItem])
        case empty
        case failed(String)
    }

    public private(set) var state: State = .idle

    @ObservationIgnored private let dependencies: SavedDependencies
    @ObservationIgnored private let onEvent: @MainActor (SavedEvent) -> Void
    /// The load in flight: a refresh cancels it and takes its place.
    @ObservationIgnored private var loading: Task<Void, Never>?
    /// Counts loads, so one that a newer load superseded leaves the state to the newer one.
    @ObservationIgnored private var loadCount = 0

    public init(dependencies: SavedDependencies, onEvent: @escaping @MainActor (SavedEvent) -> Void) {
        self.dependencies = dependencies
        self.onEvent = onEvent
    }

    public var items: [SavedItem] {
        if case .loaded(let items) = state { items } else { [] }
    }

    /// The screen's work while it is shown: the front end cancels it when the screen goes.
    public func appear() async {
        await refresh()
    }

    /// Loads again; a newer refresh supersedes this one, and a cancelled one changes nothing.
    public func refresh() async {
        loading?.cancel()
        let task = Task { await load() }
        loading = task
        await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
    }

    private func load() async {
        loadCount += 1
        let mine = loadCount
        let before = state
        state = .loading
        let result: State
        do {
            let items = try await dependencies.items.items()
            result = items.isEmpty ? .empty : .loaded(items)
        } catch {
            result = .failed(SavedMessages.loadFailed(error))
        }
        guard mine == loadCount else { return }
        // Cancelled (the screen went): the state is as it was before this load.
        state = Task.isCancelled ? before : result
    }

    /// Opens an item; tracked only with the person's consent.
    public func open(_ item: SavedItem) async {
        onEvent(.openItem(id: item.id))
        guard await dependencies.analytics.analyticsAllowed() else { return }
        dependencies.analytics.track("saved.item_opened", properties: ["id": String(item.id)])
    }
}
