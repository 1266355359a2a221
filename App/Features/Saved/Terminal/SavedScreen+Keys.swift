import AppCore
import FeatureSaved

/// The saved list's one key table, built from what is on screen: it drives the keys, the footer
/// and the help, so they cannot drift apart. A key that does nothing right now is not in it.
extension SavedScreen {
    public var keys: KeyTable {
        guard case .loaded = model.state else {
            // Signed out, loading again cannot help: no key says it would.
            if case .failed(let message) = model.state, !SavedMessages.retryHelps(afterFailing: message) {
                return KeyTable([])
            }
            let retry = model.state != .empty && model.state != .loading && model.state != .idle
            return KeyTable([
                KeyCommand("r", label: retry ? "retry" : "refresh", help: "load your saved posts again") {
                    self.refresh()
                }
            ])
        }
        return KeyTable(
            [
                KeyCommand(.enter, label: "open", help: "open the selected post") { self.openSelectedPost() },
                // The key that saved the post, anywhere in the app, takes it out here.
                KeyCommand("b", label: "unsave", help: "take the selected post out of your saved posts") {
                    self.unsaveSelectedPost()
                },
                KeyCommand("r", label: "refresh", help: "load your saved posts again") { self.refresh() },
            ] + ListKeys.selecting("post") { [weak self] step in self?.move(step) })
    }
}
