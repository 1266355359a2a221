/// An action one feature contributes to another feature's subjects: `b` on a post saves it (the
/// Saved feature's), `m` on a person opens your conversation with them (the Messages feature's).
/// The feature that shows the subjects (the feed, a profile) knows nothing of the contributing
/// one: it lists the action's key in its key table, footer and help, draws its mark beside each
/// subject that is on, shows a button on the web, and runs `perform` for the subject chosen.
///
/// A toggle (`toggle(...)`) has marks and two wordings, and changes at once, put back if
/// refused; a plain action (`init`) has one wording and may open a link.
///
/// It belongs to whoever shows its subjects (the terminal's main actor, one web session), and
/// runs there: its marks are read as the face draws.
public struct ContributedAction<Subject: ActionSubject>: Identifiable {
    /// A name unique in the app that the web's forms carry ("saved.save"); lower case, dots.
    public let id: String
    public let key: Key
    /// The words for a subject that is off (or for every subject, when there are no marks).
    public let words: ActionWords
    /// The words for a subject that is on; nil when the action has one wording.
    public let wordsWhenOn: ActionWords?
    /// Which subjects are on; nil for an action without a state (open a conversation).
    public let marks: SubjectMarks<Subject.ID>?
    /// The work, given the state the person asked for when they said it (a web form's "on"); nil
    /// for a key, which turns the subject to the other state from what its mark shows.
    /// It is `nonisolated(nonsending)`, like every work here: it runs on its owner's isolation.
    /// (A plain async closure, in this package, ran on the global executor: a toggle changed its
    /// marks beside the session that draws them.)
    private let run: nonisolated(nonsending) (Subject, _ wanted: Bool?) async -> ActionOutcome
    /// Whether the action is offered for a subject (no Message on the person's own posts and
    /// profile); every subject unless the contributing feature says otherwise (`offered(when:)`).
    public private(set) var isOffered: (Subject) -> Bool = { _ in true }

    /// An action with one wording whatever the subject's state, and marks if it has a state of
    /// its own to show.
    public init(
        id: String, key: Key, words: ActionWords, wordsWhenOn: ActionWords? = nil,
        marks: SubjectMarks<Subject.ID>? = nil,
        perform: nonisolated(nonsending) @escaping (Subject) async -> ActionOutcome
    ) {
        self.id = id
        self.key = key
        self.words = words
        self.wordsWhenOn = wordsWhenOn
        self.marks = marks
        self.run = { subject, _ in await perform(subject) }
    }

    private init(
        id: String, key: Key, words: ActionWords, wordsWhenOn: ActionWords?, marks: SubjectMarks<Subject.ID>?,
        run: nonisolated(nonsending) @escaping (Subject, _ wanted: Bool?) async -> ActionOutcome
    ) {
        self.id = id
        self.key = key
        self.words = words
        self.wordsWhenOn = wordsWhenOn
        self.marks = marks
        self.run = run
    }

    /// An on/off action (save, unsave): `change` asks the contributing feature to turn the subject
    /// on or off and says how it went. The mark changes at once and is put back on a problem. The
    /// state asked for, when the person said it (`perform(_:wanted:)`), is the one asked of the
    /// feature: a mark not known (its lookup failed) cannot turn an Unsave into a Save.
    public static func toggle(
        id: String, key: Key, off: ActionWords, on: ActionWords, marks: SubjectMarks<Subject.ID>,
        change: nonisolated(nonsending) @escaping (Subject, _ turnsOn: Bool) async -> ActionOutcome
    ) -> ContributedAction {
        ContributedAction(id: id, key: key, words: off, wordsWhenOn: on, marks: marks) { subject, wanted in
            let turnsOn = wanted ?? !marks.isOn(subject.id)
            return await marks.change(subject.id, toOn: turnsOn) { await change(subject, turnsOn) }
        }
    }

    /// The same action, offered only for the subjects `offered` accepts.
    public func offered(when offered: @escaping (Subject) -> Bool) -> ContributedAction {
        var action = self
        action.isOffered = offered
        return action
    }

    /// True when the subject is on (saved); false when off, not known yet or without a state.
    public func isOn(_ subject: Subject) -> Bool {
        marks?.isOn(subject.id) ?? false
    }

    /// The words for the subject as it is now: "unsave" for a saved post.
    public func words(for subject: Subject) -> ActionWords {
        isOn(subject) ? (wordsWhenOn ?? words) : words
    }

    /// The mark to draw beside the subject ("★ saved"), or nil.
    public func mark(for subject: Subject) -> String? {
        marks?.mark(for: subject.id)
    }

    /// Does it, to its end: a person's own action, never cancelled by leaving the screen.
    /// `wanted`: the state the person asked for (a web form's Save or Unsave), which a toggle
    /// turns the subject to whatever its mark says; nil turns it to the other state from its
    /// mark's (a key). An action without a state ignores it.
    nonisolated(nonsending) public func perform(_ subject: Subject, wanted: Bool? = nil) async
        -> ActionOutcome
    {
        await run(subject, wanted)
    }
}
