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
}
