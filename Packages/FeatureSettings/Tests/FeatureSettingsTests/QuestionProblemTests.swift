import FeatureSettingsTesting
import Testing

@testable import FeatureSettings

/// Records the questions with their reasons apart, as a front end that can drop the reason once
/// the person changes their answer (the terminal's sheets) receives them.
@MainActor private final class ProblemRecordingPrompter {
    var answers: [String?]
    var asked: [(title: String, problem: String?)] = []

    init(answers: [String?]) { self.answers = answers }

    func askText(title: String, initial: String, limit: Int) async -> String? {
        await askText(title: title, problem: nil, initial: initial, limit: limit)
    }

    func askText(title: String, problem: String?, initial: String, limit: Int) async -> String? {
        asked.append((title, problem))
        return answers.isEmpty ? nil : answers.removeFirst()
    }

    func confirm(message: String) async -> Bool { false }
}

// In an extension, so its answers stay on the main actor with the test (a conformance on the
// class itself would take the requirement's isolation, the caller's).
extension ProblemRecordingPrompter: SettingsPrompter {}

/// A new profile's question asked again gives its reason apart from the question (issue 36,
/// terminal 10: the reason stayed in the sheet's title after the answer was fixed).
@MainActor @Suite(.timeLimit(.minutes(1))) struct QuestionProblemTests {
    @Test func aRefusedHandleIsAskedAgainWithTheReasonApart() async {
        let prompter = ProblemRecordingPrompter(answers: ["Bad!", nil])
        let world = SettingsWorld(using: [.preferences, .account, .analytics])
        var dependencies = world.dependencies
        dependencies.prompter = prompter
        let model = SettingsViewModel(dependencies: dependencies, onEvent: { _ in })
        await model.appear()
        await model.createProfile()
        #expect(
            prompter.asked.map(\.title) == [
                SettingsViewModel.newHandleQuestion, SettingsViewModel.newHandleQuestion,
            ])
        // The question states the rule; the reason says what is wrong, not the rule again (issue 43, 22)
        #expect(prompter.asked.map(\.problem) == [nil, "That has characters a handle cannot have."])
        #expect(SettingsViewModel.newHandleQuestion.contains("a-z, 0-9 and _, at most 30"))
    }
}
