import Foundation
import Testing

@testable import MosaicShell

/// Forms are the view models' intents: signing in, writing a post (refused with what was typed
/// and the view model's reason beside the field), deleting one's own post after its question,
/// editing a bio, toggling a preference.
@Suite(.timeLimit(.minutes(1))) struct FormsTests {
    @Test func aRefusedDraftComesBackWithWhatWasTypedAndTheReasonBesideTheField() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var ada = WebClient(client)
            try await ada.signIn("ada")
            _ = try await ada.get("/feed?new")
            let refused = try await ada.postRefused(
                "/feed?new", [("intent", "publish"), ("title", ""), ("body", "Kept <body>"), ("tags", "x")])
            #expect(refused.status == 422)
            // The form is a page of its own at the feed's path: its heading says what it is.
            #expect(refused.text.contains("<h1 dir=\"auto\">New post</h1>"))
            #expect(refused.text.contains("<title>New post · "))
            #expect(refused.text.contains("<label for=\"field-title\">Title</label>"))
            #expect(
                refused.text.contains(
                    "<p id=\"field-title-problem\" class=\"problem\">A title is required. Your post is kept; writing again starts from it.</p>"
                ))
            #expect(refused.text.contains(">Kept &lt;body&gt;</textarea>"))
            #expect(
                refused.text.contains("<button type=\"submit\" class=\"button primary\">Publish</button>"))
        }
    }

    @Test func aPublishedPostIsStoredAndSaidOnce() async throws {
        let world = try await WebWorld()
        let before = try await world.container.services.posts.count()
        try await world.test { client in
            var ada = WebClient(client)
            try await ada.signIn("ada")
            let done = try await ada.post(
                "/feed?new",
                [("intent", "publish"), ("title", "Hello"), ("body", "One\n\nTwo"), ("tags", "a, b")])
            #expect(done.status == 303)
            #expect(done.location == "/feed")
            let feed = try await ada.get("/feed")
            #expect(feed.text.contains("<p class=\"notice\" role=\"status\">Post published.</p>"))
            #expect(feed.text.contains(">Hello</a>"))
            #expect(!(try await ada.get("/feed")).text.contains("Post published."))
        }
        #expect(try await world.container.services.posts.count() == before + 1)
    }

    @Test func ownPostIsDeletedAfterTheViewModelsQuestion() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var ada = WebClient(client)
            try await ada.signIn("ada")
            let question = try await ada.get("/post/55?delete")
            #expect(
                question.text.contains("Delete “Why small patches win (6)”? This can&#39;t be undone.")
            )
            let done = try await ada.post("/post/55", [("intent", "delete"), ("confirmed", "yes")])
            #expect(done.status == 303)
            #expect((try await ada.get("/post/55")).status == 404)
        }
    }

    @Test func noDeleteControlOnSomeoneElsesPostAndAForgedDeleteIsRefused() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var ada = WebClient(client)
            try await ada.signIn("ada")
            let theirs = try await ada.get("/post/60")
            #expect(!theirs.text.contains("Delete this post"))
            let feed = try await ada.get("/feed")
            #expect(!feed.text.contains("/feed?delete=60"))
            #expect(feed.text.contains("/feed?delete=55"))
            let forged = try await ada.post("/post/60", [("intent", "delete"), ("confirmed", "yes")])
            #expect(forged.status == 303)
            let after = try await ada.get("/post/60")
            #expect(after.status == 200)
            #expect(after.text.contains("You can only delete your own posts."))
        }
        #expect(try await world.container.services.posts.post(id: 60) != nil)
    }

    @Test func signingInOutAndCreatingAProfile() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var browser = WebClient(client)
            _ = try await browser.get("/settings")
            let refused = try await browser.postRefused(
                "/settings", [("intent", "sign-in"), ("handle", "nobody")])
            #expect(refused.status == 422)
            #expect(refused.text.contains("There&#39;s no profile with the handle @nobody."))
            try await browser.signIn("grace")
            #expect((try await browser.get("/settings")).text.contains("Signed in as Grace Hopper (@grace)."))
            let question = try await browser.get("/settings?sign-out")
            #expect(question.text.contains("Sign out of Grace Hopper (@grace)?"))
            _ = try await browser.post("/settings", [("intent", "sign-out"), ("confirmed", "yes")])
            #expect((try await browser.get("/profile/me")).text.contains("You&#39;re signed out."))
            let created = try await browser.post(
                "/settings",
                [("intent", "create-profile"), ("handle", "hedy"), ("display-name", "Hedy Lamarr")])
            #expect(created.status == 303)
            #expect((try await browser.get("/profile/me")).text.contains("<h1 dir=\"auto\">Hedy Lamarr</h1>"))
        }
    }

    @Test func bioIsEditedAndARefusedOneKeepsWhatWasTyped() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var ada = WebClient(client)
            try await ada.signIn("ada")
            let tooLong = String(repeating: "é", count: 200)
            let refused = try await ada.postRefused(
                "/profile/me?edit-bio", [("intent", "save-bio"), ("bio", tooLong)])
            #expect(refused.status == 422)
            #expect(refused.text.contains("value=\"\(tooLong)\""))
            #expect(refused.text.contains("class=\"problem\">A bio can be at most"))
            let saved = try await ada.post(
                "/profile/me?edit-bio", [("intent", "save-bio"), ("bio", "Engines.")])
            #expect(saved.status == 303)
            #expect((try await ada.get("/profile/me")).text.contains("Engines."))
        }
    }

    @Test func preferencesToggleForThisSessionOnly() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var one = WebClient(client)
            var two = WebClient(client)
            _ = try await one.get("/settings")
            _ = try await one.post("/settings", [("intent", "toggle"), ("preference", "compact_feed")])
            #expect((try await one.get("/feed")).text.contains("class=\"posts compact\""))
            #expect(!(try await two.get("/feed")).text.contains("class=\"posts compact\""))
        }
    }
}

extension WebClient {
    mutating func signIn(_ handle: String) async throws {
        _ = try await get("/settings")
        let page = try await post("/settings", [("intent", "sign-in"), ("handle", handle)])
        #expect(page.status == 303, "signing in as \(handle)")
    }
}
