/// Contributed actions on the terminal: each one a key command of the screen showing its subject.
@MainActor
extension Contributions {
    /// The commands for a post on screen (and for its author, when the screen names them), in
    /// the contributions' order. A screen appends them after its own commands, so its own keys
    /// win a clash (`KeyTable` runs the first command bound to a key).
    public func commands(
        forPost post: PostSubject?, author: PersonSubject? = nil, tasks: ScreenTasks, note: ActionNote
    ) -> [KeyCommand] {
        let onPost =
            post.map { post in
                posts.filter { $0.isOffered(post) }.map { command($0, for: post, tasks: tasks, note: note) }
            } ?? []
        let onAuthor = author.map { person in commands(forPerson: person, tasks: tasks, note: note) } ?? []
        return onPost + onAuthor
    }

    /// The commands for a person on screen (a profile's).
    public func commands(forPerson person: PersonSubject, tasks: ScreenTasks, note: ActionNote)
        -> [KeyCommand]
    {
        people.filter { $0.isOffered(person) }.map { command($0, for: person, tasks: tasks, note: note) }
    }

    /// One action's command: its key, its words as the subject is now; a person's own action,
    /// which leaving the screen does not cancel. Its sentence goes to `note`, its link is followed.
    private func command<Subject>(
        _ action: ContributedAction<Subject>, for subject: Subject, tasks: ScreenTasks, note: ActionNote
    ) -> KeyCommand {
        let words = action.words(for: subject)
        let follow = self.follow
        return KeyCommand(action.key, label: words.label, help: words.help) {
            note.clear()
            tasks.action {
                let outcome = await action.perform(subject)
                note.show(outcome)
                if let link = outcome.link { _ = follow(link) }
            }
        }
    }
}
