import Observation

/// Which subjects an action is on for (the posts a person saved), as far as the screens on show
/// need to know: a cache the contributing feature fills through `lookup`, read synchronously
/// while a screen draws. It is `@Observable`, so a terminal frame or a web page's live region
/// drawn from it is drawn again when a mark comes or goes.
///
/// A face asks for the ids it shows (`prepare`, awaited by a web page before it draws, started
/// by a terminal screen for rows it has not asked about yet), and follows changes made elsewhere
/// while it is shown (`watch`: each signal from `changes` looks again at the ids asked last).
///
/// It is observed by hand rather than through `@Observable`: the macro's accessors name a key
/// path at every read, and a key path into a generic class is built anew each time (its pattern
/// walked, its types looked up by their mangled names). A web page reads a mark for each of its
/// fifty posts and each action, and building those key paths was a fifth of the server's time
/// drawing pages. Here the one key path is made once, with the marks.
public final class SubjectMarks<ID: Hashable & Sendable>: Observable {
    /// What a subject that is on shows beside it ("★ saved").
    public let mark: String
    /// What is known: true on, false off; an id not here is not known yet (drawn as off). Read
    /// through `states` and changed through `changeStates`, which tell observers.
    private var knownStates: [ID: Bool] = [:]
    private let statesPath: KeyPath<SubjectMarks, [ID: Bool]>
    private let registrar = ObservationRegistrar()
    /// Ids asked for and not answered yet, so a frame drawn meanwhile does not ask again.
    private var asking: Set<ID> = []
    /// Ids being changed by the person: a lookup answered meanwhile must not undo their change.
    private var changing: Set<ID> = []
    /// The ids asked for most recently, which a change elsewhere looks at again.
    private var recent: [ID] = []
    private let lookup: @Sendable ([ID]) async throws -> Set<ID>
    private let changes: @Sendable () -> AsyncStream<Void>

    /// At most this many ids are looked at again after a change; older ones are forgotten and
    /// asked for again when shown (a list scrolled 2,000 pages deep does not grow this).
    public static var recentLimit: Int { 500 }

    /// - Parameters:
    ///   - lookup: which of these ids are on (the contributing feature's store). A failed lookup
    ///     changes nothing: a mark is a hint, never a reason for a screen to fail.
    ///   - changes: a signal each time the state may have changed elsewhere (another window);
    ///     by default none.
    public init(
        mark: String, lookup: @escaping @Sendable ([ID]) async throws -> Set<ID>,
        changes: @escaping @Sendable () -> AsyncStream<Void> = { AsyncStream { $0.finish() } }
    ) {
        self.mark = mark
        self.lookup = lookup
        self.changes = changes
        statesPath = \SubjectMarks.knownStates
    }

    /// What is known, read as observers see it (a frame drawn from it is drawn again when it
    /// changes).
    private var states: [ID: Bool] {
        registrar.access(self, keyPath: statesPath)
        return knownStates
    }

    private func changeStates(_ change: (inout [ID: Bool]) -> Void) {
        registrar.withMutation(of: self, keyPath: statesPath) { change(&knownStates) }
    }

    public func isOn(_ id: ID) -> Bool {
        states[id] ?? false
    }

    /// The mark to draw beside `id`, or nil when it is off or not known yet.
    public func mark(for id: ID) -> String? {
        isOn(id) ? mark : nil
    }

    public func isKnown(_ id: ID) -> Bool {
        states[id] != nil
    }

    /// The ids among `ids` neither known nor asked for: what a screen should `prepare`.
    public func unasked(among ids: [ID]) -> [ID] {
        ids.filter { states[$0] == nil && !asking.contains($0) }
    }

    /// Asks which of `ids` are on and keeps the answer; returns when it is in.
    nonisolated(nonsending) public func prepare(_ ids: [ID]) async {
        let ids = Array(Set(ids))
        guard !ids.isEmpty else { return }
        remember(ids)
        asking.formUnion(ids)
        defer { asking.subtract(ids) }
        guard let on = try? await lookup(ids), !Task.isCancelled else { return }
        for id in ids where !changing.contains(id) {
            let isOn = on.contains(id)
            if states[id] != isOn { changeStates { $0[id] = isOn } }
        }
    }

    /// Follows changes made elsewhere until cancelled: each looks again at the ids asked for
    /// most recently and forgets the rest (asked for again when shown).
    nonisolated(nonsending) public func watch() async {
        for await _ in changes() {
            guard !Task.isCancelled else { return }
            let looked = Set(recent)
            changeStates { states in states = states.filter { looked.contains($0.key) } }
            await prepare(recent)
        }
    }

    /// The person's own change of `id` to `isOn`: shown at once, and put back if `work` says it
    /// failed (`ActionOutcome.problem`).
    nonisolated(nonsending) public func change(
        _ id: ID, toOn isOn: Bool, _ work: nonisolated(nonsending) () async -> ActionOutcome
    ) async -> ActionOutcome {
        let before = states[id]
        changing.insert(id)
        defer { changing.remove(id) }
        changeStates { $0[id] = isOn }
        let outcome = await work()
        if case .problem = outcome { changeStates { $0[id] = before } }
        return outcome
    }

    private func remember(_ ids: [ID]) {
        let asked = Set(ids)
        recent = Array((recent.filter { !asked.contains($0) } + ids).suffix(Self.recentLimit))
    }
}
