import FeatureSettings
import FeatureSettingsTesting
import Testing

@testable import FeatureSettings

/// Creating a profile on this device's own database, then being signed in as it.
@MainActor @Suite(.timeLimit(.minutes(1))) struct NewProfileTests {
    private func world(account: InMemoryAccountService = InMemoryAccountService()) -> SettingsWorld {
        SettingsWorld(using: [.preferences, .account, .analytics], account: account)
    }

    @Test func aNewProfileIsCreatedSignedInAndSaid() async {
        // Given
        let world = world()
        let model = await world.loadedSettings()
        // When
        await model.createProfile(handle: "@lin", displayName: "  Lin Clark ")
        // Then
        #expect(model.signedInAccount?.handle == "lin")
        #expect(model.signedInAccount?.displayName == "Lin Clark")
        #expect(await world.account.current?.handle == "lin")
        #expect(model.message == "Created Lin Clark (@lin); you're signed in as them.")
        #expect(world.events == [.accountChanged])
        #expect(world.eventNames == ["settings.profile_created"])
    }

    @Test func creatingAsksForAHandleThenAName() async {
        let world = world()
        world.prompter.textAnswers = ["lin", "Lin Clark"]
        let model = await world.loadedSettings()
        await model.createProfile()
        #expect(
            world.prompter.askedTitles == [
                "New profile: choose a handle (a-z, 0-9 and _, at most 30)", "Display name for @lin",
            ])
        #expect(model.signedInAccount?.handle == "lin")
    }

    @Test func aNewProfileCanBeCreatedWhileSignedOut() async {
        let world = world(account: InMemoryAccountService(current: nil))
        let model = await world.loadedSettings()
        await model.createProfile(handle: "lin", displayName: "Lin")
        #expect(model.signedInAccount?.handle == "lin")
    }

    @Test func aTakenHandleReopensTheHandleQuestionWithWhatWasTypedAndWhy() async {
        // Given
        let world = world()
        world.prompter.textAnswers = ["grace", "Another Grace", nil]
        let model = await world.loadedSettings()
        // When
        await model.createProfile()
        // Then the handle question is asked again at once, starting from "grace", saying why
        #expect(
            world.prompter.askedTitles.last
                == "New profile: choose a handle (a-z, 0-9 and _, at most 30) — The handle @grace is taken; choose another."
        )
        #expect(world.prompter.initialTexts == ["", "", "grace"])
        #expect(model.message == "No profile was created.")
        #expect(await world.account.accounts == SampleSettings.accounts)
        #expect(model.signedInAccount == SampleSettings.ada)
        #expect(world.events.isEmpty)
        // And the next try starts from what was typed, name included
        world.prompter.textAnswers = ["gracie", "Another Grace"]
        await model.createProfile()
        #expect(world.prompter.initialTexts.suffix(2) == ["grace", "Another Grace"])
        #expect(model.signedInAccount?.handle == "gracie")
    }

    @Test(arguments: [
        ("Lin", HandleInput.Problem.invalidCharacters), ("", .empty), ("l n", .invalidCharacters),
        (String(repeating: "l", count: 31), .tooLong),
    ])
    func aBadHandleReopensTheHandleQuestionBeforeAskingForAName(typed: String, problem: HandleInput.Problem)
        async
    {
        let world = world()
        world.prompter.textAnswers = [typed, "lin", "Lin"]
        let model = await world.loadedSettings()
        await model.createProfile()
        #expect(
            world.prompter.askedTitles == [
                SettingsViewModel.newHandleQuestion,
                SettingsViewModel.newHandleQuestion + " — " + problem.besideTheRule,
                "Display name for @lin",
            ])
        #expect(world.prompter.initialTexts == ["", typed, ""])
        #expect(model.signedInAccount?.handle == "lin")
    }

    @Test(arguments: [
        ("", "A profile needs a display name."),
        ("   ", "A profile needs a display name."),
        (String(repeating: "n", count: 61), "Display names are at most 60 characters."),
    ])
    func aMissingOrOverlongDisplayNameReopensTheNameQuestion(name: String, reason: String) async {
        let world = world()
        world.prompter.textAnswers = ["lin", name, nil]
        let model = await world.loadedSettings()
        await model.createProfile()
        #expect(world.prompter.askedTitles.last == "Display name for @lin — " + reason)
        #expect(world.prompter.initialTexts.last == name)
        #expect(model.message == "No profile was created.")
        #expect(await world.account.calls == ["currentAccount"])
    }

    @Test(arguments: [
        ("", "A profile needs a display name. No profile was created."),
        ("   ", "A profile needs a display name. No profile was created."),
        (
            String(repeating: "n", count: 61),
            "Display names are at most 60 characters. No profile was created."
        ),
    ])
    func aMissingOrOverlongDisplayNameGivenDirectlyCreatesNothing(name: String, text: String) async {
        let world = world()
        let model = await world.loadedSettings()
        await model.createProfile(handle: "lin", displayName: name)
        #expect(model.message == text)
        #expect(await world.account.calls == ["currentAccount"])
    }

    @Test func aBadHandleGivenDirectlyIsRefusedToo() async {
        let world = world()
        let model = await world.loadedSettings()
        await model.createProfile(handle: "Lin", displayName: "Lin")
        #expect(model.message == HandleInput.Problem.invalidCharacters.message)
    }

    @Test func everyHandleRefusalSaysTheOneRuleAndEveryQuestionTakesThatMany() async {
        // Given the store's rule: a-z, 0-9 and _, at most 30
        let rule = "Handles are a-z, 0-9 and _, at most 30 characters."
        // Then a new profile and a sign-in refuse a bad handle in the same words (a sign-in
        // reads capitals as lower case, so "Lin" is refused only as a new handle)
        for typed in ["l n", "l!n", String(repeating: "l", count: 31)] {
            let world = world()
            world.prompter.textAnswers = [typed, nil]
            let model = await world.loadedSettings()
            await model.createProfile()
            // The new profile's question says the rule once, in its title
            let asked = world.prompter.askedTitles.last ?? ""
            #expect(asked.contains("a-z, 0-9 and _, at most 30"), "new profile \(typed)")
            #expect(!asked.contains(rule), "new profile \(typed): \(asked)")
            await model.signIn(handle: typed)
            #expect(model.message == rule, "sign in \(typed)")
        }
        // And every handle question's counter counts to the rule's 30, not 31
        let world = world()
        world.prompter.textAnswers = ["lin", nil, "grace", nil]
        let model = await world.loadedSettings()
        await model.createProfile()
        await model.switchAccount()
        await model.deleteAccount()
        #expect(world.prompter.limits == [30, 60, 30, 30])
    }

    @Test func anOldRefusalIsNotStillShownOnceTheNextTryGetsPastIt() async {
        // Given a refusal left on screen by a directly given bad handle
        let world = world()
        let model = await world.loadedSettings()
        await model.createProfile(handle: "Lin!", displayName: "Lin")
        #expect(model.message == HandleInput.Problem.invalidCharacters.message)
        // When the next try's handle is good and the name is asked
        var shownWhileAsked: [String?] = []
        world.prompter.whenAsked = { shownWhileAsked.append(model.message) }
        world.prompter.textAnswers = ["lin", "Lin Clark"]
        await model.createProfile()
        // Then the old refusal is gone by the time the name is asked
        #expect(shownWhileAsked.count == 2)
        #expect(shownWhileAsked.last == .some(nil))
        #expect(model.message == "Created Lin Clark (@lin); you're signed in as them.")
    }

    @Test func cancellingAReopenedHandleQuestionSaysNothingWasCreated() async {
        let world = world()
        world.prompter.textAnswers = ["Lin", nil]
        let model = await world.loadedSettings()
        await model.createProfile()
        #expect(model.message == "No profile was created.")
    }

    @Test func cancellingTheNameCreatesNothing() async {
        let world = world()
        world.prompter.textAnswers = ["lin", nil]
        let model = await world.loadedSettings()
        await model.createProfile()
        #expect(model.message == "No profile was created.")
        #expect(await world.account.accounts == SampleSettings.accounts)
    }

    @Test func cancellingTheHandleSaysNothing() async {
        let world = world()
        world.prompter.textAnswers = [nil]
        let model = await world.loadedSettings()
        await model.createProfile()
        #expect(model.message == nil)
    }

    @Test(arguments: [
        (
            SettingsAccountError.invalid("display name holds a control character"),
            "Couldn't create the profile: display name holds a control character. Nothing was created."
        ),
        (
            .readOnly("/data/mosaic.sqlite"),
            "Couldn't create the profile: the database /data/mosaic.sqlite is read-only. Nothing was created."
        ),
    ])
    func aFailedCreateNamesTheCauseAndKeepsWhoWasSignedIn(error: SettingsAccountError, text: String) async {
        let world = world(account: InMemoryAccountService(actionFailure: error))
        let model = await world.loadedSettings()
        await model.createProfile(handle: "lin", displayName: "Lin")
        #expect(model.message == text)
        #expect(model.signedInAccount == SampleSettings.ada)
    }
}
