import Foundation

/// People: lookups, the account list, creating a person, deleting one's own account (what
/// features keep of them goes with them). Authorization lives here as the last line of defence: `actingAs` must be the
/// person being changed, otherwise `StoreError.notAllowed` and nothing changes.
public protocol PeopleStore: Sendable {
    /// The person with this id, or nil.
    func person(id: Int64) async throws -> PersonRecord?
    /// The person with this handle, or nil.
    func person(handle: String) async throws -> PersonRecord?
    /// Everyone, ordered by handle (for switching account).
    func allPeople() async throws -> [PersonRecord]
    /// Creates a person. Throws `.invalid` on a bad handle or name, `.duplicateHandle` if taken.
    func create(_ person: NewPerson) async throws -> PersonRecord
    /// Deletes an account and everything features keep of it, in one transaction. Only the person themself may.
    func deleteAccount(personID: Int64, actingAs: Int64) async throws
    /// How many people are stored.
    func count() async throws -> Int
}
