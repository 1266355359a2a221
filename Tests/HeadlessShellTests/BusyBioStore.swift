import Infrastructure

/// The app's people store, except that saving a bio fails as a database another program holds
/// would: what a front end must survive without losing what was typed.
struct BusyBioStore: PeopleStore {
    let wrapped: any PeopleStore
    let path: String

    func person(id: Int64) async throws -> PersonRecord? { try await wrapped.person(id: id) }
    func person(handle: String) async throws -> PersonRecord? { try await wrapped.person(handle: handle) }
    func allPeople() async throws -> [PersonRecord] { try await wrapped.allPeople() }
    func create(_ person: NewPerson) async throws -> PersonRecord { try await wrapped.create(person) }
    func updateBio(personID: Int64, bio: String, actingAs: Int64) async throws -> PersonRecord {
        throw StoreError.locked(path: path)
    }
    func deleteAccount(personID: Int64, actingAs: Int64) async throws {
        try await wrapped.deleteAccount(personID: personID, actingAs: actingAs)
    }
    func count() async throws -> Int { try await wrapped.count() }
}
