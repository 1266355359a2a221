import Testing

@testable import AppCore

/// A stand-in for another feature's store, as the Saved team's would be: which posts are saved,
/// a refusal on demand, and a signal when something changed elsewhere.
actor SavedStandIn {
    private(set) var saved: Set<Int>
    private(set) var lookups: [[Int]] = []
    var refuses = false
    var lookupFails = false
    nonisolated let changed: AsyncStream<Void>
    private let signal: AsyncStream<Void>.Continuation

    init(saved: Set<Int> = []) {
        self.saved = saved
        (changed, signal) = AsyncStream.makeStream(of: Void.self)
    }

    func lookup(_ ids: [Int]) throws -> Set<Int> {
        lookups.append(ids.sorted())
        if lookupFails { throw Refused() }
        return saved.intersection(ids)
    }

    func set(_ id: Int, saved isSaved: Bool) -> Bool {
        guard !refuses else { return false }
        if isSaved { saved.insert(id) } else { saved.remove(id) }
        return true
    }

    /// Another window saved or unsaved a post.
    func changeElsewhere(_ id: Int, saved isSaved: Bool) {
        if isSaved { saved.insert(id) } else { saved.remove(id) }
        signal.yield()
    }

    func refuse(_ refuses: Bool) { self.refuses = refuses }
    func failLookups(_ fails: Bool) { lookupFails = fails }

    struct Refused: Error {}

    /// `b` saves a post, with its mark, as the Saved feature would contribute it.
    @MainActor func action() -> ContributedAction<PostSubject> {
        let marks = SubjectMarks<Int>(
            mark: "★ saved", lookup: { try await self.lookup($0) }, changes: { self.changed })
        return .toggle(
            id: "saved.save", key: "b",
            off: ActionWords(label: "save", help: "save the post to read later", button: "Save"),
            on: ActionWords(label: "unsave", help: "take the post out of your saved posts", button: "Unsave"),
            marks: marks
        ) { post, turnsOn in
            await self.set(post.id, saved: turnsOn)
                ? .done(turnsOn ? "Saved." : "Unsaved.") : .problem("Could not save: the database is busy.")
        }
    }
}

/// `m` on a person opens the conversation with them, as the Messages feature would contribute it.
@MainActor func messageAction() -> ContributedAction<PersonSubject> {
    ContributedAction(
        id: "messages.open", key: "m",
        words: ActionWords(label: "message", help: "write to this person", button: "Message")
    ) { person in .open(link: "mosaic://messages/@" + person.handle) }
}

/// Waits until `condition` holds, for at most `limit`; at the limit the test fails at the caller's
/// line, naming what it waited for and how long.
@MainActor func eventually(
    _ what: String, limit: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: @MainActor () -> Bool
) async {
    let deadline = ContinuousClock.now + limit
    while !condition() {
        guard ContinuousClock.now < deadline else {
            Issue.record("Waited \(limit) for \(what); it never happened", sourceLocation: sourceLocation)
            return
        }
        try? await Task.sleep(for: .milliseconds(2))
    }
}
