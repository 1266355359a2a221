import AppCore
import FeatureFeed
import FeatureFeedTesting
import Foundation
import Testing

@testable import FeedTerminal

/// Search in the terminal (issue 36): `/` asks, the results list is the feed's with its words
/// reversed in each title, and says what it looked for when nothing holds it.
@MainActor @Suite(.timeLimit(.minutes(1))) struct SearchScreenTests {
    @Test func slashAsksForWordsAndOpensTheirResults() async throws {
        let prompt = ScriptedFeedPrompt(textAnswers: ["analytical engine"]) {
            Issue.record(Comment(rawValue: $0))
        }
        let world = ScreenWorld(prompt: prompt)
        let screen = await world.loadedFeed()
        #expect(screen.keys.commands.contains { $0.shown == "/" && $0.label == "search" })
        #expect(screen.handle("/"))
        await screen.settled()
        #expect(world.log.events == [.search(try #require(FeedSearch("analytical engine")))])
    }

    @Test func theResultsMarkTheirWordsAndNameThemWhenNothingIsFound() async throws {
        let world = ScreenWorld()
        let screen = await world.loadedFeed(.found(try #require(FeedSearch("engine notes"))))
        #expect(screen.title == "Search: engine notes")
        #expect(screen.model.posts.map(\.id) == [1])
        let title = try #require(
            screen.lines(width: 60, height: 10).first { $0.plainText.contains("Analytical Engine") })
        // The row is selected, so reversed: the words turn back out of it.
        let marked = title.spans.filter { !$0.style.reverse }.map(\.text)
        #expect(marked == ["Notes", "Engine"])
        let none = await world.loadedFeed(.found(try #require(FeedSearch("zeppelin"))))
        #expect(none.plainLines(width: 60, height: 10).contains { $0.contains("No post holds \"zeppelin\"") })
    }

    @Test func thePeopleItsWordsNameAreSaidAboveThePosts() async throws {
        let world = ScreenWorld()
        let name = SampleFeed.authorName(for: 2)
        let screen = await world.loadedFeed(.found(try #require(FeedSearch(name))))
        let lines = screen.plainLines(width: 80, height: 12)
        #expect(lines.contains { $0.contains("People: \(name) @\(SampleFeed.authorHandle(for: 2))") })
    }

    @Test func aPostOpenedFromTheResultsMarksTheWordsAndNAndShiftNGoToThem() async throws {
        // Given a long post whose word sits far down, twice
        var long = SampleFeed.post(1, by: 2, "A long read", ago: 600, tags: [])
        long.body = (1...60).map { $0 == 30 || $0 == 50 ? "Line \($0) about the engine." : "Line \($0)." }
            .joined(separator: "\n")
        let world = ScreenWorld(posts: [long])
        let screen = PostScreen(
            model: FeatureFeed.FeedFeature.makePost(id: 1, dependencies: world.dependencies) { _ in },
            finding: FeedSearch("ENGINE"))
        screen.appear()
        await screen.settled()
        _ = screen.lines(width: 60, height: 10)
        #expect(screen.keys.commands.contains { $0.shown == "n" && $0.label == "next match" })
        // When n is pressed, the first line holding it comes to the top, marked; N goes back
        #expect(screen.handle("n"))
        let first = screen.lines(width: 60, height: 10)
        #expect(first.first?.plainText == "Line 30 about the engine.")
        #expect(first.first?.spans.filter { $0.style.reverse }.map(\.text) == ["engine"])
        #expect(screen.handle("n"))
        #expect(screen.plainLines(width: 60, height: 10).first == "Line 50 about the engine.")
        #expect(screen.handle("N"))
        #expect(screen.plainLines(width: 60, height: 10).first == "Line 30 about the engine.")
    }

    /// Issue 43, item 25: `mosaic://search/` with no words asks for them, on a screen of its own.
    @Test func aSearchWithoutWordsAsksForThemAndOpensWhatTheyFind() async {
        let world = ScreenWorld()
        world.prompt.textAnswers = ["Lovelace"]
        let screen = SearchScreen(
            model: FeedFeature.makeFeed(dependencies: world.dependencies) { [log = world.log] in
                log.events.append($0)
            })
        screen.appear()
        await screen.tasks.settled()
        #expect(screen.title == "Search")
        #expect(world.prompt.askedTitles == ["Search posts: words in the title, body or tags"])
        #expect(world.log.events == [.search(FeedSearch("Lovelace")!)])
        #expect(screen.plainHints == ["/ search"])
        // Coming back to it does not ask again by itself
        screen.disappear()
        screen.appear()
        await screen.tasks.settled()
        #expect(world.prompt.askedTitles.count == 1)
    }
}
