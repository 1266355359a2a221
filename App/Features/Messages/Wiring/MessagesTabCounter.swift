import AppCore
import FeatureMessages

/// The unread messages on the Messages tab: the total of the conversations list's own view model
/// (`ConversationsViewModel.unread`), over the same adapters, so the tab says exactly what
/// `/messages` and the terminal's list add up to, and follows the same changes (a message
/// arriving, a conversation read in another window). It runs on its owner's isolation (the
/// terminal's main actor, a browser session's own).
final class MessagesTabCounter: TabCounter {
    private let model: ConversationsViewModel

    init(dependencies: MessagesDependencies) {
        model = MessagesFeature.makeConversations(dependencies: dependencies, onEvent: { _ in })
    }

    /// Nothing while all is read (or nobody is signed in, or the list could not be read).
    var count: TabCount? { count(showing: nil) }

    /// On a conversation's page, its own unread messages are not counted: a message arriving
    /// there is in front of the person, and the page marks it read as soon as it is seen. Counted,
    /// it flashed a badge on the tab (and moved the tabs beside it) between its arrival and the
    /// page's read mark (issue 43, item 14).
    func count(showing route: Route?) -> TabCount? {
        var unread = model.unread
        if let route, case .conversation(let handle)? = MessagesRoute(route) {
            let shown = model.conversations.filter { $0.other.handle.lowercased() == handle.lowercased() }
            unread -= shown.reduce(0) { $0 + $1.unread }
        }
        return unread > 0 ? TabCount(number: unread, words: "unread") : nil
    }

    func refresh() async {
        await model.refresh()
    }

    func watch() async {
        await model.watchChanges()
    }
}
