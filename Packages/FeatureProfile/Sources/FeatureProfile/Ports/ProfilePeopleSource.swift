/// Where people come from, and where one's own bio is saved.
public protocol ProfilePeopleSource: Sendable {
    /// The person with `id`; `.notFound` when nobody has that id.
    func person(id: Int) async throws(ProfilePeopleError) -> ProfilePerson
    /// Saves the signed-in person's bio; `.notAllowed` for anyone else's.
    func saveBio(_ bio: String, for personID: Int) async throws(ProfilePeopleError)
}

/// Why people could not be read or a bio not saved: each case names a cause the person can act on.
public enum ProfilePeopleError: Error, Equatable, Sendable {
    /// Nobody has that id (any more).
    case notFound
    /// Not the signed-in person's to change.
    case notAllowed
    /// Refused by the store's rules; the reason is for the person.
    case invalid(String)
    /// Another program holds the database.
    case busy
    case readOnly
    case diskFull
    /// The team server (host:port) does not answer.
    case unreachable(String)
    /// Anything else, with its cause.
    case unavailable(String)
}
