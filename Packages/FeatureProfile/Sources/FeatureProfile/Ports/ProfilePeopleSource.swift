/// Where people come from, and where one's own bio is saved.
public protocol ProfilePeopleSource: Sendable {
    /// The person with `id`, or nil when nobody has that id.
    func person(id: Int) async throws -> ProfilePerson?
    func saveBio(_ bio: String, for personID: Int) async throws
}
