import AppCore
import Foundation
import Testing

@testable import MosaicShell

/// Issue 43, item 20: what the frame and a list say about where a person is.
@Suite("Where a page says you are", .timeLimit(.minutes(2)))
struct PageWordsTests {
    @Test func theFeedTabIsCurrentOnTheFeedAloneAndTheSearchPageHasOneSearchBox() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var ada = WebClient(client)
            try await ada.signIn("ada")
            let current = "href=\"/feed\" aria-current=\"page\""
            #expect((try await ada.get("/feed")).text.contains(current))
            for path in ["/post/60", "/tag/databases", "/search/lovelace", "/search"] {
                let page = try await ada.get(path)
                #expect(page.status == 200, "\(path)")
                #expect(!page.text.contains(current), "\(path)")
            }
            #expect((try await ada.get("/messages/@grace")).text.contains("aria-current=\"page\""))
            for path in ["/search/lovelace", "/search"] {
                let boxes =
                    (try await ada.get(path)).text.components(separatedBy: "role=\"search\"").count - 1
                #expect(boxes == 1, "\(path)")
            }
            let feed = (try await ada.get("/feed")).text.components(separatedBy: "role=\"search\"").count - 1
            #expect(feed == 1)
        }
    }

    @Test func aPlaceInTheListNoListHasSaysTheAddressIsNotAPageOfIt() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var ada = WebClient(client)
            let page = try await ada.get("/feed?after=abc")
            #expect(page.status == 404)
            #expect(page.text.contains("This address is not a page of the feed."))
            #expect(!page.text.contains("deleted"))
            #expect(!page.text.contains("abc"))
        }
    }

    @Test func aTagTypedWithItsHashFindsItsPosts() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var ada = WebClient(client)
            try await ada.signIn("ada")
            let fields = [
                ("intent", "publish"), ("title", "Indexes explained"), ("body", ""), ("tags", "databases"),
            ]
            #expect(try await ada.post("/feed?new", fields).status == 303)
            let asked = try await ada.get("/search?q=%23databases")
            let results = try await asked.status == 303 ? ada.get(asked.location ?? "/search") : asked
            #expect(results.status == 200)
            #expect(results.text.contains(">Indexes explained<"))
        }
    }

    @Test func signingInAgainAsYourselfIsDoneAndABioIsSavedOnceWithItsCounterFromTheStart() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var ada = WebClient(client)
            try await ada.signIn("ada")
            let again = try await ada.post("/settings", [("intent", "sign-in"), ("handle", "ada")])
            #expect(again.status == 303)
            let settings = try await ada.get(again.location ?? "/settings")
            #expect(settings.status == 200)
            #expect(!settings.text.contains("field refused"))
            let form = try await ada.get("/profile/me?edit-bio")
            #expect(form.text.contains("id=\"field-bio-count\""))
            let saved = try await ada.post(
                "/profile/me?edit-bio", [("intent", "save-bio"), ("bio", "Engines")])
            #expect(saved.status == 303)
            let profile = try await ada.get(saved.location ?? "/profile/me")
            #expect(profile.text.components(separatedBy: "Bio saved.").count - 1 == 1)
            _ = try await ada.get("/settings")
            let signedOut = try await ada.post("/settings", [("intent", "sign-out"), ("confirmed", "yes")])
            #expect(signedOut.status == 303)
            let newProfile = try await ada.get("/settings")
            #expect(newProfile.text.contains("id=\"field-display-name-count\""))
        }
    }

    @Test func signInToWriteAPostLeadsBackToTheNewPostAndNowhereElse() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var visitor = WebClient(client)
            let feed = try await visitor.get("/feed")
            #expect(feed.text.contains("href=\"/settings/sign-in?next=/feed%3Fnew\""))
            _ = try await visitor.get("/settings/sign-in?next=/feed%3Fnew")
            let signedIn = try await visitor.post(
                "/settings/sign-in?next=/feed%3Fnew", [("intent", "sign-in"), ("handle", "ada")])
            #expect(signedIn.status == 303)
            #expect(signedIn.location == "/feed?new")
            // Another site's address is not followed.
            var other = WebClient(client)
            _ = try await other.get("/settings/sign-in?next=//evil.example/")
            let elsewhere = try await other.post(
                "/settings/sign-in?next=//evil.example/", [("intent", "sign-in"), ("handle", "ada")])
            #expect(elsewhere.status == 303)
            #expect(elsewhere.location?.hasPrefix("//") == false)
            for next in ["/%09/evil.example", "/%5Cevil.example", "/%2F%2Fevil.example"] {
                var another = WebClient(client)
                _ = try await another.get("/settings/sign-in?next=" + next)
                let answer = try await another.post(
                    "/settings/sign-in?next=" + next, [("intent", "sign-in"), ("handle", "ada")])
                #expect(answer.location?.contains("evil") == false, "\(next)")
            }
        }
    }

    @Test func aPostsPageHoldsNoEmptyParagraphAndAsksToDeleteUnderItsTitle() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var ada = WebClient(client)
            try await ada.signIn("ada")
            let theirs = try await ada.get("/post/60")
            #expect(!theirs.text.contains("<p class=\"meta\">"))
            #expect(!theirs.text.contains("<p></p>"))
            #expect(theirs.text.contains("<span>by <a "))
            let own = try await ada.get("/post/55")
            let title = try #require(own.text.firstMatch(of: /<h1 dir="auto">([^<]*)<\/h1>/)).output.1
            let asking = try await ada.get("/post/55?delete")
            #expect(asking.text.contains("<h1 dir=\"auto\">\(title)</h1>"))
            #expect(asking.text.contains("class=\"question\""))
            #expect(!asking.text.contains(">Delete this post</a>"))
        }
    }

    /// Issue 43, item 19: fifty buttons named "Save" cannot be told apart by a screen reader.
    @Test func eachPostsButtonsAreNamedForThePostAndLikesReadAsWords() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var ada = WebClient(client)
            try await ada.signIn("ada")
            let feed = try await ada.get("/feed").text
            let names = feed.matches(of: /aria-label="(Save|Message|Like|Unlike): [^"]*"/).map {
                String($0.output.0)
            }
            #expect(!names.isEmpty)
            let saves = names.filter { $0.hasPrefix("aria-label=\"Save: ") }
            #expect(saves.count > 1)
            #expect(Set(saves).count == saves.count, "every Save names its own post")
            #expect(feed.contains("aria-label=\"Message: Barbara Liskov\""))
            #expect(feed.contains("<span class=\"spoken\">"))
            #expect(
                feed.contains(" likes, liked by you</span>") || feed.contains(" like, liked by you</span>"))
        }
    }

    /// Issue 43, item 17: a row reads title / who · when · tags / actions, its controls on a
    /// line of their own.
    @Test func aFeedRowsActionsStandOnALineOfTheirOwn() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var ada = WebClient(client)
            try await ada.signIn("ada")
            let feed = try await ada.get("/feed").text
            let metas = feed.matches(of: /<div class="meta">(.*?)<\/div>/).map { String($0.output.1) }
            #expect(!metas.isEmpty)
            #expect(metas.allSatisfy { !$0.contains("<form") && !$0.contains("<button") })
            #expect(feed.contains("<div class=\"row-actions\">"))
        }
    }
}
