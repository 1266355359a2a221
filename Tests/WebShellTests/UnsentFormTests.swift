import AppCore
import Foundation
import Testing

@testable import MosaicShell

/// Issue 43, items 1, 2, 4 and 12: a form that cannot be carried out is a Mosaic page holding
/// what was typed, a post's form sent twice is one post, and nobody is offered to message
/// themselves.
@Suite("Forms that are not carried out, and forms sent twice", .timeLimit(.minutes(2)))
struct UnsentFormTests {
    @Test func aFormWithAStaleTokenIsAMosaicPageThatKeepsTheText() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var ada = WebClient(client)
            try await ada.signIn("ada")
            let fields = [
                ("intent", "publish"), ("title", "Typed before the restart"), ("body", "Kept <b>"),
                ("tags", ""),
            ]
            let page = try await ada.post(
                "/feed?new", fields, token: .some(String(repeating: "0", count: 64)))
            #expect(page.status == 403)
            #expect(page.header("Content-Type")?.hasPrefix("text/html") == true)
            #expect(page.text.contains("<title>Not sent · Mosaic</title>"))
            #expect(page.text.contains(">Typed before the restart</textarea>"))
            #expect(page.text.contains(">Kept &lt;b&gt;</textarea>"))
            // Shown to copy, never sent again from a page the token did not come with.
            #expect(!page.text.contains("Send again"))
        }
    }

    @Test func aFormTooLargeToReadIsAMosaicPage() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var ada = WebClient(client)
            try await ada.signIn("ada")
            let huge = String(repeating: "a", count: WebApp.maxFormBytes + 1)
            let page = try await ada.post(
                "/feed?new", [("intent", "publish"), ("title", "x"), ("body", huge)])
            #expect(page.status == 413)
            #expect(page.header("Content-Type")?.hasPrefix("text/html") == true)
            #expect(page.text.contains("Back button"))
        }
    }

    @Test func thePostFormCarriesItsKeyAndSentTwiceIsPublishedOnce() async throws {
        let world = try await WebWorld()
        let before = try await world.container.services.posts.count()
        try await world.test { client in
            var ada = WebClient(client)
            try await ada.signIn("ada")
            let form = try await ada.get("/feed?new")
            let key = try #require(Self.value(of: "key", in: form.text))
            let fields = [
                ("intent", "publish"), ("key", key), ("title", "Sent twice"), ("body", "Once"), ("tags", ""),
            ]
            #expect(try await ada.post("/feed?new", fields).status == 303)
            // The same form again (a page drawn before the first went out, a second click).
            let again = try await ada.post("/feed?new", fields)
            #expect(again.status == 303)
            let feed = try await ada.get("/feed")
            #expect(feed.text.contains("Post published."))
            // The form is empty afterwards, with a key of its own.
            let next = try await ada.get("/feed?new")
            #expect(!next.text.contains("Sent twice"))
            #expect(Self.value(of: "key", in: next.text) != key)
            // Another post under the first one's key is not lost: it is a post of its own.
            let other = [
                ("intent", "publish"), ("key", key), ("title", "Other words"), ("body", ""), ("tags", ""),
            ]
            #expect(try await ada.post("/feed?new", other).status == 303)
        }
        #expect(try await world.container.services.posts.count() == before + 2)
    }

    @Test func nobodyIsOfferedToMessageThemselves() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var ada = WebClient(client)
            try await ada.signIn("ada")
            let message = "value=\"messages.open\""
            #expect(!(try await ada.get("/profile/1")).text.contains(message))
            #expect((try await ada.get("/profile/6")).text.contains(message))
            #expect(!(try await ada.get("/post/55")).text.contains(message))
            #expect((try await ada.get("/post/60")).text.contains(message))
            let own = try await ada.get("/messages/@ada")
            #expect(own.text.contains("You can&#39;t message yourself."))
            #expect(!own.text.contains(">Send</button>"))
        }
    }

    /// The value of the hidden field `name` in a page's HTML.
    static func value(of name: String, in html: String) -> String? {
        guard let range = html.range(of: "name=\"\(name)\" value=\"") else { return nil }
        return String(html[range.upperBound...].prefix { $0 != "\"" })
    }
}
