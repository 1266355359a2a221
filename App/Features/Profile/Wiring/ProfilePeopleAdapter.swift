import AppCore
import FeatureProfile
import Foundation
import Infrastructure
import ProfileStorage

/// People as the profile sees them: the platform's person with the profile's own bio. It maps
/// and decides nothing: the bio store's check refuses editing anyone else's bio (saving acts as the signed-in person), the founder badge comes from
/// the join dates (`ProfileFounders`), and every failure becomes a `ProfilePeopleError`.
struct ProfilePeopleAdapter: ProfilePeopleSource {
    let people: any PeopleStore
    let bios: any BioStore
    let session: any SessionStore
    let founders: ProfileFounders

    func person(id: Int) async throws(ProfilePeopleError) -> ProfilePerson {
        let found: PersonRecord?
        let bio: String?
        let isFounder: Bool
        do {
            async let stored = bios.bio(of: Int64(id))
            found = try await people.person(id: Int64(id))
            bio = try await stored
            if let found {
                isFounder = try await founders.isFounder(found)
            } else {
                isFounder = false
            }
        } catch {
            throw ProfileStoreErrors.peopleError(error)
        }
        guard let record = found else { throw .notFound }
        return Self.profilePerson(record, bio: bio ?? "", isFounder: isFounder)
    }

    func saveBio(_ bio: String, for personID: Int) async throws(ProfilePeopleError) {
        do {
            // Signed out: nobody may save, so the store refuses as it does for someone else.
            let actingAs = try session.signedInPersonID() ?? -1
            try await bios.updateBio(personID: Int64(personID), bio: bio, actingAs: actingAs)
        } catch {
            throw ProfileStoreErrors.peopleError(error)
        }
    }

    static func profilePerson(_ record: PersonRecord, bio: String, isFounder: Bool = false) -> ProfilePerson {
        ProfilePerson(
            id: record.id.featureID, displayName: record.displayName,
            handle: record.handle, bio: bio,
            joinedAt: record.createdAt, isFounder: isFounder)
    }
}
