import AppCore
import FeatureProfile
import Foundation
import Infrastructure

/// People as the profile sees them. It maps and decides nothing: the store's check refuses
/// editing anyone else's bio (saving acts as the signed-in person), the founder badge comes from
/// the join dates (`ProfileFounders`), and every failure becomes a `ProfilePeopleError`.
struct ProfilePeopleAdapter: ProfilePeopleSource {
    let people: any PeopleStore
    let session: any SessionStore
    let founders: ProfileFounders

    func person(id: Int) async throws(ProfilePeopleError) -> ProfilePerson {
        let found: PersonRecord?
        let isFounder: Bool
        do {
            found = try await people.person(id: Int64(id))
            if let found {
                isFounder = try await founders.isFounder(found)
            } else {
                isFounder = false
            }
        } catch {
            throw ProfileStoreErrors.peopleError(error)
        }
        guard let record = found else { throw .notFound }
        return Self.profilePerson(record, isFounder: isFounder)
    }

    func saveBio(_ bio: String, for personID: Int) async throws(ProfilePeopleError) {
        do {
            // Signed out: nobody may save, so the store refuses as it does for someone else.
            let actingAs = try session.signedInPersonID() ?? -1
            try await people.updateBio(personID: Int64(personID), bio: bio, actingAs: actingAs)
        } catch {
            throw ProfileStoreErrors.peopleError(error)
        }
    }

    static func profilePerson(_ record: PersonRecord, isFounder: Bool = false) -> ProfilePerson {
        ProfilePerson(
            id: record.id.featureID, displayName: record.displayName,
            handle: record.handle, bio: record.bio,
            joinedAt: record.createdAt, isFounder: isFounder)
    }
}
