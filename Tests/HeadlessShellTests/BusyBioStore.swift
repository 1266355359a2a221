import Infrastructure
import ProfileStorage

/// The app's bio store, except that saving a bio fails as a database another program holds
/// would: what a front end must survive without losing what was typed.
struct BusyBioStore: BioStore {
    let wrapped: any BioStore
    let path: String

    func bio(of personID: Int64) async throws -> String? { try await wrapped.bio(of: personID) }
    func updateBio(personID: Int64, bio: String, actingAs: Int64) async throws -> String {
        throw StoreError.locked(path: path)
    }
}
