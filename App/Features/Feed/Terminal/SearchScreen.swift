import AppCore
import FeatureFeed

/// `mosaic://search` with no words: a screen of its own that asks for them at once (and again on
/// `/`), and opens the posts that hold them, as the web's search page does. Not a second feed: the
/// feed is one tab away, and a link to search is a wish to search.
@MainActor public final class SearchScreen: TerminalScreen {
    /// Only its search intent is used: the list it would show is never loaded.
    public let model: FeedViewModel
    let tasks = ScreenTasks()
    /// The question is asked the first time the screen shows, not each time the person comes back.
    private var hasAsked = false

    public init(model: FeedViewModel) {
        self.model = model
    }

    public var title: String { "Search" }

    public var isLoading: Bool { false }

    public var keys: KeyTable {
        KeyTable([
            KeyCommand("/", label: "search", help: "find posts by words in their title, body or tags") {
                [weak self] in self?.ask()
            }
        ])
    }

    public func appear() {
        guard !hasAsked else { return }
        ask()
    }

    public func disappear() {}

    /// Asks for the words, as the person's own action (the question stays until they answer).
    private func ask() {
        hasAsked = true
        tasks.action { [model] in await model.search() }
    }

    public func render(width: Int, height: Int) -> [StyledLine] {
        StyledLine("Posts holding every word you type, in their title, body or tags, newest first.")
            .wrapped(toWidth: width) + [StyledLine("Press / to search.", style: .dim)]
    }
}
