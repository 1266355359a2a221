import Testing

@testable import AppCore

/// What a face does with contributions: key commands on the terminal, forms on the web.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ContributionFacesTests {
    @Test func aKeyRunsTheActionOnTheSubjectAndItsSentenceIsNoted() async {
        let store = SavedStandIn()
        let contributions = Contributions(posts: [store.action()])
        let tasks = ScreenTasks()
        let note = ActionNote()
        let table = KeyTable(contributions.commands(forPost: PostSubject(id: 9), tasks: tasks, note: note))
        #expect(table.hints.map(\.action) == ["save"])
        #expect(table.help.map(\.text) == ["save the post to read later"])
        #expect(table.handle("b"))
        await tasks.settled()
        #expect(await store.saved == [9])
        #expect(note.text == "Saved.")
        #expect(note.lines(width: 50).map(\.plainText).joined().contains("Saved."))
    }

    @Test func aLinkAnActionReturnsIsFollowedTheShellsWay() async {
        var followed: [String] = []
        let contributions = Contributions(people: [messageAction()]).following { link in
            followed.append(link)
            return nil
        }
        let tasks = ScreenTasks()
        let note = ActionNote()
        let author = PersonSubject(id: 4, handle: "grace")
        let table = KeyTable(
            contributions.commands(forPost: PostSubject(id: 1), author: author, tasks: tasks, note: note))
        #expect(table.handle("m"))
        await tasks.settled()
        #expect(followed == ["mosaic://messages/@grace"])
        #expect(note.text == nil)
    }

    @Test func aButtonSaysWhatItWillDoAndPostsTheStateAskedFor() async {
        let store = SavedStandIn(saved: [2])
        let contributions = Contributions(posts: [store.action()])
        await contributions.prepare(posts: [1, 2])
        let request = WebRequest(path: "/feed", csrfToken: "token")
        let unsaved = contributions.buttons(forPost: PostSubject(id: 1), action: "/feed", request: request)
            .markup
        let saved = contributions.buttons(forPost: PostSubject(id: 2), action: "/feed", request: request)
            .markup
        #expect(unsaved.contains(">Save</button>"))
        #expect(unsaved.contains("name=\"on\" value=\"yes\""))
        // Every form carries the token, masked afresh for the request (MaskedToken)
        #expect(
            !unsaved.formTokens.isEmpty && unsaved.formTokens.allSatisfy { MaskedToken.unmask($0) == "token" }
        )
        #expect(unsaved.contains("name=\"intent\" value=\"contributed\""))
        #expect(saved.contains(">Unsave</button>"))
        #expect(saved.contains("name=\"on\" value=\"no\""))
        #expect(contributions.markHTML(forPost: PostSubject(id: 2)).markup.contains("★ saved"))
    }

    @Test func aFormSentTwiceEndsWhereThePersonAsked() async {
        let store = SavedStandIn()
        let contributions = Contributions(posts: [store.action()])
        let form = FormData([
            ("intent", "contributed"), ("action", "saved.save"), ("post", "5"), ("on", "yes"),
        ])
        let request = WebRequest(path: "/feed", form: form, csrfToken: "token")
        let first = await contributions.submit(
            request, back: "/feed#post-5", post: { PostSubject(id: $0) }, person: { _ in nil })
        let again = await contributions.submit(
            request, back: "/feed#post-5", post: { PostSubject(id: $0) }, person: { _ in nil })
        #expect(first == .redirect(to: "/feed#post-5", notice: "Saved."))
        // Already saved: nothing is done, the post stays saved (a toggle would have unsaved it)
        #expect(again == .redirect(to: "/feed#post-5", notice: nil))
        #expect(await store.saved == [5])
    }

    @Test func anUnsaveWhoseLookupFailsStillUnsaves() async {
        // Given a saved post whose marks cannot be looked up (the store hiccups)
        let store = SavedStandIn(saved: [5])
        await store.failLookups(true)
        let contributions = Contributions(posts: [store.action()])
        let form = FormData([
            ("intent", "contributed"), ("action", "saved.save"), ("post", "5"), ("on", "no"),
        ])
        // When the person sends Unsave
        let outcome = await contributions.submit(
            WebRequest(path: "/feed", form: form, csrfToken: "token"), back: "/feed#post-5",
            post: { PostSubject(id: $0) }, person: { _ in nil })
        // Then it is unsaved, as asked: not a silent no-op, nor a save
        #expect(outcome == .redirect(to: "/feed#post-5", notice: "Unsaved."))
        #expect(await store.saved == [])
    }

    @Test func aFormWhoseLinkOpensSendsTheBrowserToItsPage() async {
        let contributions = Contributions(people: [messageAction()]).following { link in
            "/" + link.dropFirst("mosaic://".count)
        }
        let form = FormData([("intent", "contributed"), ("action", "messages.open"), ("person", "4")])
        let request = WebRequest(path: "/profile/4", form: form, csrfToken: "token")
        let outcome = await contributions.submit(
            request, back: "/profile/4", post: { _ in nil },
            person: { PersonSubject(id: $0, handle: "grace") })
        #expect(outcome == .redirect(to: "/messages/@grace", notice: nil))
    }

    @Test func aFormForAnUnknownActionOrSubjectIsRefusedAndOthersAreNotOurs() async {
        let contributions = Contributions(posts: [SavedStandIn().action()])
        let unknown = WebRequest(
            path: "/feed", form: FormData([("intent", "contributed"), ("action", "nope"), ("post", "1")]),
            csrfToken: "t")
        #expect(
            await contributions.submit(
                unknown, back: "/feed", post: { PostSubject(id: $0) }, person: { _ in nil })
                == .showAgain(status: 422))
        let like = WebRequest(path: "/feed", form: FormData([("intent", "like")]), csrfToken: "t")
        #expect(
            await contributions.submit(
                like, back: "/feed", post: { PostSubject(id: $0) }, person: { _ in nil }) == nil)
    }
}

@Suite struct MarkEndingTests {
    @Test func aMarkStaysWholeAndTheLineIsCutBeforeIt() {
        let title = StyledLine(String(repeating: "功夫与代码 🥋 ", count: 8))
        for width in [50, 30, 12, 9] {
            let line = TextLayout.truncated(title, keeping: StyledLine("★ saved"), toWidth: width)
            #expect(line.width <= width)
            #expect(line.plainText.hasSuffix(" ★ saved"))
        }
        #expect(TextLayout.truncated(title, keeping: StyledLine("★ saved"), toWidth: 5).width <= 5)
        #expect(
            TextLayout.truncated(StyledLine("Hi"), keeping: StyledLine("★ saved"), toWidth: 50).plainText
                == "Hi ★ saved")
    }
}

extension String {
    /// The CSRF values of the forms in this HTML, as the page wrote them (masked: `MaskedToken`).
    fileprivate var formTokens: [String] {
        components(separatedBy: "name=\"csrf\" value=\"").dropFirst().compactMap {
            $0.split(separator: "\"", maxSplits: 1).first.map(String.init)
        }
    }
}
