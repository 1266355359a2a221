import Observation

/// The __Name__ feature's items and what a person can do with them: load while shown, refresh,
/// open one, add one, delete their own, follow changes made elsewhere. Front-end neutral: a
/// SwiftUI view, a terminal screen or a web page drives the same intents. It belongs to whoever
/// owns it (the terminal's main actor, a web session's own actor): its intents run there.
@Observable public final class __Name__ViewModel {
    public enum State: Equatable, Sendable {
        case idle
        case loading
        case loaded([__Name__Item])
        case empty
        case failed(String)
    }

    public private(set) var state: State = .idle
    /// What the last add or delete came to, in words ("Item added."); nil when nothing to say.
    public private(set) var message: String?
    /// What was typed for an add that failed: kept, so nothing typed is lost.
    public private(set) var unsavedTitle: String?

    @ObservationIgnored private let dependencies: __Name__Dependencies
    @ObservationIgnored private let onEvent: (__Name__Event) -> Void
    /// The load in flight: a refresh cancels it and takes its place.
    @ObservationIgnored private var loading: Task<Void, Never>?
    /// Counts loads, so one that a newer load superseded leaves the state to the newer one.
    @ObservationIgnored private var loadCount = 0

    public init(dependencies: __Name__Dependencies, onEvent: @escaping (__Name__Event) -> Void) {
        self.dependencies = dependencies
        self.onEvent = onEvent
    }

    public var items: [__Name__Item] {
        if case .loaded(let items) = state { items } else { [] }
    }

    /// The screen's work while it is shown: the front end cancels it when the screen goes.
    public func appear() async {
        await refresh()
    }

    /// Loads again; a newer refresh supersedes this one, and a cancelled one changes nothing.
    public func refresh() async {
        await refresh(isolation: #isolation)
    }

    /// The load runs on its caller's isolation (the terminal's main actor, a web session's own),
    /// as the view model does.
    private func refresh(isolation: isolated (any Actor)?) async {
        loading?.cancel()
        guard isolation != nil else {
            // Nothing owns the model: load in place.
            loading = nil
            await load()
            return
        }
        let task = Task {
            _ = isolation
            await self.load()
        }
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
            result = .failed(__Name__Messages.loadFailed(error))
        }
        guard mine == loadCount else { return }
        // Cancelled (the screen went): the state is as it was before this load.
        state = Task.isCancelled ? before : result
    }

    /// Opens an item; tracked only with the person's consent.
    public func open(_ item: __Name__Item) async {
        onEvent(.openItem(id: item.id))
        guard await dependencies.analytics.analyticsAllowed() else { return }
        dependencies.analytics.track("__name__.item_opened", properties: ["id": String(item.id)])
    }

    /// Asks for a title (the terminal's sheet), then adds it.
    public func add() async {
        guard let title = await dependencies.prompt.askTitle() else { return }
        await add(title: title)
    }

    /// Adds an item as the person signed in. A person's own action: leaving the screen does not
    /// cancel it. A refusal keeps what was typed (`unsavedTitle`) and says why.
    public func add(title: String) async {
        guard !title.allSatisfy(\.isWhitespace) else {
            message = __Name__Messages.emptyTitle
            unsavedTitle = title
            return
        }
        do {
            _ = try await dependencies.items.add(title: title)
            unsavedTitle = nil
            message = __Name__Messages.added
            await refresh()
        } catch {
            unsavedTitle = title
            message = __Name__Messages.writeFailed(error, doing: "add the item")
        }
    }

    /// Deletes one of the person's own items.
    public func delete(_ item: __Name__Item) async {
        do {
            try await dependencies.items.delete(id: item.id)
            message = __Name__Messages.deleted
            await refresh()
        } catch {
            message = __Name__Messages.writeFailed(error, doing: "delete the item")
        }
    }

    /// Loads again each time items change elsewhere, while the screen is shown.
    public func watchChanges() async {
        for await _ in dependencies.items.changes() {
            if Task.isCancelled { return }
            await refresh()
        }
    }
}
