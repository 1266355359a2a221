import Foundation

/// People: lookups, the account list, creating a person, editing one's own bio, deleting one's
/// own account. Authorization lives here as the last line of defence: `actingAs` must be the
/// person being changed, otherwise `StoreError.notAllowed` and nothing changes.
public protocol PeopleStore: Sendable {
    /// The person with this id, or nil.
    func person(id: Int64) async throws -> PersonRecord?
    /// The person with this handle, or nil.
    func person(handle: String) async throws -> PersonRecord?
    /// Everyone, ordered by handle (for switching account).
    func allPeople() async throws -> [PersonRecord]
    /// Creates a person. Throws `.invalid` on a bad handle/name/bio, `.duplicateHandle` if taken.
    func create(_ person: NewPerson) async throws -> PersonRecord
    /// Replaces a bio. Throws `.notFound`, `.notAllowed` (someone else's), `.invalid` (too long...).
    @discardableResult
    func updateBio(personID: Int64, bio: String, actingAs: Int64) async throws -> PersonRecord
    /// Deletes an account and all its posts in one transaction. Only the person themself may.
    func deleteAccount(personID: Int64, actingAs: Int64) async throws
    /// How many people are stored.
    func count() async throws -> Int
}
