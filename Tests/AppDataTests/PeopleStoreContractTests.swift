import FeedStorage
import Foundation
import ProfileStorage
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting

@Suite("PeopleStore contract")
struct PeopleStoreContractTests {
    @Test(arguments: TestBackend.available)
    func createdPersonIsFoundByIdAndByHandle(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            // Given a created person
            let ada = try await stores.people.create(
                NewPerson(handle: "ada", displayName: "Ada Lovelace"))
            // When looking them up
            let byID = try await stores.people.person(id: ada.id)
            let byHandle = try await stores.people.person(handle: "ada")
            // Then both find the same record
            #expect(byID == ada)
            #expect(byHandle == ada)
            #expect(try await stores.people.person(handle: "nobody") == nil)
            #expect(try await stores.people.count() == 1)
        }
    }

    @Test(arguments: TestBackend.available)
    func allPeopleAreListedByHandle(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            _ = try await makePerson(stores, "zoe")
            _ = try await makePerson(stores, "ada")
            let handles = try await stores.people.allPeople().map(\.handle)
            #expect(handles == ["ada", "zoe"])
        }
    }

    @Test(arguments: TestBackend.available)
    func aTakenHandleIsRefused(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            _ = try await makePerson(stores, "ada")
            await #expect(throws: StoreError.duplicateHandle("ada")) {
                _ = try await makePerson(stores, "ada")
            }
            #expect(try await stores.people.count() == 1)
        }
    }

    @Test(arguments: TestBackend.available)
    func badHandlesAreRefusedAndNothingIsStored(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            for handle in ["", "Ada", "a b", "ada\u{1B}", String(repeating: "a", count: 31)] {
                await #expect(throws: StoreError.self) {
                    _ = try await stores.people.create(NewPerson(handle: handle, displayName: "X"))
                }
            }
            #expect(try await stores.people.count() == 0)
        }
    }

    @Test(arguments: TestBackend.available)
    func updatingAnUnknownPersonIsNotFound(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            await #expect(throws: StoreError.notFound("person 999")) {
                try await stores.bios.updateBio(personID: 999, bio: "x", actingAs: 999)
            }
        }
    }

    @Test(arguments: TestBackend.available)
    func deletingOwnAccountRemovesThePersonAndTheirPostsOnly(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            // Given two people with posts
            let ada = try await makePerson(stores, "ada")
            let bob = try await makePerson(stores, "bob")
            _ = try await stores.posts.create(NewPost(authorID: ada.id, title: "A1", body: ""))
            _ = try await stores.posts.create(NewPost(authorID: ada.id, title: "A2", body: ""))
            let kept = try await stores.posts.create(NewPost(authorID: bob.id, title: "B1", body: ""))
            // When Ada deletes her account
            try await stores.people.deleteAccount(personID: ada.id, actingAs: ada.id)
            // Then she and her posts are gone, Bob's remain
            #expect(try await stores.people.person(id: ada.id) == nil)
            #expect(try await stores.posts.count() == 1)
            #expect(try await stores.posts.post(id: kept.id) != nil)
        }
    }

    @Test(arguments: TestBackend.available)
    func deletingSomeoneElsesAccountIsNotAllowed(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            let ada = try await makePerson(stores, "ada")
            let eve = try await makePerson(stores, "eve")
            _ = try await stores.posts.create(NewPost(authorID: ada.id, title: "A1", body: ""))
            await #expect(throws: StoreError.notAllowed("only @ada can delete this account")) {
                try await stores.people.deleteAccount(personID: ada.id, actingAs: eve.id)
            }
            #expect(try await stores.people.count() == 2)
            #expect(try await stores.posts.count() == 1)
        }
    }
}
