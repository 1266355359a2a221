import Testing

@testable import AppCore

/// A contributed action runs its work where its owner (a web session, the terminal's main
/// actor) runs: a toggle changes its marks, which the owner's faces read as they draw, and work
/// run elsewhere would change them from two threads at once (as `together` once did).
@Suite struct ContributedActionIsolationTests {
    /// A contributing feature, as one writes its action: the work records where it ran.
    final class Contributor {
        private(set) var isolations: [(any Actor)?] = []

        func saveAction() -> ContributedAction<PostSubject> {
            let marks = SubjectMarks<Int>(
                mark: "★ saved", lookup: { _ in [] }, changes: { AsyncStream { _ in } })
            let words = ActionWords(label: "save", help: "save the post", button: "Save")
            return .toggle(id: "saved.save", key: "b", off: words, on: words, marks: marks) { _, _ in
                self.isolations.append(isolationOfCaller())
                return .done("Saved.")
            }
        }

        func messageAction() -> ContributedAction<PostSubject> {
            let words = ActionWords(label: "message", help: "message the author", button: "Message")
            return ContributedAction(id: "messages.open", key: "m", words: words) { _ in
                self.isolations.append(isolationOfCaller())
                return .done("Opened.")
            }
        }
    }

    /// The owner of a screen with the actions, as a browser session is.
    actor Session {
        let contributor = Contributor()

        func performBoth() async -> [Bool] {
            _ = await contributor.saveAction().perform(PostSubject(id: 7))
            _ = await contributor.messageAction().perform(PostSubject(id: 7))
            return contributor.isolations.map { $0 === self }
        }
    }

    @Test func aToggleAndAPlainActionRunOnTheirOwnersIsolation() async {
        let session = Session()
        #expect(await session.performBoth() == [true, true])
    }
}
