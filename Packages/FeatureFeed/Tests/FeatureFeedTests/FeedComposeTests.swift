import FeatureFeedTesting
import Testing

@testable import FeatureFeed

@MainActor @Suite(.timeLimit(.minutes(1))) struct FeedComposeTests {
    @Test func aValidPostIsPublishedAtTheTopAndSaidSo() async {
        // Given
        let world = FeedWorld(prompt: script(["  Hello world ", "Body", "swift, linux"]))
        let model = await world.loadedList()
        // When
        let published = await model.compose()
        // Then
        let top = model.posts.first
        #expect(published == top)
        #expect(top?.title == "Hello world")
        #expect(top?.tags == ["swift", "linux"])
        #expect(top?.authorID == SampleFeed.currentUserID)
        #expect(model.message == "Post published.")
        #expect(model.unsavedDraft == nil)
        #expect(world.eventNames.last == "feed.post_published")
    }

    @Test func writingIntoAnEmptyFeedShowsThePost() async {
        let model = await FeedWorld(posts: [], prompt: script(["First", "", ""])).loadedList()
        await model.compose()
        #expect(model.posts.map(\.title) == ["First"])
    }

    @Test func aBodyKeepsItsParagraphs() async {
        let prompt = script(["Title", "First paragraph.\nSecond paragraph.", ""])
        let model = await FeedWorld(prompt: prompt).loadedList()
        await model.compose()
        #expect(model.posts.first?.body == "First paragraph.\nSecond paragraph.")
        // The body is asked for in lines of its own; the title and the tags in one line each
        #expect(prompt.questions.map(\.manyLines) == [false, true, false])
    }

    @Test func cancellingBeforeTypingKeepsNothing() async {
        let world = FeedWorld(prompt: script([nil]))
        let model = await world.loadedList()
        await model.compose()
        #expect(model.unsavedDraft == nil)
        #expect(model.message == nil)
        #expect(await world.store.publishedDrafts.isEmpty)
    }

    @Test func cancellingAfterSomeFieldsKeepsThemAndSaysSo() async {
        // Given
        let prompt = script(["Title", "Body", nil, nil])
        let model = await FeedWorld(prompt: prompt).loadedList()
        // When the person closes the tags question, then writes again and closes the title
        await model.compose()
        #expect(model.unsavedDraft == FeedDraftText(title: "Title", body: "Body"))
        #expect(model.message == "Your post is kept; writing again starts from it.")
        await model.compose()
        // Then the second time started from the kept title, which is still kept
        #expect(prompt.questions.last?.initial == "Title")
        #expect(model.unsavedDraft == FeedDraftText(title: "Title", body: "Body"))
    }

    @Test func closingTheBodyKeepsWhatWasTypedInItForTheNextTry() async {
        // Given a person who typed two paragraphs of body, then closed the question
        let prompt = script(["Title", nil])
        prompt.typedBeforeClosing = "First.\n\nSecond, unfinished"
        let model = await FeedWorld(prompt: prompt).loadedList()
        // When
        await model.compose()
        // Then the body is kept with the title, and writing again starts the body from it
        #expect(model.unsavedDraft == FeedDraftText(title: "Title", body: "First.\n\nSecond, unfinished"))
        #expect(model.message == "Your post is kept; writing again starts from it.")
        prompt.textAnswers = ["Title", nil]
        await model.compose()
        #expect(prompt.questions.last?.initial == "First.\n\nSecond, unfinished")
    }

    @Test(
        arguments: [
            (
                [String(repeating: "t", count: 121), nil],
                FeedDraftText(title: String(repeating: "t", count: 121)),
                "New post: title — The title is 121 characters; at most 120 are allowed."
            ),
            (
                ["Title", String(repeating: "b", count: 4001), nil],
                FeedDraftText(title: "Title", body: String(repeating: "b", count: 4001)),
                "New post: body — The body is 4001 characters; at most 4000 are allowed."
            ),
            (
                ["Title", "Body", "a,b,c,d,e,f", nil],
                FeedDraftText(title: "Title", body: "Body", tags: "a,b,c,d,e,f"),
                "Tags (comma separated, at most 5, each at most 30 characters) — 6 tags given; at most 5 are allowed."
            ),
            (
                // Issue 36, terminal 7: said at the tags question, not after the sheet closes
                ["Title", "Body", "swift, " + String(repeating: "x", count: 31), nil],
                FeedDraftText(
                    title: "Title", body: "Body", tags: "swift, " + String(repeating: "x", count: 31)),
                "Tags (comma separated, at most 5, each at most 30 characters) — A tag is 31 characters; at most 30 are allowed."
            ),
        ] as [([String?], FeedDraftText, String)])
    func aBrokenRuleAsksThatFieldAgainWithWhatWasTypedAndWhy(
        answers: [String?], kept: FeedDraftText, question: String
    ) async {
        // Given a person whose answer breaks a rule, who then closes the question asked again
        // (a body's question closes with what it holds)
        let prompt = script(answers)
        prompt.typedBeforeClosing = kept.body
        let world = FeedWorld(prompt: prompt)
        let model = await world.loadedList()
        // When
        await model.compose()
        // Then the same field was asked again at once, starting from what was typed, saying why
        #expect(prompt.questions.last?.title == question)
        #expect(prompt.questions.last?.initial == answers[answers.count - 2])
        #expect(model.unsavedDraft == kept)
        #expect(model.message == "Your post is kept; writing again starts from it.")
        #expect(await world.store.publishedDrafts.isEmpty)
    }

    @Test func aFieldFixedWhereItWasRefusedGoesOnToTheNext() async {
        // Given six tags, then five
        let prompt = script(["Weekend", "Two\nparagraphs", "a,b,c,d,e,f", "a,b,c,d,e"])
        let world = FeedWorld(prompt: prompt)
        let model = await world.loadedList()
        // When
        await model.compose()
        // Then the tags were asked again, and the post is out
        #expect(prompt.questions.count == 4)
        #expect(model.posts.first?.tags == ["a", "b", "c", "d", "e"])
        #expect(model.unsavedDraft == nil)
        #expect(model.message == "Post published.")
    }

    @Test func aKeptPostThatBreaksARuleStartsAtThatField() async {
        // Given a post kept with six tags (the person closed the question asked again)
        let prompt = script(["Weekend", "Body", "a,b,c,d,e,f", nil, "a,b"])
        let model = await FeedWorld(prompt: prompt).loadedList()
        await model.compose()
        // When the person writes again
        await model.compose()
        // Then writing starts at the tags, with the reason, and the post is out
        #expect(prompt.questions.last?.title.hasSuffix("6 tags given; at most 5 are allowed.") == true)
        #expect(model.posts.first?.title == "Weekend")
        #expect(model.unsavedDraft == nil)
    }

    @Test func anEmptyTitleWithNothingElseTypedKeepsNothing() async {
        let model = await FeedWorld(prompt: script([" ", nil])).loadedList()
        await model.compose()
        #expect(model.unsavedDraft == nil)
        #expect(model.message == nil)
    }

    @Test(arguments: [
        (FeedPostsError.busy, "The database is busy; try again in a moment."),
        (.readOnly, "The database is read-only, so nothing can be saved."),
        (.diskFull, "The disk is full, so nothing can be saved."),
        (.unavailable("disk I/O error"), "The database is unavailable: disk I/O error."),
        (.invalid("title is longer than 120 characters"), "Title is longer than 120 characters."),
    ])
    func aFailedPublishKeepsThePostAndNamesTheCause(error: FeedPostsError, cause: String) async {
        // Given
        let text = FeedDraftText(title: "Title", body: "Body", tags: "swift")
        let world = FeedWorld(
            failures: .init(publishing: error), prompt: script([text.title, text.body, text.tags]))
        let model = await world.loadedList()
        // When
        await model.compose()
        // Then
        #expect(
            model.message
                == "Couldn't publish your post. \(cause) Your post is kept; writing again starts from it.")
        #expect(model.unsavedDraft == text)
        #expect(model.posts.count == SampleFeed.posts.count)
        #expect(world.eventNames.contains("feed.post_published") == false)
    }

    @Test func whilePublishingItSaysSoAndStartsNoSecondPost() async throws {
        // Given a publish the database holds
        let gate = GatedFeedPosts()
        let world = FeedWorld(source: gate, prompt: script(["Title", "Body", ""]))
        let model = world.list()
        let loading = Task { await model.refresh() }
        try await eventually("the first page asked for") { await gate.pageRequestCount == 1 }
        await gate.answerPage(0, with: .success(SampleFeed.posts))
        await loading.value
        let publishing = Task { await model.compose() }
        try await eventually("the publish") { await gate.publishRequestCount == 1 }
        // When the person tries to write another meanwhile
        #expect(model.isPublishing)
        #expect(await model.compose() == nil)
        // Then no question was asked; the first publish ends when the database lets go
        await gate.answerPublish(0, with: .success(SampleFeed.post(7, by: 1, "Title", ago: 0, tags: [])))
        #expect(await publishing.value?.id == 7)
        #expect(model.isPublishing == false)
        #expect(model.posts.first?.id == 7)
    }

    @Test func aSignedOutPersonIsAskedToSignInFirst() async {
        let model = await FeedWorld(prompt: script(), userID: nil).loadedList()
        await model.compose()
        #expect(model.message == "Sign in to write a post.")
    }

    @Test func anotherFrontEndsFormIsCheckedAndKept() async {
        // Given
        let world = FeedWorld()
        let model = await world.loadedList()
        // When
        let refused = await model.publish(FeedDraftText(title: "", body: "Body"))
        // Then
        #expect(refused == nil)
        #expect(model.unsavedDraft == FeedDraftText(title: "", body: "Body"))
        #expect(model.message == "A title is required. Your post is kept; writing again starts from it.")
        #expect(await model.publish(FeedDraftText(title: "Fine", body: "Body"))?.title == "Fine")
    }

    @Test func aTagListShowsANewPostOnlyWhenItCarriesTheTag() async {
        let model = await FeedWorld().loadedList(.tagged("math"))
        await model.publish(FeedDraftText(title: "Other", tags: "cooking"))
        #expect(model.posts.map(\.id) == [1, 5])
        await model.publish(FeedDraftText(title: "Sums", tags: "math"))
        #expect(model.posts.first?.title == "Sums")
    }

    @Test func aFormattingCharacterSentIsTakenOutAndNamedNeverRewritten() async throws {
        // Given a form sent with a right-to-left override in its body and a bell in its title
        let world = FeedWorld()
        let model = await world.loadedList()
        let sent = FeedDraftText(title: "Invoice\u{7}", body: "Pay to\u{202E}fdp.exe\r\nNow", tags: "money")
        // When it is published
        let refused = await model.publish(sent)
        // Then nothing is published, and the text is kept without them (no "�" in their place)
        #expect(refused == nil)
        #expect(
            model.unsavedDraft == FeedDraftText(title: "Invoice", body: "Pay tofdp.exe\nNow", tags: "money"))
        #expect(model.unsavedDraft?.body.unicodeScalars.contains("\u{FFFD}") == false)
        // And the person is told which characters went, and what they are
        #expect(
            model.message
                == "Took U+0007 (bell), U+202E (right-to-left override) out of your post: characters a post "
                + "may not hold. Not published yet: read it again, then publish.")
        // And publishing what they read publishes it
        let again = await model.publish(try #require(model.unsavedDraft))
        #expect(again?.body == "Pay tofdp.exe\nNow")
    }

    @Test func aSignedOutFormIsKept() async {
        let model = await FeedWorld(userID: nil).loadedList()
        await model.publish(FeedDraftText(title: "Mine"))
        #expect(model.unsavedDraft == FeedDraftText(title: "Mine"))
        #expect(model.message == "Sign in to write a post.")
    }
}
