import Testing

@testable import MosaicShell

/// A page's title says what the page is doing (issue 36, browser 14).
@Suite(.timeLimit(.minutes(1))) struct PageTitleTests {
    @Test func editingTheBioAndTheDeleteQuestionsAreTitledSo() async throws {
        let world = try await WebWorld()
        try await world.test { client in
            var ada = WebClient(client)
            try await ada.signIn("ada")
            #expect(
                (try await ada.get("/profile/me?edit-bio")).text.contains("<title>Edit bio · Mosaic</title>"))
            #expect((try await ada.get("/profile/me")).text.contains("<title>Ada Lovelace · Mosaic</title>"))
            let feed = try await ada.get("/feed")
            let delete = try #require(feed.text.firstMatch(of: /\/feed\?delete=[0-9]+/))
            let question = try await ada.get(String(delete.output))
            #expect(question.text.contains("<title>Delete post? · Mosaic</title>"), "\(question.text)")
        }
    }
}
