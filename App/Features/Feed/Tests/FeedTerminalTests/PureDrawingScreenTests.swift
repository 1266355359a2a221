import AppCore
import FeatureFeed
import FeatureFeedTesting
import Testing

@testable import FeedTerminal

/// Drawing the list is a function of its state, and reading ahead is an intent (issue 36,
/// terminal 5 and 16): what is drawn selected is what the keys act on, however the person moved,
/// and every page down moves a whole page, across the end of the posts read too.
@MainActor @Suite(.timeLimit(.minutes(1))) struct PureDrawingScreenTests {
    /// The title on the row drawn selected ("› Post number 7" → "Post number 7").
    private func drawnSelection(_ screen: FeedScreen, height: Int = 14) -> String? {
        screen.plainLines(width: 60, height: height).first { $0.hasPrefix("› ") }.map {
            String($0.dropFirst(2))
        }
    }

    @Test func afterPagesDownAndBothEndsTheRowDrawnSelectedIsTheOneTheKeysOpen() async throws {
        // Given a big feed, drawn at 60x14
        let world = ScreenWorld(posts: SampleFeed.manyPosts(2_000))
        let screen = await world.loadedFeed()
        _ = screen.plainLines(width: 60, height: 14)
        // When the person pages down three times, then G, g, G (issue 36's steps)
        for key: Key in [.pageDown, .pageDown, .pageDown] {
            #expect(screen.handle(key))
            await screen.settled()
            #expect(drawnSelection(screen) == screen.selectedPost?.title)
        }
        #expect(screen.handle("G"))
        try await eventually("the oldest post selected") { screen.selectedPost?.id == 1 }
        #expect(screen.handle("g"))
        try await eventually("the newest post selected") { screen.selectedPost?.id == 2_000 }
        await screen.settled()
        #expect(drawnSelection(screen) == "Post number 2000")
        #expect(screen.handle("G"))
        try await eventually("the oldest post selected again") { screen.selectedPost?.id == 1 }
        // Then the row drawn selected is the one Enter opens
        #expect(drawnSelection(screen) == "Post number 1")
        #expect(screen.handle(.enter))
        guard case .openPost(let opened)? = world.log.events.last else {
            Issue.record("Enter opened nothing: \(world.log.events)")
            return
        }
        #expect(opened == 1)
        screen.disappear()
    }

    @Test func drawingChangesNoSelectionAndReadsNothing() async {
        // Given the first page of 120 posts, the person near its end
        let world = ScreenWorld(posts: SampleFeed.manyPosts(120))
        let screen = await world.loadedFeed()
        _ = screen.plainLines(width: 60, height: 14)
        for _ in 0..<44 { _ = screen.handle("j") }
        await screen.settled()
        let selected = screen.selectedPost?.id
        let pagesRead = await world.store.requestedCursors.count
        // When the screen is drawn, many times and at other sizes, without being told its room
        for height in [3, 60, 200, 14, 1] {
            _ = screen.render(width: 60, height: height)
        }
        await screen.settled()
        // Then nothing was read and the selection is where the keys left it
        #expect(await world.store.requestedCursors.count == pagesRead)
        #expect(screen.selectedPost?.id == selected)
        screen.disappear()
    }

    @Test func everyPageDownMovesAWholePageAcrossTheEndOfThePostsRead() async throws {
        // Given the first 50 of 130 posts, six rows on screen (two lines each)
        let world = ScreenWorld(posts: SampleFeed.manyPosts(130))
        let screen = await world.loadedFeed()
        _ = screen.plainLines(width: 60, height: 12)
        var selections: [Int] = []
        var screenRows: Set<Int> = []
        // When the person pages down to the end
        for _ in 0..<22 {
            #expect(screen.handle(.pageDown))
            try await eventually("the page down to be moved") { !screen.model.isLoadingMore }
            await screen.settled()
            let lines = screen.plainLines(width: 60, height: 12)
            selections.append(screen.selectedPost?.id ?? -1)
            if selections.count < 20, let row = lines.firstIndex(where: { $0.hasPrefix("› ") }) {
                screenRows.insert(row)
            }
        }
        // Then each page moved six posts, the pages read on the way (50, 100) included, until
        // the oldest post
        let steps = zip(selections, selections.dropFirst()).map { $0 - $1 }
        let beforeTheEnd = steps.prefix { $0 != 0 }
        #expect(selections.first == 124)
        #expect(beforeTheEnd.dropLast().allSatisfy { $0 == 6 }, "\(selections)")
        #expect(selections.last == 1, "\(selections)")
        // And the selected row stayed on the same line of the screen, page after page
        #expect(screenRows == [0], "\(screenRows)")
        screen.disappear()
    }
}
