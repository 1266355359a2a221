import AppCore

/// Other features' actions as the Saved and Messages teams would contribute them, on a set in
/// memory: `b` saves a post (marked "★ saved"), `m` opens a conversation with a person (a link).
@MainActor final class StandInActions {
    private(set) var saved: Set<Int>
    /// The posts `b` was performed on, in order.
    private(set) var performed: [Int] = []
    /// The links the shell was asked to follow.
    private(set) var followed: [String] = []
    private let signal: AsyncStream<Void>.Continuation
    private let changed: AsyncStream<Void>

    init(saved: Set<Int> = []) {
        self.saved = saved
        (changed, signal) = AsyncStream.makeStream(of: Void.self)
    }

    /// Another window saves a post.
    func saveElsewhere(_ id: Int) {
        saved.insert(id)
        signal.yield()
    }

    func lookup(_ ids: [Int]) -> Set<Int> { saved.intersection(ids) }

    func contributions(saveKey: Key = "b") -> Contributions {
        let changed = self.changed
        let marks = SubjectMarks<Int>(
            mark: "★ saved", lookup: { await self.lookup($0) }, changes: { changed })
        let save = ContributedAction<PostSubject>.toggle(
            id: "saved.save", key: saveKey,
            off: ActionWords(label: "save", help: "save the post to read later", button: "Save"),
            on: ActionWords(label: "unsave", help: "take the post out of your saved posts", button: "Unsave"),
            marks: marks
        ) { post, turnsOn in
            self.performed.append(post.id)
            if turnsOn { self.saved.insert(post.id) } else { self.saved.remove(post.id) }
            return .done(turnsOn ? "Saved." : "Unsaved.")
        }
        let message = ContributedAction<PersonSubject>(
            id: "messages.open", key: "m",
            words: ActionWords(label: "message", help: "write to the post's author", button: "Message")
        ) { person in .open(link: "mosaic://messages/@" + person.handle) }
        return Contributions(posts: [save], people: [message]).following { link in
            self.followed.append(link)
            return "/" + link.dropFirst("mosaic://".count)
        }
    }
}
