import FeatureFeed
import FeatureFeedTesting
import Testing

@testable import FeatureFeedTerminal

/// Each screen's help lists exactly the keys its one table handles: every key listed is handled,
/// and a key it does not list is left to the shell. Checked in each state that changes the table.
@MainActor @Suite(.timeLimit(.minutes(1))) struct KeyTableTests {
    /// Screens of each kind, in the states that change their keys, each made afresh per key
    /// (a key may act: open, delete, write).
    nonisolated static let feedStates: [String] = [
        "loading", "own post", "someone else's", "tag picked", "empty", "failed", "tag list",
    ]
    nonisolated static let postStates: [String] = [
        "loading", "own post", "someone else's", "tag picked", "long", "missing", "deleted",
    ]

    func feed(_ state: String) async -> FeedScreen {
        switch state {
        case "loading": return ScreenWorld().feed()
        case "empty": return await ScreenWorld(posts: []).loadedFeed()
        case "failed": return await ScreenWorld(failures: .init(loading: .busy)).loadedFeed()
        case "tag list": return await ScreenWorld().loadedFeed(.tagged("math"))
        default:
            let screen = await ScreenWorld().loadedFeed()
            if state == "someone else's" { _ = screen.handle(key: "j") }
            if state == "tag picked" { _ = screen.handle(key: "t") }
            return screen
        }
    }

    func post(_ state: String) async -> PostScreen {
        switch state {
        case "loading": return ScreenWorld().post(1)
        case "missing": return await ScreenWorld().loadedPost(999)
        case "someone else's": return await ScreenWorld().loadedPost(2)
        case "deleted":
            let screen = await ScreenWorld(prompt: ScriptedFeedPrompt(confirmations: [true])).loadedPost(1)
            _ = screen.handle(key: "d")
            await screen.settled()
            return screen
        default:
            let screen = await ScreenWorld().loadedPost(1)
            _ = screen.render(width: 60, height: state == "long" ? 4 : 30)
            if state == "tag picked" { _ = screen.handle(key: "t") }
            return screen
        }
    }

    @Test(arguments: feedStates) func theListsHelpIsItsTable(state: String) async {
        let screen = await feed(state)
        let table = screen.keyTable
        #expect(screen.keyHelp == table.help)
        #expect(screen.keyHelp.count == table.commands.count)
        for (line, command) in zip(screen.keyHelp, table.commands) {
            #expect(line.hasPrefix(command.shown + " "))
        }
        #expect(screen.keyHints == table.hints)
        for key in table.handledKeys.sorted() {
            #expect(await feed(state).handle(key: key), "\(state): \(key)")
        }
        for key in shellKeys + ["n", "d", "a", "t", "enter", "j"] where !table.handledKeys.contains(key) {
            #expect(await feed(state).handle(key: key) == false, "\(state): \(key)")
        }
    }

    @Test(arguments: postStates) func thePostsHelpIsItsTable(state: String) async {
        let screen = await post(state)
        let table = screen.keyTable
        #expect(screen.keyHelp == table.help)
        #expect(screen.keyHelp.count == table.commands.count)
        for (line, command) in zip(screen.keyHelp, table.commands) {
            #expect(line.hasPrefix(command.shown + " "))
        }
        #expect(screen.keyHints == table.hints)
        for key in table.handledKeys.sorted() {
            #expect(await post(state).handle(key: key), "\(state): \(key)")
        }
        for key in shellKeys + ["n", "d", "a", "t", "enter", "j", "r"] where !table.handledKeys.contains(key)
        {
            #expect(await post(state).handle(key: key) == false, "\(state): \(key)")
        }
    }

    @Test func theListsKeysAreTheOnesTheBriefNames() async {
        let keys = await feed("own post").keyTable.handledKeys
        #expect(
            keys == [
                "enter", "n", "d", "a", "t", "r", "down", "j", "up", "k", "pagedown", "space", "pageup",
                "home", "g",
                "end", "G",
            ])
        #expect(await feed("tag list").keyTable.handledKeys.contains("n") == false)
    }

    @Test func thePostsKeysAreTheOnesTheBriefNames() async {
        let keys = await post("long").keyTable.handledKeys
        #expect(
            keys == [
                "a", "t", "d", "r", "down", "j", "up", "k", "pagedown", "space", "pageup", "home", "g", "end",
                "G",
            ])
        #expect(await post("tag picked").keyHints.first == "enter open tag")
        #expect(await post("someone else's").keyTable.handledKeys.contains("d") == false)
    }
}
