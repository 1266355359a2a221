import Foundation

/// The little mark next to a name: founders keep theirs, newcomers wear "new" for their first month.
enum ProfileBadge {
    static let newcomerPeriod: TimeInterval = 30 * 24 * 60 * 60

    static func text(for person: ProfilePerson, now: Date) -> String? {
        if person.isFounder { return "\u{2605} founder" }
        if now.timeIntervalSince(person.joinedAt) < newcomerPeriod { return "new" }
        return nil
    }
}
