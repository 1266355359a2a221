import AppCore

/// A number a feature shows on its tab (unread messages), kept by the feature and read by the
/// shell while drawing its tabs in the terminal and in the browser's header. `count` is
/// observed as the features' view models are, so a change redraws the tab bar and reaches an
/// open page's live channel without the shell knowing what is counted.
///
/// It belongs to whoever shows the tabs (the terminal's main actor, one browser session) and
/// runs on their isolation.
public protocol TabCounter: AnyObject {
    /// The count now; nil when there is nothing to show (none, or it could not be read).
    var count: TabCount? { get }
    /// The count on the tabs of a page showing `route`: what that page shows in front of the
    /// person is not counted there (an open conversation's new message, which the page marks
    /// read as soon as it is seen); `count` unless the feature says otherwise.
    func count(showing route: Route?) -> TabCount?
    /// Reads the count again; returns when it is read.
    nonisolated(nonsending) func refresh() async
    /// Follows the changes that move the count until cancelled.
    nonisolated(nonsending) func watch() async
}

extension TabCounter {
    public func count(showing route: Route?) -> TabCount? { count }
}

/// Every tab's counter on one set of services (the terminal's, a browser session's), listening
/// for changes while someone looks: the terminal always, a browser while one of its pages is live.
/// Owned by the terminal's main actor or one web session, and runs there.
final class TabCounts {
    private let counters: [String: any TabCounter]
    private var watchers = 0
    private var watching: [Task<Void, Never>] = []

    init(catalog: FeatureCatalog, services: AppServices) {
        var counters: [String: any TabCounter] = [:]
        for feature in catalog.tabbed {
            counters[feature.name] = feature.tabCounter(on: services)
        }
        self.counters = counters
    }

    /// The count on the tab of the feature named `name`, on a page showing `route`.
    func count(ofFeature name: String, showing route: Route? = nil) -> TabCount? {
        counters[name]?.count(showing: route)
    }

    /// True while something follows the changes: the counts are current without a read.
    var isWatched: Bool { watchers > 0 }

    /// Reads every count again (one feature counts today; more would read one after another).
    nonisolated(nonsending) func refresh() async {
        for counter in counters.values { await counter.refresh() }
    }

    /// One more watcher; the first starts each counter reading its count and following changes.
    func startWatching(isolation: isolated (any Actor)? = #isolation) {
        watchers += 1
        guard watching.isEmpty, isolation != nil else { return }
        watching = counters.values.map { counter in
            Task {
                _ = isolation
                // Read first: what changed before anyone listened counts too.
                await counter.refresh()
                await counter.watch()
            }
        }
    }

    func stopWatching() {
        watchers = max(0, watchers - 1)
        guard watchers == 0 else { return }
        close()
    }

    /// Nobody will look again (the session ended, the app quits).
    func close() {
        watchers = 0
        for task in watching { task.cancel() }
        watching = []
    }
}
