import FeatureFeed
import FeatureFeedTesting
import Foundation
import Testing

/// Search (issue 36): the words a person types, what they find, how they are marked, and the
/// question that starts it.
@MainActor @Suite(.timeLimit(.minutes(1))) struct FeedSearchTests {
    @Test func wordsAreWhatSpacesSeparateWithoutRepeatsAndNothingIsNoSearch() throws {
        let search = try #require(FeedSearch("  Ada   lovelace\tADA \n engine "))
        #expect(search.words == ["Ada", "lovelace", "engine"])
        #expect(search.text == "Ada lovelace engine")
        #expect(FeedSearch("") == nil)
        #expect(FeedSearch(" \n\t ") == nil)
        let many = try #require(FeedSearch((1...20).map { "w\($0)" }.joined(separator: " ")))
        #expect(many.words.count == FeedSearch.maxWords)
    }

    /// Issue 43, item 20: people type a tag as they read it; "#databases" finds the tag.
    @Test func aWordWrittenAsATagIsTheTagsName() throws {
        let search = try #require(FeedSearch("#databases #Swift # c#"))
        #expect(search.words == ["databases", "Swift", "#", "c#"])
    }

    /// Issue 42: 8,000 distinct words (56 KB) took 20 s to become a search, every repeat looked
    /// for among the words already held, before the cap; 200,000 would take hours. Now only the
    /// first `maxScanned` characters are read, once each.
    @Test func aPastedFloodOfWordsIsReadOnlyAsFarAsTheCaps() throws {
        let flood = (0..<200_000).map { "w\($0)" }.joined(separator: " ")
        let search = try #require(FeedSearch(flood))
        #expect(search.words == (0..<8).map { "w\($0)" })
        #expect(search.text == "w0 w1 w2 w3 w4 w5 w6 w7")
        // One word of 56 KB is cut to what a search holds, not sent whole to the database.
        let long = try #require(FeedSearch(String(repeating: "ab", count: 28_000)))
        #expect(long.words.map(\.count) == [FeedSearch.maxLength])
        #expect(long.text.count == FeedSearch.maxLength)
        // Words past the characters read are not looked at, however many.
        #expect(FeedSearch(String(repeating: " ", count: 5_000) + "ada") == nil)
    }

    @Test func wordsTooShortForTheIndexAreKnownAndASearchOfThemAloneUsesNoIndex() throws {
        let short = try #require(FeedSearch("AI 東京 👍🏽"))
        #expect(short.shortWords == ["AI", "東京", "👍🏽"])
        #expect(short.usesTheIndex == false)
        #expect(try #require(FeedSearch("AI engine")).usesTheIndex)
        #expect(try #require(FeedSearch("ภาษา")).usesTheIndex)
    }

    /// Issue 42: a word of one or two letters has no trigram, so alone it read every post (0.4 s
    /// each on 100,000 posts, 16 at once moved another member's feed from 11 to 400 ms).
    @Test func aSearchOfShortWordsAloneIsRefusedWithASentenceWithoutAskingTheStore() async throws {
        let gated = GatedFeedPosts()
        let world = FeedWorld(source: gated)
        let model = await world.loadedList(.found(try #require(FeedSearch("AI 東京"))))
        guard case .failed(let said) = model.state else {
            Issue.record("a search of short words was not refused: \(model.state)")
            return
        }
        #expect(said.contains("three or more letters"))
        #expect(await gated.pageRequestCount == 0)
    }

    /// Issue 42: every search has a time budget; past it the person reads why, and the store's
    /// work is no longer waited for (here it never ends).
    @Test func aSearchPastItsTimeIsGivenUpAndSaysSo() async throws {
        let gated = GatedFeedPosts()
        let world = FeedWorld(source: gated)
        let started = ContinuousClock.now
        let model = await world.loadedList(.found(try #require(FeedSearch("engine"))))
        guard case .failed(let said) = model.state else {
            Issue.record("a search that never ends was not given up: \(model.state)")
            return
        }
        #expect(said.contains("took too long"))
        #expect(ContinuousClock.now - started >= FeedSearch.timeBudget)
        #expect(await gated.pageRequestCount == 1)
    }

    @Test func everyWordMustBeInTheTitleBodyOrTagsCaseIgnored() throws {
        let post = SampleFeed.post(1, by: 1, "The Analytical Engine", ago: 60, tags: ["history", "東京"])
        #expect(try #require(FeedSearch("engine ANALYTICAL")).matches(post))
        #expect(try #require(FeedSearch("wraps")).matches(post))
        #expect(try #require(FeedSearch("京")).matches(post))
        #expect(try #require(FeedSearch("histo")).matches(post))
        #expect(!(try #require(FeedSearch("engine steam")).matches(post)))
    }

    @Test func matchesAreMarkedOnceEachOverlapsMerged() throws {
        let text = "Ada's adalovelace lovelace"
        let search = try #require(FeedSearch("ada love"))
        let marked = search.ranges(in: text).map { String(text[$0]) }
        #expect(marked == ["Ada", "adalove", "love"])
        let pieces = search.pieces(of: text).map { ($0.isMatch ? "[" + $0.text + "]" : String($0.text)) }
        #expect(pieces.joined() == "[Ada]'s [adalove]lace [love]lace")
        let thai = "ภาษาไทยง่ายนิดเดียว"
        #expect(try #require(FeedSearch("ง่าย")).ranges(in: thai).map { String(thai[$0]) } == ["ง่าย"])
    }

    @Test func slashAsksForWordsAndOpensWhatTheyFindStartingFromTheWordsShown() async throws {
        let prompt = script(["  keyset  paging "])
        let world = FeedWorld(prompt: prompt)
        let feed = await world.loadedList()
        await feed.search()
        let search = try #require(FeedSearch("keyset paging"))
        #expect(world.log.events == [.search(search)])
        #expect(prompt.questions.first?.initial == "")
        // From a results list the question starts from its words; closing it does nothing.
        let again = script([nil])
        let results = FeedWorld(prompt: again)
        let list = await results.loadedList(.found(search))
        await list.search()
        #expect(again.questions.first?.initial == "keyset paging")
        #expect(results.log.events.isEmpty)
    }

    @Test func aResultsListShowsOnlyMatchesAndTakesInANewMatchLive() async throws {
        let search = try #require(FeedSearch("engine"))
        let world = FeedWorld(posts: [
            SampleFeed.post(1, by: 2, "The Analytical Engine", ago: 600, tags: []),
            SampleFeed.post(2, by: 3, "Lunch", ago: 300, tags: []),
        ])
        let model = await world.loadedList(.found(search))
        #expect(model.posts.map(\.id) == [1])
        let listening = try await Listening(world.changes) { await model.watchChanges() }
        defer { listening.stop() }
        await world.store.add(SampleFeed.post(3, by: 2, "Another engine", ago: -60, tags: []))
        await world.store.add(SampleFeed.post(4, by: 2, "Not this one", ago: -120, tags: []))
        world.changes.push(.published(postID: 3, authorID: 2))
        world.changes.push(.published(postID: 4, authorID: 2))
        try await eventually("the new match to be counted") { model.newPostCount == 1 }
        // The other is no match: still one, once both have been read.
        try await Task.sleep(for: .milliseconds(50))
        #expect(model.newPostCount == 1)
    }

    @Test func aSearchNamesThePeopleItsWordsFindAboveThePosts() async throws {
        let world = FeedWorld()
        let ada = SampleFeed.authorName(for: 1)
        let model = await world.loadedList(.found(try #require(FeedSearch(ada))))
        #expect(model.people.map(\.id) == [1])
        let none = await world.loadedList(.found(try #require(FeedSearch("zeppelin"))))
        #expect(none.people.isEmpty)
        #expect(await world.loadedList().people.isEmpty)
    }
}
