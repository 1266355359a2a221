import FeatureSaved
import Foundation
import Infrastructure
import SavedStorage

/// The saved-posts store as the feature sees it: always for the person signed in now (asked at
/// each call: an account switch in another window changes it), and every failure as the
/// `SavedPostsError` that names its cause. It maps; it decides nothing.
struct SavedPostsAdapter: SavedPostsSource {
    let store: any SavedPostStore
    let person: @Sendable () async -> Int64?

    init(store: any SavedPostStore, person: @escaping @Sendable () async -> Int64?) {
        self.store = store
        self.person = person
    }

    init(_ services: AppServices) {
        let session = services.session
        self.init(store: services.store(SavedPosts.self)) { try? session.signedInPersonID() }
    }

    func savedPosts(after cursor: SavedCursor?, limit: Int) async throws(SavedPostsError) -> [SavedPost] {
        let person = try await signedIn()
        let after = cursor.map { SavedPostCursor(savedAt: $0.savedAt, postID: Int64($0.postID)) }
        return try await Self.mapping {
            try await store.savedPosts(of: person, after: after, limit: limit).map(Self.savedPost)
        }
    }

    func saved(among postIDs: [Int]) async throws(SavedPostsError) -> Set<Int> {
        // Nobody signed in has saved nothing: no marks, and no error on every frame.
        guard let person = await person() else { return [] }
        return try await Self.mapping {
            Set(try await store.saved(by: person, among: postIDs.map(Int64.init)).map { Int($0) })
        }
    }

    func setSaved(_ saved: Bool, postID: Int) async throws(SavedPostsError) {
        let person = try await signedIn()
        try await Self.mapping(post: postID) {
            _ = try await store.setSaved(saved, postID: Int64(postID), person: person)
        }
    }

    private func signedIn() async throws(SavedPostsError) -> Int64 {
        guard let person = await person() else { throw .notSignedIn }
        return person
    }

    static func savedPost(_ record: SavedPostRecord) -> SavedPost {
        SavedPost(
            id: Int(record.postID), title: record.title, authorID: Int(record.authorID),
            authorName: record.authorDisplayName, authorHandle: record.authorHandle, tags: record.tags,
            likeCount: record.likeCount, isLikedByMe: record.liked, createdAt: record.createdAt,
            savedAt: record.savedAt)
    }

    /// Runs `work`, turning what the store throws into the feature's error.
    static func mapping<T>(post: Int? = nil, _ work: () async throws -> T) async throws(SavedPostsError) -> T
    {
        do {
            return try await work()
        } catch {
            throw map(error, post: post)
        }
    }

    static func map(_ error: any Error, post: Int?) -> SavedPostsError {
        if case .limitReached(let limit)? = error as? SavedStoreError { return .limitReached(limit) }
        guard let error = error as? StoreError else { return .unavailable("\(error)") }
        switch error {
        case .notFound where post != nil: return .postNotFound(id: post ?? 0)
        case .locked: return .busy
        case .unreachable(let server): return .unreachable(server)
        default: return .unavailable(error.description)
        }
    }
}
