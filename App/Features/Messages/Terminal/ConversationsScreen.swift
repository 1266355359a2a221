import AppCore
import FeatureMessages
import Foundation

/// The person's conversations on a terminal, newest first: Enter opens one, the list keys move.
@MainActor public final class ConversationsScreen: TerminalScreen {
    public let model: ConversationsViewModel
    private var viewport = ListViewport()
    private let tasks = ScreenTasks()
    private let now: () -> Date

    public init(model: ConversationsViewModel, now: @escaping () -> Date = Date.init) {
        self.model = model
        self.now = now
    }

    /// The unread count follows in the title, live.
    public var title: String { model.unread > 0 ? "Messages (\(model.unread) unread)" : "Messages" }

    public var isLoading: Bool { model.state == .idle || model.state == .loading }

    public var keys: KeyTable {
        var commands: [KeyCommand] = []
        if !model.conversations.isEmpty {
            commands.append(
                KeyCommand(.enter, label: "open", help: "open the selected conversation") { [self] in open() }
            )
        }
        commands.append(
            KeyCommand("r", label: "refresh", help: "read the conversations again") { [self] in
                tasks.whileShown { [model] in await model.refresh() }
            })
        if !model.conversations.isEmpty {
            commands += ListKeys.selecting("conversation") { [self] step in viewport.move(step) }
        }
        return KeyTable(commands)
    }

    public func render(width: Int, height: Int) -> [StyledLine] {
        switch model.state {
        case .idle, .loading:
            return ["Loading…"]
        case .empty:
            return StyledLine("No conversations yet. Press m on someone's profile to write to them.").wrapped(
                toWidth: width)
        case .failed(let message):
            return StyledLine(message).wrapped(toWidth: width)
        case .loaded(let conversations):
            let at = now()
            let rowWidth = max(width - ListLayout.marker.count, 1)
            let rows = conversations.map { ConversationRows.lines($0, width: rowWidth, now: at) }
            return ListLayout(items: rows).render(width: width, height: height, viewport: &viewport)
        }
    }

    private func open() {
        let conversations = model.conversations
        guard conversations.indices.contains(viewport.selectedIndex) else { return }
        model.open(conversations[viewport.selectedIndex])
    }

    public var selection: String? {
        let conversations = model.conversations
        guard conversations.indices.contains(viewport.selectedIndex) else { return nil }
        return conversations[viewport.selectedIndex].other.handle
    }

    public func appear() {
        tasks.whileShown { [model] in await model.appear() }
    }

    public func disappear() {
        tasks.screenLeft()
    }

    public func settled() async {
        await tasks.settled()
    }
}
