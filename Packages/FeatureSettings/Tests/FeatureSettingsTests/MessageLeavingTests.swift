import FeatureSettings
import FeatureSettingsTesting
import Testing

/// Settings' messages tell an outcome from a problem, and both leave by themselves: an outcome
/// after 5 s, a problem after 20 s; a problem with loading stays while what is shown may be old.
@MainActor @Suite(.timeLimit(.minutes(1))) struct MessageLeavingTests {
    @Test func anOutcomeIsNotAProblemAndLeavesAfterFiveSeconds() async {
        // Given
        let world = SettingsWorld(using: [.preferences, .account, .analytics])
        let model = await world.loadedSettings()
        world.prompter.confirmAnswers = [true]
        // When
        await model.signOut()
        // Then it is an outcome, waiting 5 s to go
        #expect(model.message == "Signed out.")
        #expect(!model.messageIsProblem)
        guard await eventually("the outcome's wait", { world.clock.waiting == [5] }) else { return }
        // And when the time passes it is gone
        world.clock.pass()
        await eventually("the outcome to leave") { model.message == nil }
    }

    @Test func aMessagesKindIsSaidWithItNotGuessedFromItsWords() async {
        // Given Settings (issue 36, "How": no hasPrefix("Signed in as ") decides)
        let world = SettingsWorld(using: [.preferences, .account, .analytics])
        let model = await world.loadedSettings()
        // When the person signs in as Grace, then tries a handle nobody has
        await model.signIn(handle: "grace")
        // Then the sign-in is an outcome, said with its kind
        #expect(model.note == SettingsNote("Signed in as Grace Hopper (@grace).", kind: .outcome))
        await model.signIn(handle: "nobody")
        #expect(model.note?.kind == .problem)
        #expect(model.messageIsProblem)
    }

    @Test func aProblemIsMarkedAndLeavesAfterTwentySeconds() async {
        let world = SettingsWorld(using: [.preferences, .account])
        let model = await world.loadedSettings()
        await world.account.failActions(with: .busy)
        world.prompter.confirmAnswers = [true]
        await model.signOut()
        #expect(model.message?.hasPrefix("Couldn't sign out") == true)
        #expect(model.messageIsProblem)
        guard await eventually("the problem's wait", { world.clock.waiting == [20] }) else { return }
        world.clock.pass()
        await eventually("the problem to leave") { model.message == nil }
    }

    @Test func aNewerMessageStartsItsOwnWaitAndTheOldWaitTakesNothing() async {
        // Given an outcome waiting to go
        let world = SettingsWorld(using: [.preferences, .account, .analytics])
        let model = await world.loadedSettings()
        world.prompter.confirmAnswers = [true]
        await model.signOut()
        guard await eventually("the first wait", { world.clock.waiting == [5] }) else { return }
        // When a problem replaces it
        await model.signOut()
        // Then only the problem's wait is held, and the problem stays until its own time
        #expect(model.message == "You're not signed in.")
        guard await eventually("only the newer wait", { world.clock.waiting == [20] }) else { return }
        #expect(model.message == "You're not signed in.")
    }

    @Test func aFailedReloadStaysUntilALoadSucceeds() async {
        // Given shown settings, then a reload that fails
        let world = SettingsWorld(using: [.preferences, .account])
        let model = await world.loadedSettings()
        await world.account.failLoading(with: .unreachable("db.example:5432"))
        await model.refresh()
        // Then the problem stays with no wait to take it away: what is shown may be old
        #expect(model.message?.hasPrefix("Couldn't load your settings") == true)
        #expect(model.messageIsProblem)
        #expect(world.clock.waiting.isEmpty)
        // And a load that succeeds takes it away
        await world.account.failLoading(with: nil)
        await model.refresh()
        #expect(model.message == nil)
    }

    @Test func theFlagsScreensProblemsLeaveToo() async {
        let world = SettingsWorld(using: [.flags])
        let model = await world.loadedFlags()
        await model.setFlag("no-such-flag", to: true)
        #expect(model.message == "There's no feature flag no-such-flag.")
        #expect(model.messageIsProblem)
        guard await eventually("the problem's wait", { world.clock.waiting == [20] }) else { return }
        world.clock.pass()
        await eventually("the problem to leave") { model.message == nil }
    }
}
