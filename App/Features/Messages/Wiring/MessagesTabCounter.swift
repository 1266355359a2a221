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
    var count: TabCount? {
        let unread = model.unread
        return unread > 0 ? TabCount(number: unread, words: "unread") : nil
    }

    func refresh() async {
        await model.refresh()
    }

    func watch() async {
        await model.watchChanges()
    }
}
