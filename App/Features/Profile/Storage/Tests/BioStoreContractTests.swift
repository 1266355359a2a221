import Foundation
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting
@testable import ProfileStorage

/// A person's bio, the profile's own data, on SQLite and on a team's PostgreSQL: only its person
/// changes it, within its limits.
@Suite("BioStore contract")
struct BioStoreContractTests {
    @Test(arguments: TestBackend.available)
    func aPersonUpdatesTheirOwnBio(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            let ada = try await makePerson(stores, "ada")
            let updated = try await stores.bios.updateBio(
                personID: ada.id, bio: "New bio", actingAs: ada.id)
            #expect(updated == "New bio")
            #expect(try await stores.bios.bio(of: ada.id) == "New bio")
        }
    }

    @Test(arguments: TestBackend.available)
    func editingSomeoneElsesBioIsNotAllowedAndChangesNothing(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            let ada = try await makePerson(stores, "ada")
            let eve = try await makePerson(stores, "eve")
            await #expect(throws: StoreError.notAllowed("only @ada can edit this bio")) {
                try await stores.bios.updateBio(personID: ada.id, bio: "hacked", actingAs: eve.id)
            }
            #expect(try await stores.bios.bio(of: ada.id) == "")
        }
    }

    @Test(arguments: TestBackend.available)
    func aBioOverLimitOrWithControlCharactersIsRefused(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            let ada = try await makePerson(stores, "ada")
            for bio in [String(repeating: "x", count: 161), "bell\u{07}", "rtl\u{202E}"] {
                await #expect(throws: StoreError.self) {
                    try await stores.bios.updateBio(personID: ada.id, bio: bio, actingAs: ada.id)
                }
            }
            #expect(try await stores.bios.bio(of: ada.id) == "")
            _ = try await stores.bios.updateBio(
                personID: ada.id, bio: String(repeating: "x", count: 160), actingAs: ada.id)
        }
    }

    @Test(arguments: TestBackend.available)
    func aPersonWithoutABioReadsEmptyAndNobodyReadsNil(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            let ada = try await makePerson(stores, "ada")
            #expect(try await stores.bios.bio(of: ada.id) == "")
            #expect(try await stores.bios.bio(of: ada.id + 1_000) == nil)
            await #expect(throws: StoreError.notFound("person \(ada.id + 1_000)")) {
                try await stores.bios.updateBio(personID: ada.id + 1_000, bio: "x", actingAs: ada.id + 1_000)
            }
        }
    }
}
