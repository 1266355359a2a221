import AppCore

/// Other features' actions on a person as the Messages team (and a toggle such as following)
/// would contribute them: `m` opens the conversation (a link), `f` follows with a mark.
@MainActor final class StandInActions {
    private(set) var followed: [String] = []
    private(set) var performedOn: [Int] = []
    private(set) var following: Set<Int>
    /// Changes made elsewhere: a stream that, as a live one, never ends.
    private let changed: AsyncStream<Void>
    private let signal: AsyncStream<Void>.Continuation

    init(following: Set<Int> = []) {
        self.following = following
        (changed, signal) = AsyncStream.makeStream(of: Void.self)
    }

    func lookup(_ ids: [Int]) -> Set<Int> { following.intersection(ids) }

    func contributions() -> Contributions {
        let message = ContributedAction<PersonSubject>(
            id: "messages.open", key: "m",
            words: ActionWords(label: "message", help: "write to this person", button: "Message")
        ) { person in
            self.performedOn.append(person.id)
            return .open(link: "mosaic://messages/@" + person.handle)
        }
        let follow = ContributedAction<PersonSubject>.toggle(
            id: "follows.follow", key: "f",
            off: ActionWords(label: "follow", help: "follow this person", button: "Follow"),
            on: ActionWords(label: "unfollow", help: "stop following this person", button: "Unfollow"),
            marks: SubjectMarks(
                mark: "★ following", lookup: { await self.lookup($0) }, changes: { self.changed })
        ) { person, turnsOn in
            if turnsOn { self.following.insert(person.id) } else { self.following.remove(person.id) }
            return .done(nil)
        }
        return Contributions(people: [message, follow]).following { link in
            self.followed.append(link)
            return "/" + link.dropFirst("mosaic://".count)
        }
    }
}
