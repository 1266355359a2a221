import FeedStorage
import Foundation
import Infrastructure
import ProfileStorage

/// A post store that passes every call on to `base` and records the cursor each page of a
/// person's posts was asked after, so a test sees how the profile pages.
actor CursorRecordingPosts: PostStore {
    let base: any PostStore
    private(set) var cursors: [PostCursor?] = []

    init(_ base: any PostStore) {
        self.base = base
    }

    func feed(after: PostCursor?, limit: Int, viewer: Int64?) async throws -> PostPage {
        try await base.feed(after: after, limit: limit, viewer: viewer)
    }

    func posts(byAuthor authorID: Int64, after: PostCursor?, limit: Int, viewer: Int64?) async throws
        -> PostPage
    {
        cursors.append(after)
        return try await base.posts(byAuthor: authorID, after: after, limit: limit, viewer: viewer)
    }

    func posts(taggedWith tag: String, after: PostCursor?, limit: Int, viewer: Int64?) async throws
        -> PostPage
    {
        try await base.posts(taggedWith: tag, after: after, limit: limit, viewer: viewer)
    }

    func feed(before: PostCursor, limit: Int, viewer: Int64?) async throws -> PostPage {
        try await base.feed(before: before, limit: limit, viewer: viewer)
    }
    func posts(taggedWith tag: String, before: PostCursor, limit: Int, viewer: Int64?) async throws
        -> PostPage
    {
        try await base.posts(taggedWith: tag, before: before, limit: limit, viewer: viewer)
    }
    func posts(matching words: [String], after: PostCursor?, limit: Int, viewer: Int64?) async throws
        -> PostPage
    {
        try await base.posts(matching: words, after: after, limit: limit, viewer: viewer)
    }
    func posts(matching words: [String], before: PostCursor, limit: Int, viewer: Int64?) async throws
        -> PostPage
    {
        try await base.posts(matching: words, before: before, limit: limit, viewer: viewer)
    }
    func post(id: Int64, viewer: Int64?) async throws -> PostWithAuthor? {
        try await base.post(id: id, viewer: viewer)
    }
    func create(_ post: NewPost) async throws -> PostRecord { try await base.create(post) }
    func delete(postID: Int64, actingAs: Int64) async throws -> PostDeletion {
        try await base.delete(postID: postID, actingAs: actingAs)
    }
    func setLiked(_ liked: Bool, postID: Int64, actingAs: Int64) async throws -> PostLikes {
        try await base.setLiked(liked, postID: postID, actingAs: actingAs)
    }
    func authors(matching words: [String], limit: Int) async throws -> [PersonRecord] {
        try await base.authors(matching: words, limit: limit)
    }
    func count() async throws -> Int { try await base.count() }
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
