import AppCore
import FeatureMessages
import Foundation

/// The person's conversations on a terminal, newest first: Enter opens one, the list keys move.
/// The selection is a conversation, not a row: a new message lifting another conversation to
/// the top does not move it.
@MainActor public final class ConversationsScreen: TerminalScreen {
    public let model: ConversationsViewModel
    private var place = ListPlace()
    /// The room the shell last gave the screen: a page is the conversations it holds.
    private var room = (width: 80, height: 24)
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
            commands += ListKeys.selecting("conversation") { [self] step in move(step) }
        }
        return KeyTable(commands)
    }

    public func sized(width: Int, height: Int) {
        room = (width, height)
    }

    /// Drawn from the state: changes nothing.
    public func render(width: Int, height: Int) -> [StyledLine] {
        switch model.state {
        case .idle, .loading:
            return ["Loading…"]
        case .empty:
            return StyledLine("No conversations yet. Press m on someone's profile to write to them.").wrapped(
                toWidth: width)
        case .failed(let message):
            return StyledLine(message).wrapped(toWidth: width)
        case .loaded:
            return layout(width: width).render(width: width, height: height, viewport: viewport)
        }
    }

    private func layout(width: Int) -> ListLayout {
        let at = now()
        let rowWidth = max(width - ListLayout.marker.count, 1)
        return ListLayout(
            items: model.conversations.map { ConversationRows.lines($0, width: rowWidth, now: at) })
    }

    /// The list's window as the conversations are now (computed: drawing and the keys read the same).
    var viewport: ListViewport {
        place.shown(
            ids: model.conversations.map(\.id),
            visibleRows: layout(width: room.width).visibleRows(width: room.width, height: room.height))
    }

    private func move(_ step: ListKeys.Step) {
        place.move(
            step, ids: model.conversations.map(\.id),
            visibleRows: layout(width: room.width).visibleRows(width: room.width, height: room.height))
    }

    private var selectedConversation: Conversation? {
        let conversations = model.conversations
        return viewport.selection.flatMap { conversations.indices.contains($0) ? conversations[$0] : nil }
    }

    private func open() {
        guard let conversation = selectedConversation else { return }
        model.open(conversation)
    }

    public var selection: String? { selectedConversation?.other.handle }

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
