import FeatureProfile

/// In-memory people. A test can make loading or saving fail with any cause, or hold either at a
/// gate; the fake records what was asked and saved.
public actor FakeProfilePeople: ProfilePeopleSource {
    public private(set) var people: [Int: ProfilePerson]
    public private(set) var loadFailure: ProfilePeopleError?
    public private(set) var saveFailure: ProfilePeopleError?
    public private(set) var loadGate: Gate?
    public private(set) var saveGate: Gate?
    public private(set) var requestedIDs: [Int] = []
    public private(set) var savedBios: [String] = []

    public init(
        people: [ProfilePerson] = SampleProfile.people, loadFailure: ProfilePeopleError? = nil,
        saveFailure: ProfilePeopleError? = nil, loadGate: Gate? = nil, saveGate: Gate? = nil
    ) {
        self.people = Dictionary(people.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.loadFailure = loadFailure
        self.saveFailure = saveFailure
        self.loadGate = loadGate
        self.saveGate = saveGate
    }

    /// Changes what later calls meet; nil leaves a setting as it is, `.some(nil)` clears it.
    public func configure(
        loadFailure: ProfilePeopleError?? = nil, saveFailure: ProfilePeopleError?? = nil,
        loadGate: Gate?? = nil, saveGate: Gate?? = nil
    ) {
        if let loadFailure { self.loadFailure = loadFailure }
        if let saveFailure { self.saveFailure = saveFailure }
        if let loadGate { self.loadGate = loadGate }
        if let saveGate { self.saveGate = saveGate }
    }

    /// Someone changed a person elsewhere (their bio or display name): later reads see it.
    public func replace(_ person: ProfilePerson) {
        people[person.id] = person
    }

    /// Someone removed a person elsewhere.
    public func remove(id: Int) {
        people[id] = nil
    }

    public func person(id: Int) async throws(ProfilePeopleError) -> ProfilePerson {
        requestedIDs.append(id)
        await loadGate?.pass()
        if Task.isCancelled { throw .unavailable("cancelled") }
        if let loadFailure { throw loadFailure }
        guard let person = people[id] else { throw .notFound }
        return person
    }

    public func saveBio(_ bio: String, for personID: Int) async throws(ProfilePeopleError) {
        await saveGate?.pass()
        if let saveFailure { throw saveFailure }
        guard people[personID] != nil else { throw .notFound }
        people[personID]?.bio = bio
        savedBios.append(bio)
    }
}
