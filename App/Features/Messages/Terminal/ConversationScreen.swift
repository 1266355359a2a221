import AppCore
import FeatureMessages
import Foundation

/// One conversation on a terminal: messages oldest at the top, the newest in view; `n` writes
/// (the shell's sheet: Enter sends, Esc keeps the draft); reading it marks it read.
@MainActor public final class ConversationScreen: TerminalScreen {
    public let model: ConversationViewModel
    private let tasks = ScreenTasks()
    private let now: () -> Date
    /// Lines scrolled up from the bottom (0: the newest message in view).
    private var scrolledUp = 0
    /// The room the shell last gave the screen: how far up the conversation goes.
    private var room = (width: 80, height: 24)

    public init(model: ConversationViewModel, now: @escaping () -> Date = Date.init) {
        self.model = model
        self.now = now
    }

    public var title: String {
        guard let other = model.content?.other else { return "@" + model.handle }
        return other.name + " @" + other.handle
    }

    public var isLoading: Bool { model.state == .idle || model.state == .loading }

    public var keys: KeyTable {
        var commands: [KeyCommand] = []
        // While the server is away the conversation may be unread, yet what is written is kept.
        if model.canWrite {
            commands.append(
                KeyCommand("n", label: "write", help: "write a message (Enter sends, Esc keeps the draft)") {
                    [self] in
                    scrolledUp = 0
                    tasks.action { [model] in await model.write() }
                })
        }
        commands.append(
            KeyCommand("r", label: "refresh", help: "read the conversation again") { [self] in
                tasks.whileShown { [model] in await model.refresh() }
            })
        commands.append(
            KeyCommand(.up, label: nil, help: "scroll to older messages") { [self] in
                scrolledUp = min(scrolledUp + 1, furthestUp(width: room.width, height: room.height))
            })
        commands.append(
            KeyCommand(.down, label: nil, help: "scroll to newer messages") { [self] in
                scrolledUp = max(min(scrolledUp, furthestUp(width: room.width, height: room.height)) - 1, 0)
            })
        return KeyTable(commands)
    }

    /// Drawn from the state: changes nothing.
    public func render(width: Int, height: Int) -> [StyledLine] {
        switch model.state {
        case .idle, .loading:
            return ["Loading…"]
        case .failed(let message):
            // Away: what waits to go and the draft stay in view, and so does the way to write.
            let kept = ConversationLines.kept(waiting: model.waiting, draft: model.draft, width: width)
            let hint =
                model.canWrite
                ? StyledLine("Press n to write; it goes when the server is back.", style: .dim).wrapped(
                    toWidth: width) : []
            return StyledLine(message).wrapped(toWidth: width) + kept + (kept.isEmpty ? hint : [])
        case .loaded(let content):
            let said = notice(width: width, height: height)
            let height = height - said.count
            let all = lines(of: content, width: width)
            // The bottom of the conversation, moved up by the scroll (as far as it goes).
            let end = all.count - min(scrolledUp, max(all.count - height, 0))
            return said + Array(all[max(end - height, 0)..<end])
        }
    }

    public func sized(width: Int, height: Int) {
        room = (width, height)
    }

    private func lines(of content: ConversationContent, width: Int) -> [StyledLine] {
        ConversationLines.lines(content, waiting: model.waiting, draft: model.draft, width: width, now: now())
    }

    /// The last notice (every one is a refusal or a send that waits), first on the screen, with
    /// a row left for the conversation.
    private func notice(width: Int, height: Int) -> [StyledLine] {
        guard let notice = model.notice else { return [] }
        let lines = StyledLine.message(notice, isProblem: true).wrapped(toWidth: width)
        return Array(lines.prefix(max(height - 1, 0)))
    }

    /// How far up the conversation scrolls in `width` × `height`: its top line at the top.
    private func furthestUp(width: Int, height: Int) -> Int {
        guard let content = model.content else { return 0 }
        let height = height - notice(width: width, height: height).count
        return max(lines(of: content, width: width).count - height, 0)
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
