import Testing

@testable import MosaicShell

/// After a refused form the field at fault says why, is marked invalid and has the focus, not
/// the first field of the form (issue 36, browser 3).
@Suite(.timeLimit(.minutes(1))) struct FieldAtFaultTests {
    @Test func aBadHandleForANewProfileIsSaidBesideTheHandle() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var browser = WebClient(client)
            _ = try await browser.get("/settings")
            let refused = try await browser.postRefused(
                "/settings",
                [("intent", "create-profile"), ("handle", "Bad Handle!"), ("display-name", "Bad")])
            #expect(refused.status == 422)
            let handle = try #require(refused.text.firstMatch(of: /<input id="field-new-handle"[^>]*>/))
            #expect(handle.output.contains("aria-invalid=\"true\""))
            #expect(handle.output.contains("autofocus"))
            #expect(
                refused.text.contains("id=\"field-new-handle-problem\" class=\"problem\">Handles are a-z"))
            let name = try #require(refused.text.firstMatch(of: /<input id="field-display-name"[^>]*>/))
            #expect(!name.output.contains("aria-invalid"))
            #expect(!name.output.contains("autofocus"))
        }
    }

    @Test func sixTagsPutTheFocusOnTheTags() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var ada = WebClient(client)
            try await ada.signIn("ada")
            _ = try await ada.get("/feed?new")
            let refused = try await ada.postRefused(
                "/feed?new", [("intent", "publish"), ("title", "T"), ("body", "B"), ("tags", "a,b,c,d,e,f")])
            #expect(refused.status == 422)
            let tags = try #require(refused.text.firstMatch(of: /<input id="field-tags"[^>]*>/))
            #expect(tags.output.contains("aria-invalid=\"true\""))
            #expect(tags.output.contains("autofocus"))
            let title = try #require(refused.text.firstMatch(of: /<input id="field-title"[^>]*>/))
            #expect(!title.output.contains("autofocus"))
        }
    }
}
