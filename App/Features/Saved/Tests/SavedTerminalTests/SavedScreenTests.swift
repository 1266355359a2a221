import AppCore
import FeatureSaved
import FeatureSavedTesting
import Testing

@testable import SavedTerminal

@MainActor @Suite(.timeLimit(.minutes(1))) struct SavedScreenTests {
    private func loadedScreen(
        _ posts: InMemorySavedPosts = InMemorySavedPosts(), changes: SavedChangesFeed = SavedChangesFeed(),
        pageSize: Int = SavedViewModel.defaultPageSize,
        onEvent: @escaping @MainActor (SavedEvent) -> Void = { _ in }
    ) async -> SavedScreen {
        let screen = SavedScreen(
            model: SavedFeature.makeViewModel(
                dependencies: SampleSaved.dependencies(posts: posts, changes: changes), pageSize: pageSize,
                onEvent: onEvent),
            now: { SampleSaved.now })
        screen.appear()
        await screen.settled()
        return screen
    }

    @Test func savedPostsReadLikeTheFeedsRowsWithTheSelectionMarkedAndTheFeedsHearts() async {
        let screen = await loadedScreen()
        #expect(
            screen.plainLines(width: 80, height: 6) == [
                "› Keyset paging, explained",
                "  Ada Lovelace @ada · 3h · #sql #paging · ♥ 12 · saved 5m",
                "  Row-level security in practice",
                "  Grace Hopper @grace · 1d · #postgres · ♡ 4 · saved 1h",
                "  Why terminals count cells",
                "  Linus Pauling @linus · 2d · ♡ 0 · saved 10h",
            ])
        #expect(screen.plainHints.prefix(3) == ["enter open", "b unsave", "r refresh"])
    }

    @Test func beforeTheAnswerTheScreenSaysLoading() {
        let screen = SavedScreen(
            model: SavedFeature.makeViewModel(dependencies: SampleSaved.dependencies(), onEvent: { _ in }))
        #expect(screen.plainLines(width: 30, height: 10) == ["Loading…"])
        #expect(screen.isLoading)
    }

    @Test func anEmptyListSaysHowToSave() async {
        let screen = await loadedScreen(InMemorySavedPosts(posts: []))
        #expect(screen.plainLines(width: 50, height: 5).joined(separator: " ").contains("Press b on a post"))
        #expect(screen.plainHints == ["r refresh"])
    }

    /// Issue 43, item 26: signed out, retrying cannot help, so nothing offers it; how to sign in does.
    @Test func signedOutTheListSaysHowToSignInAndOffersNoRetry() async {
        let screen = await loadedScreen(InMemorySavedPosts(failure: .notSignedIn))
        let text = screen.plainLines(width: 80, height: 6).joined(separator: " ")
        #expect(text.contains("Sign in to keep saved posts"), "\(text)")
        #expect(text.contains("In Settings, s signs in"), "\(text)")
        #expect(!text.contains("retry"), "\(text)")
        #expect(screen.plainHints.isEmpty)
        // And a failure that retrying can mend still offers it
        let busy = await loadedScreen(InMemorySavedPosts(failure: .busy))
        #expect(busy.plainLines(width: 80, height: 6).contains("r to retry"))
        #expect(busy.plainHints == ["r retry"])
    }

    @Test func theShellsKeysAreLeftToTheShell() async {
        let screen = await loadedScreen()
        for key: Key in ["1", "2", .tab, "q", "?", .escape, .backspace, "x", ":"] {
            #expect(!screen.handle(key), "\(key)")
        }
    }

    @Test func enterOpensTheSelectedPostAndBUnsavesIt() async {
        var opened: [SavedEvent] = []
        let source = InMemorySavedPosts()
        let screen = await loadedScreen(source, onEvent: { opened.append($0) })
        _ = screen.plainLines(width: 50, height: 10)
        _ = screen.handle("j")
        _ = screen.handle(.enter)
        await screen.settled()
        #expect(opened == [.openPost(id: 2)])
        _ = screen.handle("b")
        await screen.settled()
        #expect(screen.model.posts.map(\.id) == [1, 3])
        #expect((try? await source.saved(among: [1, 2, 3])) == [1, 3])
        // The selection stays in its place: on the post now there
        #expect(screen.plainLines(width: 50, height: 4).first == "  Keyset paging, explained")
        #expect(screen.plainLines(width: 50, height: 4)[2] == "› Why terminals count cells")
    }

    @Test func goingToTheEndPagesOnByKeyset() async {
        let many = (1...12).map {
            SampleSaved.post($0, "Saved \($0)", by: "Ada", "ada", hoursOld: 1, savedMinutesAgo: $0)
        }
        let source = InMemorySavedPosts(posts: many)
        let screen = await loadedScreen(source, pageSize: 5)
        _ = screen.plainLines(width: 50, height: 6)
        for _ in 0..<3 {
            _ = screen.handle("G")
            await screen.settled()
            _ = screen.plainLines(width: 50, height: 6)
        }
        #expect(screen.model.posts.map(\.id) == Array(1...12))
        #expect(await source.pageRequests == [nil, many[4].cursor, many[9].cursor])
    }

    @Test func aPostDeletedElsewhereLeavesTheScreen() async {
        let feed = SavedChangesFeed()
        let source = InMemorySavedPosts(changes: feed)
        let screen = await loadedScreen(source, changes: feed)
        let deadline = ContinuousClock.now + .seconds(10)
        while feed.listenerCount == 0, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
        #expect(
            feed.listenerCount > 0, "Waited 10 seconds for the screen to listen for changes; it never did")
        await source.delete(postID: 1)
        while screen.model.posts.count != 2, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
        #expect(
            screen.model.posts.count == 2,
            "Waited 10 seconds in all for post 1 to leave the screen; it never did")
        #expect(
            screen.plainLines(width: 50, height: 2) == [
                "› Row-level security in practice", "  Grace Hopper @grace · 1d · #postgres · ♡ 4 · sa…",
            ])
        screen.disappear()
    }

    @Test(arguments: [23, 31, 47, 50, 80]) func rowsInEveryScriptFit(width: Int) async {
        // Given titles and names in scripts a terminal draws code point by code point, emoji
        // sequences, right to left, and escape sequences
        let screen = await loadedScreen(InMemorySavedPosts(posts: SampleSaved.scriptPosts))
        // When it renders
        let lines = screen.plainLines(width: width, height: 15)
        // Then every row is there, none is wider than asked, and no escape or bidi override gets through
        #expect(lines.count == SampleSaved.scriptPosts.count * 2)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(lines)")
        let scalars = lines.joined().unicodeScalars
        #expect(!scalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E })
    }

    @Test func atFiftyColumnsEachScriptKeepsItsText() async {
        let screen = await loadedScreen(InMemorySavedPosts(posts: SampleSaved.scriptPosts))
        let lines = screen.plainLines(width: 50, height: 15)
        for title in ["नमस्ते", "ภาษาไทย", "漢字かな", "👍🏽👋🏿", "שלום עולם"] {
            #expect(lines.contains { $0.contains(title) }, "\(title) in \(lines)")
        }
    }
}
