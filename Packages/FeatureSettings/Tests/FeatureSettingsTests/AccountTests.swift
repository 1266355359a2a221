import FeatureSettings
import FeatureSettingsTesting
import Testing

@testable import FeatureSettings

/// Signing in as a profile, signing out and deleting the account on this device's own database.
@MainActor @Suite(.timeLimit(.minutes(1))) struct AccountTests {
    private func world(account: InMemoryAccountService = InMemoryAccountService()) -> SettingsWorld {
        SettingsWorld(using: [.preferences, .account, .analytics], account: account)
    }

    @Test func signingInByHandleSaysSoAndTellsTheShell() async {
        // Given
        let world = world()
        let model = await world.loadedSettings()
        // When
        await model.signIn(handle: " @grace ")
        // Then
        #expect(model.signedInAccount == SampleSettings.grace)
        #expect(model.message == "Signed in as Grace Hopper (@grace).")
        #expect(world.events == [.accountChanged])
    }

    @Test func switchingAsksForTheHandleThenSignsIn() async {
        // Given
        let world = world()
        world.prompter.textAnswers = ["grace"]
        let model = await world.loadedSettings()
        // When
        await model.switchAccount()
        // Then
        #expect(world.prompter.askedTitles == ["Sign in as which profile? Type its handle (ada, grace)"])
        #expect(model.signedInAccount == SampleSettings.grace)
    }

    /// Issue 43, item 22: a wrong answer asks again at once, so what is typed next is an answer,
    /// never a command; closing then says what is true and forgets the wrong handle.
    @Test func anUnknownHandleIsAskedAgainAtOnceWithTheReason() async {
        // Given
        let world = world()
        world.prompter.textAnswers = ["gracee", "grace"]
        let model = await world.loadedSettings()
        // When
        await model.switchAccount()
        // Then the question came back at once, with what was typed and why, and the next answer signed in
        #expect(world.prompter.askedTitles.count == 2)
        #expect(
            world.prompter.askedTitles.last?.hasSuffix("There's no profile with the handle @gracee.") == true)
        #expect(world.prompter.initialTexts == ["", "gracee"])
        #expect(model.signedInAccount == SampleSettings.grace)
    }

    @Test func closingTheQuestionAfterAWrongHandleSaysNothingChangedAndForgetsIt() async {
        let world = world()
        world.prompter.textAnswers = ["@nosuchada", nil, nil]
        let model = await world.loadedSettings()
        await model.switchAccount()
        #expect(model.message == "Still signed in as Ada Lovelace (@ada).")
        #expect(world.events.isEmpty)
        await model.switchAccount()
        #expect(world.prompter.initialTexts == ["", "@nosuchada", ""])
    }

    @Test func theSignInQuestionListsTheHandlesOneCanSignInAs() async {
        let world = world()
        world.prompter.textAnswers = [nil]
        let model = await world.loadedSettings()
        await model.switchAccount()
        let handles = SampleSettings.accounts.map(\.handle).sorted().joined(separator: ", ")
        #expect(world.prompter.askedTitles == ["Sign in as which profile? Type its handle (\(handles))"])
        // And a database with more people than a question can list names none
        let many = (1...9).map { SettingsAccount(id: $0, displayName: "P\($0)", handle: "p\($0)") }
        let crowded = self.world(account: InMemoryAccountService(accounts: many, current: nil))
        crowded.prompter.textAnswers = [nil]
        let other = await crowded.loadedSettings()
        await other.switchAccount()
        #expect(crowded.prompter.askedTitles == ["Sign in as which profile? Type its handle"])
    }

    @Test(arguments: [
        ("", HandleInput.Problem.empty), ("   ", .empty), ("@", .empty),
        (String(repeating: "a", count: 31), .tooLong), ("ad a", .invalidCharacters),
        ("ada😀", .invalidCharacters), ("ade\u{301}", .invalidCharacters),
        ("ada\u{1B}[2J", .invalidCharacters), ("Grac\u{C9}", .invalidCharacters),
    ])
    func badHandlesAreRefusedBeforeAskingTheService(typed: String, problem: HandleInput.Problem) async {
        // Given
        let world = world()
        let model = await world.loadedSettings()
        // When
        await model.signIn(handle: typed)
        // Then
        #expect(model.message == problem.message)
        #expect(await world.account.calls == ["currentAccount"])
    }

    @Test(arguments: ["Grace", "@Grace", "GRACE", " @grACE "])
    func aHandleWithCapitalsSignsInAsTheHandleInLowerCase(typed: String) async {
        // Given Ada signed in, and Grace's profile
        let world = world()
        let model = await world.loadedSettings()
        // When the person signs in typing Grace's handle with capitals (issue 36: browser 8,
        // terminal 11)
        await model.signIn(handle: typed)
        // Then they are Grace, not told the handle breaks the rule
        #expect(model.signedInAccount == SampleSettings.grace)
        #expect(model.message == "Signed in as Grace Hopper (@grace).")
    }

    @Test func aHandleAtTheLimitIsAccepted() {
        let handle = String(repeating: "a", count: 30)
        #expect(HandleInput.parse(handle) == .success(handle))
        #expect(HandleInput.parse("@grace_2") == .success("grace_2"))
    }

    @Test func comingToSignInAsksAtOnceWithTheOldNewsGone() async {
        // Given Settings that last said "Signed out."
        let world = world()
        world.prompter.confirmAnswers = [true]
        let model = await world.loadedSettings()
        await model.signOut()
        #expect(model.message == "Signed out.")
        // When the person comes to sign in (from a signed-out profile), the answer "grace"
        var shownWhileAsked: [String?] = []
        world.prompter.whenAsked = { shownWhileAsked.append(model.message) }
        world.prompter.textAnswers = ["grace"]
        await model.startSigningIn()
        // Then the sign-in question was asked with nothing stale on screen, and it signed in
        #expect(world.prompter.askedTitles == ["Sign in as which profile? Type its handle (ada, grace)"])
        #expect(shownWhileAsked == [nil])
        #expect(model.signedInAccount == SampleSettings.grace)
    }

    @Test func comingToSignInBeforeSettingsLoadedLoadsThemThenAsks() async {
        // Given Settings never shown yet
        let world = world(account: InMemoryAccountService(current: nil))
        world.prompter.textAnswers = ["grace"]
        let model = world.settingsModel()
        // When
        await model.startSigningIn()
        // Then
        #expect(world.prompter.askedTitles.count == 1)
        #expect(model.signedInAccount == SampleSettings.grace)
    }

    @Test func comingToSignInWhereNobodyHasAProfileAsksToMakeOne() async {
        // Given a new database: no profile at all (issue 36, terminal 6)
        let world = world(account: InMemoryAccountService(accounts: [], current: nil))
        world.prompter.textAnswers = ["lin", "Lin Clark"]
        let model = world.settingsModel()
        // When the person comes to sign in (a signed-out profile's "enter to sign in")
        await model.startSigningIn()
        // Then they are asked for a new profile, told why, not for a handle nobody has
        #expect(
            world.prompter.askedTitles.first
                == "New profile: choose a handle (a-z, 0-9 and _, at most 30) — There are no profiles yet to sign in as: make yours."
        )
        #expect(model.signedInAccount?.handle == "lin")
    }

    @Test func cancellingTheQuestionDoesNothing() async {
        let world = world()
        world.prompter.textAnswers = [nil]
        let model = await world.loadedSettings()
        await model.switchAccount()
        #expect(model.message == nil)
        #expect(await world.account.calls == ["currentAccount"])
    }

    @Test(arguments: [
        (
            SettingsAccountError.busy,
            "Couldn't sign in as @grace: the database is busy (another program is writing to it); try again in a "
                + "moment."
        ),
        (
            .unreachable("db.example:5432"),
            "Couldn't sign in as @grace: the team server at db.example:5432 is unreachable."
        ),
        (
            .unavailable(
                "Cannot write /h/session.json (Permission denied). Check the folder exists and is writable."),
            "Couldn't sign in as @grace: Cannot write /h/session.json (Permission denied). Check the folder exists and "
                + "is writable."
        ),
    ])
    func aFailedSignInNamesTheCause(error: SettingsAccountError, text: String) async {
        let world = world(account: InMemoryAccountService(actionFailure: error))
        let model = await world.loadedSettings()
        await model.signIn(handle: "grace")
        #expect(model.message == text)
        #expect(model.signedInAccount == SampleSettings.ada)
        #expect(world.events.isEmpty)
    }

    @Test func signingOutAfterConfirmingSaysSoAndTracksIt() async {
        // Given
        let world = world()
        world.prompter.confirmAnswers = [true]
        let model = await world.loadedSettings()
        // When
        await model.signOut()
        // Then
        #expect(world.prompter.confirmMessages == ["Sign out of Ada Lovelace (@ada)?"])
        #expect(model.signedInAccount == nil)
        #expect(model.message == "Signed out.")
        #expect(world.events == [.signedOut])
        #expect(world.eventNames == ["settings.signed_out"])
    }

    @Test func signingOutWhenOptedOutTracksNothing() async {
        let optedOut = SettingsPreferences(useColour: false, compactFeed: false, analyticsOptOut: true)
        let world = SettingsWorld(
            using: [.preferences, .account],
            preferences: InMemorySettingsPreferencesStore(preferences: optedOut))
        world.prompter.confirmAnswers = [true]
        let model = await world.loadedSettings()
        await model.signOut()
        #expect(world.events == [.signedOut])
    }

    @Test func decliningSignOutKeepsTheAccount() async {
        let world = world()
        world.prompter.confirmAnswers = [false]
        let model = await world.loadedSettings()
        await model.signOut()
        #expect(model.signedInAccount == SampleSettings.ada)
        #expect(model.message == nil)
        #expect(world.events.isEmpty)
    }

    @Test func aFailedSignOutKeepsTheAccountAndSaysWhy() async {
        let world = world(account: InMemoryAccountService(actionFailure: .busy))
        world.prompter.confirmAnswers = [true]
        let model = await world.loadedSettings()
        await model.signOut()
        #expect(
            model.message
                == "Couldn't sign out: the database is busy (another program is writing to it); try again in a moment. "
                + "You're still signed in.")
        #expect(model.signedInAccount == SampleSettings.ada)
        #expect(world.analytics.events.isEmpty)
    }

    @Test func signingOutOrDeletingWhenNobodyIsSignedInSaysSo() async {
        let world = world(account: InMemoryAccountService(current: nil))
        let model = await world.loadedSettings()
        await model.signOut()
        #expect(model.message == "You're not signed in.")
        await model.deleteAccount()
        #expect(model.message == "You're not signed in.")
        #expect(await world.account.calls == ["currentAccount"])
    }

    @Test func theDeleteQuestionNamesTheAccount() async {
        let world = world()
        world.prompter.textAnswers = [nil]
        let model = await world.loadedSettings()
        await model.deleteAccount()
        #expect(
            world.prompter.askedTitles == [
                "Delete Ada Lovelace (@ada) and all of its posts for good? Type ada to confirm"
            ])
        #expect(model.message == "Nothing was deleted.")
        #expect(await world.account.accounts == SampleSettings.accounts)
    }

    @Test(arguments: ["ada", "@ada"])
    func typingTheHandleExactlyDeletesTheAccount(typed: String) async {
        // Given
        let world = world()
        world.prompter.textAnswers = [typed]
        let model = await world.loadedSettings()
        // When
        await model.deleteAccount()
        // Then
        #expect(await world.account.accounts == [SampleSettings.grace])
        #expect(model.signedInAccount == nil)
        #expect(model.message == "Your account was deleted.")
        #expect(world.events == [.accountDeleted])
    }

    /// Issue 43, item 22: a wrong handle asks again at once; closing then deletes nothing.
    @Test(arguments: ["ad", "Ada", "", "grace"])
    func aHandleThatDoesNotMatchIsAskedAgainAndDeletesNothing(typed: String) async {
        let world = world()
        world.prompter.textAnswers = [typed, nil]
        let model = await world.loadedSettings()
        await model.deleteAccount()
        #expect(world.prompter.askedTitles.count == 2)
        #expect(world.prompter.initialTexts == ["", typed])
        #expect(model.message == "Nothing was deleted.")
        #expect(await world.account.calls == ["currentAccount"])
        #expect(world.events.isEmpty)
    }

    @Test func aWrongHandleThenTheRightOneDeletesTheAccount() async {
        let world = world()
        world.prompter.textAnswers = ["adaa", "ada"]
        let model = await world.loadedSettings()
        await model.deleteAccount()
        #expect(
            world.prompter.askedTitles.last?.hasSuffix("“adaa” is not your handle; nothing was deleted.")
                == true)
        #expect(model.message == "Your account was deleted.")
    }

    @Test(arguments: [
        (
            SettingsAccountError.notAllowed("the database refused it (permission denied for function)"),
            "Couldn't delete your account: the database does not allow it (the database refused it (permission "
                + "denied for function)). Nothing was deleted."
        ),
        (
            .notFound("person 1"),
            "Couldn't delete your account: person 1 no longer exists. Nothing was deleted."
        ),
    ])
    func aFailedDeleteKeepsTheAccountAndSaysWhy(error: SettingsAccountError, text: String) async {
        let world = world(account: InMemoryAccountService(actionFailure: error))
        world.prompter.textAnswers = ["ada"]
        let model = await world.loadedSettings()
        await model.deleteAccount()
        #expect(model.message == text)
        #expect(model.signedInAccount == SampleSettings.ada)
        #expect(world.events.isEmpty)
    }
}
