import FeedStorage
import Foundation
import Infrastructure
import ProfileStorage

/// The profile's post store passing every call on to `base`, recording the cursor each page of a
/// person's posts was asked after, so a test sees how the profile pages.
actor CursorRecordingPosts: ProfilePostStore {
    let base: any ProfilePostStore
    private(set) var cursors: [ProfilePostCursor?] = []

    init(_ base: any ProfilePostStore) {
        self.base = base
    }

    func posts(by author: Int64, after cursor: ProfilePostCursor?, limit: Int) async throws -> ProfilePostPage
    {
        cursors.append(cursor)
        return try await base.posts(by: author, after: cursor, limit: limit)
    }
}

/// The profile's post store failing every call with one `StoreError`.
struct FailingProfilePosts: ProfilePostStore {
    let error: StoreError

    func posts(by author: Int64, after cursor: ProfilePostCursor?, limit: Int) async throws -> ProfilePostPage
    {
        throw error
    }
}

/// People held in memory as given (join dates included); every call fails with `error` when set.
actor FixedPeople: PeopleStore {
    private(set) var records: [PersonRecord]
    let error: StoreError?

    init(_ records: [PersonRecord], failingWith error: StoreError? = nil) {
        self.records = records
        self.error = error
    }

    /// Someone left.
    func remove(id: Int64) {
        records.removeAll { $0.id == id }
    }

    func person(id: Int64) async throws -> PersonRecord? {
        if let error { throw error }
        return records.first { $0.id == id }
    }

    func person(handle: String) async throws -> PersonRecord? {
        if let error { throw error }
        return records.first { $0.handle == handle }
    }

    func allPeople() async throws -> [PersonRecord] {
        if let error { throw error }
        return records.sorted { $0.handle < $1.handle }
    }

    func create(_ person: NewPerson) async throws -> PersonRecord {
        throw error ?? .invalid("read-only fake")
    }

    func deleteAccount(personID: Int64, actingAs: Int64) async throws {
        throw error ?? .invalid("read-only fake")
    }
    func count() async throws -> Int { records.count }
}

/// Bios for the fakes above: none stored (every bio empty), and every save refused with
/// `error` (a read-only fake without one).
struct FixedBios: BioStore {
    var error: StoreError? = nil

    func bio(of personID: Int64) async throws -> String? {
        if let error { throw error }
        return ""
    }

    func updateBio(personID: Int64, bio: String, actingAs: Int64) async throws -> String {
        throw error ?? .invalid("read-only fake")
    }
}
