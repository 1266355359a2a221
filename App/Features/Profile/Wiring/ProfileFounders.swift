import Foundation
import Infrastructure

/// Who the founders are, from the data: the people who joined on the team's first day (within
/// 24 hours of the earliest person's join). The person record has no role and a team's owner is
/// a login, not a person, so the join dates are the one fact that says who was there at the
/// start. The first day is read once (every person's join date) and kept for the app's run;
/// `forget()` drops it when someone leaves, since the earliest person may be the one who left.
actor ProfileFounders {
    static let foundingPeriod: TimeInterval = 24 * 60 * 60

    private let people: any PeopleStore
    private var firstJoined: Date?

    init(people: any PeopleStore) {
        self.people = people
    }

    /// Whether `person` joined within the founding period. Throws the store's error.
    func isFounder(_ person: PersonRecord) async throws -> Bool {
        let start = try await firstJoinedDate() ?? person.createdAt
        return person.createdAt < start.addingTimeInterval(Self.foundingPeriod)
    }

    func forget() {
        firstJoined = nil
    }

    private func firstJoinedDate() async throws -> Date? {
        if let firstJoined { return firstJoined }
        let earliest = try await people.allPeople().map(\.createdAt).min()
        firstJoined = earliest
        return earliest
    }
}
