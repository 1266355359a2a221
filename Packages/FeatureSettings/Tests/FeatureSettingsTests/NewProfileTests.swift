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

    @Test func aTakenHandleSaysSoAndWhatWasTypedIsOfferedAgain() async {
        // Given
        let world = world()
        world.prompter.textAnswers = ["grace", "Another Grace", nil]
        let model = await world.loadedSettings()
        // When
        await model.createProfile()
        // Then
        #expect(model.message == "The handle @grace is taken; choose another.")
        #expect(await world.account.accounts == SampleSettings.accounts)
        #expect(model.signedInAccount == SampleSettings.ada)
        #expect(world.events.isEmpty)
        // And the next try starts from what was typed
        await model.createProfile()
        #expect(world.prompter.initialTexts == ["", "", "grace"])
    }

    @Test(arguments: [
        ("Lin", HandleInput.Problem.invalidCharacters), ("", .empty), ("l n", .invalidCharacters),
        (String(repeating: "l", count: 31), .tooLong),
    ])
    func aBadHandleIsRefusedBeforeAskingForAName(typed: String, problem: HandleInput.Problem) async {
        let world = world()
        world.prompter.textAnswers = [typed]
        let model = await world.loadedSettings()
        await model.createProfile()
        #expect(model.message == problem.message)
        #expect(world.prompter.askedTitles.count == 1)
        #expect(await world.account.calls == ["currentAccount"])
    }

    @Test(arguments: [
        ("", "A profile needs a display name; no profile was created."),
        ("   ", "A profile needs a display name; no profile was created."),
        (
            String(repeating: "n", count: 61),
            "Display names are at most 60 characters; no profile was created."
        ),
    ])
    func aMissingOrOverlongDisplayNameCreatesNothing(name: String, text: String) async {
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
        // Then a new profile and a sign-in refuse a bad handle in the same words
        for typed in ["Lin", "l n", String(repeating: "l", count: 31)] {
            let world = world()
            world.prompter.textAnswers = [typed]
            let model = await world.loadedSettings()
            await model.createProfile()
            #expect(model.message == rule, "new profile \(typed)")
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

    @Test func aRefusedHandleIsNotStillShownOnceTheNextTryGetsPastIt() async {
        // Given a refused handle
        let world = world()
        world.prompter.textAnswers = ["Lin!"]
        let model = await world.loadedSettings()
        await model.createProfile()
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
