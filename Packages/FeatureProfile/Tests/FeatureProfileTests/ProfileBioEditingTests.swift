import FeatureProfileTesting
import Testing

@testable import FeatureProfile

@MainActor @Suite(.timeLimit(.minutes(1))) struct ProfileBioEditingTests {
    private func ownProfile(
        answers: [String?] = [], people: FakeProfilePeople = FakeProfilePeople()
    ) async -> ProfileHarness {
        let world = FakeProfileWorld(people: people, prompt: FakeProfilePrompt(textAnswers: answers))
        let harness = ProfileHarness(.me, world: world, uses: .acting)
        await harness.load()
        return harness
    }

    @Test func editingAsksWithTheCurrentBioAndSavesTheAnswer() async throws {
        // Given my profile
        let harness = await ownProfile(answers: ["  New bio "])
        // When I edit my bio
        await harness.model.editBio()
        // Then the prompt had my bio and the limit, the trimmed answer is saved, and it says so
        let request = try #require(harness.world.prompt.textRequests.first)
        #expect(request.title == "Edit bio")
        #expect(request.initial == SampleProfile.ada.bio)
        #expect(request.limit == 160)
        #expect(harness.content?.person.bio == "New bio")
        #expect(await harness.world.people.savedBios == ["New bio"])
        #expect(harness.model.message == "Bio saved.")
        // Said as an outcome, decided where it was said (not looked up by its words)
        #expect(harness.model.said?.kind == .outcome)
        #expect(!harness.model.messageIsProblem)
        #expect(harness.model.unsavedBio == nil)
    }

    @Test func theNewBioShowsBeforeTheSaveFinishes() async throws {
        // Given a save held at a gate
        let gate = Gate()
        let harness = await ownProfile(people: FakeProfilePeople(saveGate: gate))
        // When I save a bio
        let saving = Task { await harness.model.saveBio("Optimistic") }
        try await eventually("the save to start") { await gate.arrivals == 1 }
        // Then it is shown while the save is still running, and stays after
        #expect(harness.content?.person.bio == "Optimistic")
        #expect(await harness.world.people.savedBios.isEmpty)
        await gate.open()
        await saving.value
        #expect(await harness.world.people.savedBios == ["Optimistic"])
    }

    nonisolated static let saveFailures: [(ProfilePeopleError, String)] = [
        (.busy, "The database is busy; try again in a moment."),
        (.readOnly, "The database is read-only."),
        (.diskFull, "The disk is full."),
        (.unreachable("db.example:5432"), "The team server can't be reached right now."),
        (
            .unavailable("the server closed the connection"),
            "The database is unavailable: the server closed the connection."
        ),
        (.notAllowed, "You can only edit your own bio."),
        (.notFound, "This person no longer exists."),
        (.invalid("bio has control characters"), "Bio has control characters."),
    ]

    @Test(arguments: saveFailures)
    func aFailedSaveRollsBackKeepsTheTextAndNamesTheCause(error: ProfilePeopleError, cause: String) async {
        // Given a store that refuses the save
        let harness = await ownProfile(
            answers: ["Will not stick"], people: FakeProfilePeople(saveFailure: error))
        // When I edit my bio
        await harness.model.editBio()
        // Then the old bio is back, my text is kept, and the message says why and that it is kept
        #expect(harness.content?.person.bio == SampleProfile.ada.bio)
        #expect(harness.model.unsavedBio == "Will not stick")
        #expect(
            harness.model.message
                == "Your bio wasn't saved. \(cause) Your text is kept: editing your bio again starts from it."
        )
    }

    @Test func editingAgainStartsFromTheKeptTextAndASaveClearsIt() async throws {
        // Given a save that failed because the database was busy
        let people = FakeProfilePeople(saveFailure: .busy)
        let harness = await ownProfile(answers: ["Typed once", "Typed once, saved"], people: people)
        await harness.model.editBio()
        // When the database is free and I edit again
        await people.configure(saveFailure: .some(nil))
        await harness.model.editBio()
        // Then the prompt started from what I typed, and the save went through
        #expect(harness.world.prompt.textRequests.map(\.initial) == [SampleProfile.ada.bio, "Typed once"])
        #expect(harness.content?.person.bio == "Typed once, saved")
        #expect(harness.model.unsavedBio == nil)
        #expect(harness.model.message == "Bio saved.")
    }

    @Test(arguments: [
        (String(repeating: "x", count: 161), "A bio can be at most 160 characters."),
        ("two\nlines", "A bio can't contain line breaks or control characters."),
    ])
    func aRefusedBioIsAskedAgainWithWhatWasTypedAndWhy(typed: String, reason: String) async {
        // Given a bio that breaks a rule, then the question closed when it is asked again
        let harness = await ownProfile(answers: [typed, nil])
        await harness.model.editBio()
        // Then it was asked again at once, from what was typed, saying why; nothing was saved
        #expect(harness.world.prompt.textRequests.last?.title == "Edit bio — " + reason)
        #expect(harness.world.prompt.textRequests.last?.initial == typed)
        #expect(harness.content?.person.bio == SampleProfile.ada.bio)
        #expect(await harness.world.people.savedBios.isEmpty)
        // And closing kept it, on disk too, for the next edit
        #expect(harness.model.message == "Your text is kept: editing your bio again starts from it.")
        #expect(harness.world.drafts.kept(of: SampleProfile.ada.id) == typed)
        await harness.model.editBio()
        #expect(harness.world.prompt.textRequests.last?.initial == typed)
    }

    @Test func closingTheQuestionKeepsAnEditedBioLikeAPost() async {
        // Given a person who changed their bio, then pressed Esc
        let harness = await ownProfile(answers: [nil])
        harness.world.prompt.typedBeforeClosing = "Half a new bio"
        await harness.model.editBio()
        // Then the text is kept, said, and written down for the next run
        #expect(harness.model.unsavedBio == "Half a new bio")
        #expect(harness.model.message == "Your text is kept: editing your bio again starts from it.")
        #expect(harness.world.drafts.kept(of: SampleProfile.ada.id) == "Half a new bio")
        // And a profile opened in the next run takes it up
        let next = ProfileHarness(world: harness.world, uses: .acting)
        await next.load()
        #expect(next.model.unsavedBio == "Half a new bio")
    }

    @Test func cancellingThePromptChangesNothing() async {
        let harness = await ownProfile(answers: [nil])
        await harness.model.editBio()
        #expect(harness.content?.person.bio == SampleProfile.ada.bio)
        #expect(await harness.world.people.savedBios.isEmpty)
        #expect(harness.model.message == nil)
    }

    @Test func theStoredBioAgainIsNotSavedAndDropsKeptText() async {
        // Given a refused bio kept for later
        let harness = await ownProfile(answers: [
            String(repeating: "x", count: 161), SampleProfile.ada.bio + "  ",
        ])
        await harness.model.editBio()
        // When the person goes back to the stored bio
        await harness.model.editBio()
        // Then nothing is saved and nothing is left unsaved
        #expect(await harness.world.people.savedBios.isEmpty)
        #expect(harness.model.unsavedBio == nil)
        #expect(harness.model.message == nil)
    }

    @Test func anEmptyBioClearsIt() async {
        let harness = await ownProfile(answers: ["   "])
        await harness.model.editBio()
        #expect(harness.content?.person.bio == "")
        #expect(await harness.world.people.savedBios == [""])
    }

    @Test func someoneElsesBioCannotBeEdited() async {
        // Given Grace's profile viewed by Ada, with no prompt allowed
        let harness = ProfileHarness(.person(id: SampleProfile.grace.id))
        await harness.load()
        // When Ada edits, or saves directly
        await harness.model.editBio()
        #expect(harness.model.message == "This is someone else's profile: only they can edit their bio.")
        await harness.model.saveBio("hijack")
        // Then nothing was asked or saved, and she is told why
        #expect(harness.model.message == "This is someone else's profile: only they can edit their bio.")
        #expect(harness.content?.person.bio == SampleProfile.grace.bio)
        #expect(await harness.world.people.savedBios.isEmpty)
    }

    @Test func editingBeforeTheProfileLoadedDoesNothing() async {
        // Given a profile not loaded, with no port allowed at all
        let harness = ProfileHarness(.me, uses: [])
        // When
        await harness.model.editBio()
        await harness.model.saveBio("anything")
        // Then nothing was touched (a strict port would have recorded an issue)
        #expect(harness.model.state == .idle)
    }
}
