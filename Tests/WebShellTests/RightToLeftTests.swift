import Testing

@testable import MosaicShell

/// Right-to-left names and titles keep their own direction (issue 36, browser 7): a page's
/// title is `dir="auto"`, and a byline isolates the name and the handle, so an Arabic name
/// neither reorders the handle nor puts it in its middle.
@Suite(.timeLimit(.minutes(1))) struct RightToLeftTests {
    @Test func aPostsTitleHasItsOwnDirectionAndItsBylineIsolatesNameAndHandle() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var browser = WebClient(client)
            let post = try await browser.get("/post/60")
            #expect(post.text.contains("<h1 dir=\"auto\">Keyset paging in one paragraph (6)</h1>"))
            #expect(post.text.contains(/<bdi>[^<]+<\/bdi> <bdi>@[a-z0-9_]+<\/bdi>/), "\(post.text)")
            let profile = try await browser.get("/profile/1")
            #expect(profile.text.contains("<h1 dir=\"auto\">Ada Lovelace</h1>"))
        }
    }
}
