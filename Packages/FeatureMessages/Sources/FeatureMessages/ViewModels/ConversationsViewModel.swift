import Observation

/// The person's conversations, newest first, each with its unread count; followed live while
/// shown (a message to or from them, a conversation read in another window).
@Observable public final class ConversationsViewModel {
    public enum State: Equatable, Sendable {
        case idle
        case loading
        case loaded([Conversation])
        case empty
        case failed(String)
    }

    public private(set) var state: State = .idle

    @ObservationIgnored private let dependencies: MessagesDependencies
    @ObservationIgnored private let onEvent: (MessagesEvent) -> Void
    /// Counts loads, so one a newer load superseded leaves the state to the newer one.
    @ObservationIgnored private var loadCount = 0

    public init(dependencies: MessagesDependencies, onEvent: @escaping (MessagesEvent) -> Void) {
        self.dependencies = dependencies
        self.onEvent = onEvent
    }

    public var conversations: [Conversation] {
        if case .loaded(let conversations) = state { conversations } else { [] }
    }

    /// Unread messages in every conversation shown.
    public var unread: Int { conversations.reduce(0) { $0 + $1.unread } }

    /// The screen's work while shown: load, then follow changes until cancelled.
    public func appear() async {
        await load()
        await watchChanges()
    }

    /// Loads once (a web page's request).
    public func load() async {
        if state == .idle { state = .loading }
        await refresh()
    }

    /// Reads the conversations again; the state changes only if this is the newest read.
    public func refresh() async {
        loadCount += 1
        let mine = loadCount
        let result: State
        do {
            let found = try await dependencies.messages.conversations()
            result = found.isEmpty ? .empty : .loaded(found)
        } catch {
            result = .failed(MessagesSentences.failed(error))
        }
        guard mine == loadCount, !Task.isCancelled else {
            // A read cancelled while the screen said "Loading" settles nothing: it goes back to
            // idle, so coming back loads again instead of saying "Loading" for ever.
            if mine == loadCount, state == .loading { state = .idle }
            return
        }
        state = result
    }

    /// Follows changes made elsewhere until the caller is cancelled.
    public func watchChanges() async {
        for await _ in dependencies.changes.changes() {
            guard !Task.isCancelled else { return }
            await refresh()
        }
    }

    public func open(_ conversation: Conversation) {
        onEvent(.openConversation(handle: conversation.other.handle))
    }
}
