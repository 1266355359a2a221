import Foundation

/// The mark next to a person's name: founders keep theirs (the data says who is one); newcomers
/// wear "new" for their first month while the `profile.new_badge` flag is on.
public enum ProfileBadge: Equatable, Sendable {
    case founder
    case newcomer

    static let newcomerPeriod: TimeInterval = 30 * 24 * 60 * 60

    static func of(_ person: ProfilePerson, now: Date, newcomersMarked: Bool) -> ProfileBadge? {
        if person.isFounder { return .founder }
        if newcomersMarked, now.timeIntervalSince(person.joinedAt) < newcomerPeriod { return .newcomer }
        return nil
    }
}
