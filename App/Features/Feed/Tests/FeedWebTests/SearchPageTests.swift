import AppCore
import FeatureFeed
import FeatureFeedTesting
import Foundation
import Testing

@testable import FeedWeb

/// Search on the web (issue 36): a search box's words go on to the results' own address, the
/// results mark the words in each title, and an empty result says what it looked for.
@MainActor @Suite(.timeLimit(.minutes(1))) struct SearchPageTests {
    var links: FeedLinks {
        var links = FeedLinks(feed: "/feed") { event in
            switch event {
            case .search(let search):
                "/search/" + (search.text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "")
            case .openAuthor(let id): "/profile/\(id)"
            default: nil
            }
        }
        links.searchPage = "/search"
        return links
    }

    @Test func aSearchBoxsWordsGoOnToTheResultsOwnAddress() async {
        let page = SearchFormPage(links: links)
        let asked = WebRequest(
            path: "/search", query: FormData(encoded: "q=%20ada++lovelace%20"), csrfToken: "t")
        #expect(await page.load(asked) == .redirect(to: "/search/ada%20lovelace"))
        // Without words: the page itself, with its box.
        let bare = WebRequest(path: "/search", query: FormData(encoded: "q=+"), csrfToken: "t")
        #expect(await page.load(bare) == .shown)
        #expect(page.body(bare).markup.contains("<form role=\"search\" method=\"get\" action=\"/search\""))
    }

    @Test func theResultsMarkTheirWordsAndKeepThemInTheirBox() async throws {
        let search = try #require(FeedSearch("engine NOTES"))
        let dependencies = SampleFeed.dependencies(prompt: FeedFormPrompt())
        let page = FeedPage(
            model: FeedFeature.makeSearch(search, dependencies: dependencies, onEvent: { _ in }), links: links
        )
        let request = WebRequest(path: "/search/engine%20NOTES", csrfToken: "t")
        #expect(await page.load(request) == .shown)
        let html = page.body(request).markup
        #expect(html.contains("<mark>Notes</mark> on the Analytical <mark>Engine</mark>"))
        #expect(html.contains("value=\"engine NOTES\""))
        #expect(page.title == "Search: engine NOTES")
        let none = FeedPage(
            model: FeedFeature.makeSearch(
                try #require(FeedSearch("zeppelin airship")), dependencies: dependencies, onEvent: { _ in }),
            links: links)
        _ = await none.load(request)
        #expect(none.body(request).markup.contains("No post holds “zeppelin” and “airship”."))
    }

    @Test func thePeopleItsWordsNameAreLinksToTheirProfiles() async throws {
        let name = SampleFeed.authorName(for: 2)
        let dependencies = SampleFeed.dependencies(prompt: FeedFormPrompt())
        let page = FeedPage(
            model: FeedFeature.makeSearch(
                try #require(FeedSearch(name)), dependencies: dependencies, onEvent: { _ in }),
            links: links)
        let request = WebRequest(path: "/search/x", csrfToken: "t")
        _ = await page.load(request)
        let html = page.body(request).markup
        #expect(html.contains("<section aria-label=\"People\"><h2>People</h2>"))
        #expect(
            html.contains("<a href=\"/profile/2\"><bdi>\(name)</bdi> @\(SampleFeed.authorHandle(for: 2))</a>")
        )
    }
}
