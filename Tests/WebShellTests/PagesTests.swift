import Testing

@testable import MosaicShell

/// Every screen of the terminal app is a page at the path of its link, and a path that leads
/// nowhere is a 404 page that says what was not found.
@Suite(.timeLimit(.minutes(1))) struct PagesTests {
    @Test(arguments: [
        ("/", "Feed"), ("/feed", "Feed"), ("/post/60", "Keyset paging in one paragraph (6)"),
        ("/tag/history", "#history"), ("/profile/me", "Your profile"), ("/profile/1", "Ada Lovelace"),
        ("/profile/@ada", "Ada Lovelace"), ("/settings", "Settings"), ("/settings/flags", "Feature flags"),
    ])
    func everyScreenIsAPageAtThePathOfItsLink(path: String, title: String) async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var browser = WebClient(client)
            let page = try await browser.get(path)
            #expect(page.status == 200)
            #expect(page.text.contains("<title>\(title) · Mosaic</title>"))
            #expect(page.text.contains("<h1 dir=\"auto\">\(title)</h1>"))
        }
    }

    @Test(arguments: [
        ("/nope", "There&#39;s no page at /nope. Check the address"),
        ("/post/9999", "Post 9999 doesn&#39;t exist: it may have been deleted"),
        ("/post/abc", "There&#39;s no page at /post/abc: \u{201C}abc\u{201D} is not a number."),
        ("/post", "This address needs a number at its end, such as /post/42."),
        ("/profile/@nobody", "Profile @nobody doesn&#39;t exist"),
        ("/settings/nothing", "There&#39;s no page at /settings/nothing."),
    ])
    func aPathThatLeadsNowhereIsANotFoundPageSayingWhat(path: String, says: String) async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var browser = WebClient(client)
            let page = try await browser.get(path)
            #expect(page.status == 404)
            #expect(page.text.contains("<h1 dir=\"auto\">Page not found</h1>"))
            #expect(page.text.contains(says), "\(page.text)")
            // Issue 36, browser 15: no developer's words
            for jargon in ["link destination", "numeric id", "path in the link", "links open"] {
                #expect(!page.text.contains(jargon), "\(jargon)")
            }
        }
    }

    @Test func linksComeFromTheFeaturesRoutes() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var browser = WebClient(client)
            let feed = try await browser.get("/feed")
            // A post, its author, its tags: the feed's events turned into the same routes as the terminal's.
            #expect(feed.text.contains("<a href=\"/post/60\">"))
            #expect(
                feed.text.contains("<a href=\"/profile/6\"><bdi>Barbara Liskov</bdi> <bdi>@barbara</bdi></a>")
            )
            #expect(feed.text.contains("<a href=\"/tag/databases\" dir=\"auto\">#databases</a>"))
            #expect(
                WebPaths.path(of: try LinkTable().route(parsing: "mosaic://tag/caf%C3%A9"))
                    == "/tag/caf%C3%A9")
            #expect(
                try WebPaths.route(at: "/post/60", links: LinkTable())
                    == LinkTable().route(parsing: "mosaic://post/60"))
        }
    }

    @Test func moreShowsTheNextPageWithoutJavaScript() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var browser = WebClient(client)
            // Given the first page, the newest 50 of 60 posts
            let first = try await browser.get("/feed")
            #expect(!first.text.contains("id=\"post-10\""))
            #expect(!first.text.contains("Back to the newest posts"))
            // When the person follows "More", a link to the page after the last post shown
            let link = try #require(
                first.text.firstMatch(of: /<a href="(\/feed\?after=[0-9]+\.11)">More<\/a>/))
            let more = try await browser.get(String(link.output.1))
            // Then that page holds the 10 older posts, no "More", and the way back to the newest
            #expect(more.text.contains("id=\"post-10\""))
            #expect(more.text.contains("id=\"post-1\""))
            #expect(!more.text.contains("id=\"post-11\""))
            #expect(!more.text.contains(">More</a>"))
            #expect(more.text.contains("<a href=\"/feed\">Back to the newest posts</a>"))
            // And a page link that is not one is a 404 that says the address is not a page of
            // the feed, not that something was deleted (issue 43, item 20)
            let bad = try await browser.get("/feed?after=tomorrow")
            #expect(bad.status == 404)
            #expect(bad.text.contains("This address is not a page of the feed."))
        }
    }

    /// A post on a page further down is deleted from there: its question is asked on that page,
    /// and the answer comes back to it (the newest page does not hold the post).
    @Test func aPostOnAnOlderPageIsDeletedFromThatPage() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var ada = WebClient(client)
            try await ada.signIn("ada")
            let first = try await ada.get("/feed")
            let more = String(
                try #require(first.text.firstMatch(of: /<a href="(\/feed\?after=[0-9.]+)">More<\/a>/)).output
                    .1)
            let older = try await ada.get(more)
            let delete = try #require(
                older.text.firstMatch(of: /href="(\/feed\?after=[0-9.]+&amp;delete=([0-9]+))"/))
            let postID = try #require(Int64(delete.output.2))
            let question = try await ada.get(
                String(delete.output.1).replacingOccurrences(of: "&amp;", with: "&"))
            #expect(question.text.contains("This can&#39;t be undone."))
            #expect(question.text.contains("action=\"\(more)\""))
            let done = try await ada.post(
                more, [("intent", "delete"), ("post", String(postID)), ("confirmed", "yes")])
            #expect(done.status == 303)
            #expect(done.location == more)
            #expect(try await world.container.services.posts.post(id: postID) == nil)
        }
    }

    @Test func postsShowTheirParagraphsAndLikeCountsFollowTheFlag() async throws {
        let world = try await WebWorld()
        try await world.container.services.flags.store.setStoredFlag("feed.like_counts", to: false)
        try await world.test { client in
            var browser = WebClient(client)
            let feed = try await browser.get("/feed")
            #expect(!feed.text.contains("class=\"likes\""))
            let post = try await browser.get("/post/60")
            #expect(post.text.contains("<div class=\"body\"><p dir=\"auto\">Barbara Liskov writes about"))
        }
    }
}
