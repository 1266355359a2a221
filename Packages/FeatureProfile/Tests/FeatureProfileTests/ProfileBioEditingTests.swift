import FeatureProfileTesting
import Testing

@testable import FeatureProfile

@MainActor @Suite struct ProfileBioEditingTests {
    private func ownProfile(
        answers: [String?], failsSaving: Bool = false, saveLatency: Duration = .zero
    ) async -> ProfileHarness {
        let people = FakeProfilePeople(failsSaving: failsSaving)
        let world = FakeProfileWorld(people: people, prompt: FakeProfilePrompt(textAnswers: answers))
        let harness = ProfileHarness(.me, world: world)
        await harness.load()
        await people.configure(latency: saveLatency)
        return harness
    }

    @Test func pressingEAsksForTheBioWithTheCurrentOneAndTheLimit() async throws {
        // Given my profile
        let harness = await ownProfile(answers: ["New bio"])
        // When I press e
        #expect(await harness.press("e"))
        // Then the prompt was asked with my bio and 160, and the trimmed answer is saved
        let request = try #require(harness.world.prompt.textRequests.first)
        #expect(request.title == "Edit bio")
        #expect(request.initial == SampleProfile.ada.bio)
        #expect(request.limit == 160)
        #expect(harness.content?.person.bio == "New bio")
        #expect(await harness.world.people.savedBios == ["New bio"])
    }

    @Test func theNewBioShowsBeforeTheSaveFinishes() async {
        // Given a slow save
        let harness = await ownProfile(answers: [], saveLatency: .milliseconds(100))
        // When I save a bio
        let saving = Task { await harness.viewModel.saveBio("  Optimistic  ") }
        while harness.content?.person.bio == SampleProfile.ada.bio { await Task.yield() }
        // Then it is shown trimmed while the save is still running
        #expect(harness.content?.person.bio == "Optimistic")
        #expect(await harness.world.people.savedBios.isEmpty)
        await saving.value
        #expect(await harness.world.people.savedBios == ["Optimistic"])
    }

    @Test func aFailedSaveRollsBackAndSaysSo() async {
        let harness = await ownProfile(answers: ["Will not stick"], failsSaving: true)
        await harness.press("e")
        #expect(harness.content?.person.bio == SampleProfile.ada.bio)
        #expect(harness.viewModel.notice == ProfileMessages.bioSaveFailed)
    }

    @Test func cancellingThePromptChangesNothing() async {
        let harness = await ownProfile(answers: [nil])
        await harness.press("e")
        #expect(harness.content?.person.bio == SampleProfile.ada.bio)
        #expect(await harness.world.people.savedBios.isEmpty)
        #expect(harness.viewModel.notice == nil)
    }

    @Test func anUnchangedBioIsNotSavedAgain() async {
        let harness = await ownProfile(answers: [SampleProfile.ada.bio + "  "])
        await harness.press("e")
        #expect(await harness.world.people.savedBios.isEmpty)
    }

    @Test func anEmptyBioClearsIt() async {
        let harness = await ownProfile(answers: ["   "])
        await harness.press("e")
        #expect(harness.content?.person.bio == "")
        #expect(await harness.world.people.savedBios == [""])
    }

    @Test(arguments: [
        (String(repeating: "x", count: 161), ProfileMessages.bioTooLong),
        ("two\nlines", ProfileMessages.bioHasControlCharacters),
    ])
    func anInvalidBioIsRefusedWithAReason(typed: String, message: String) async {
        let harness = await ownProfile(answers: [typed])
        await harness.press("e")
        #expect(harness.content?.person.bio == SampleProfile.ada.bio)
        #expect(harness.viewModel.notice == message)
        #expect(await harness.world.people.savedBios.isEmpty)
    }

    @Test func someoneElsesBioCannotBeEdited() async {
        // Given Grace's profile, viewed by Ada
        let harness = ProfileHarness(.person(id: SampleProfile.grace.id))
        await harness.load()
        // When Ada presses e, or saves directly
        #expect(await harness.press("e"))
        #expect(harness.viewModel.notice == ProfileMessages.readOnlyBio)
        harness.viewModel.notice = nil
        await harness.viewModel.saveBio("hijack")
        // Then nothing was asked or saved, and she is told why
        #expect(harness.world.prompt.textRequests.isEmpty)
        #expect(harness.viewModel.notice == ProfileMessages.readOnlyBio)
        #expect(harness.content?.person.bio == SampleProfile.grace.bio)
    }

    @Test func editingBeforeTheProfileLoadedIsIgnored() async {
        let harness = ProfileHarness(.me)
        #expect(await harness.press("e") == false)
        await harness.viewModel.editBio()
        await harness.viewModel.saveBio("anything")
        #expect(harness.world.prompt.textRequests.isEmpty)
    }

    @Test func leavingTheScreenMidSaveStillSavesTheBio() async {
        // Given a slow save started with e
        let harness = await ownProfile(answers: ["Saved anyway"], saveLatency: .milliseconds(50))
        _ = harness.screen.handle(key: "e")
        // When the screen disappears before the save finishes
        harness.viewModel.disappear()
        await harness.viewModel.actionTask?.value
        // Then the save completed and nothing was rolled back
        #expect(await harness.world.people.savedBios == ["Saved anyway"])
        #expect(harness.content?.person.bio == "Saved anyway")
        #expect(harness.viewModel.notice == nil)
    }
}
