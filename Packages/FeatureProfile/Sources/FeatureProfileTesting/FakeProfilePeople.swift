import FeatureProfile

/// In-memory people with configurable latency and failures; records saved bios and call times.
public actor FakeProfilePeople: ProfilePeopleSource {
    public private(set) var people: [Int: ProfilePerson]
    public private(set) var latency: Duration
    public private(set) var failsLoading: Bool
    public private(set) var failsSaving: Bool
    public private(set) var savedBios: [String] = []
    /// When each successful `person(id:)` call started and finished, to check loads overlap.
    public private(set) var loadSpans: [ClosedRange<ContinuousClock.Instant>] = []

    public init(
        people: [ProfilePerson] = SampleProfile.people, latency: Duration = .zero,
        failsLoading: Bool = false, failsSaving: Bool = false
    ) {
        self.people = Dictionary(people.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.latency = latency
        self.failsLoading = failsLoading
        self.failsSaving = failsSaving
    }

    public func configure(latency: Duration? = nil, failsLoading: Bool? = nil, failsSaving: Bool? = nil) {
        self.latency = latency ?? self.latency
        self.failsLoading = failsLoading ?? self.failsLoading
        self.failsSaving = failsSaving ?? self.failsSaving
    }

    public func person(id: Int) async throws -> ProfilePerson? {
        let start = ContinuousClock.now
        try await simulateLatency(latency)
        if failsLoading { throw FakeProfileError.unavailable }
        loadSpans.append(start...ContinuousClock.now)
        return people[id]
    }

    public func saveBio(_ bio: String, for personID: Int) async throws {
        try await simulateLatency(latency)
        if failsSaving { throw FakeProfileError.unavailable }
        people[personID]?.bio = bio
        savedBios.append(bio)
    }
}
