import FeatureFeed
import FeedStorage
import Foundation
import Infrastructure
import Testing

@testable import MosaicShell

/// The feed's adapter maps each store failure to the cause the feed names, and brings bodies in
/// with their paragraphs.
@Suite struct FeedPostsAdapterTests {
    @Test(arguments: [
        (StoreError.locked(path: "/tmp/m.sqlite"), FeedPostsError.busy),
        (.readOnly(path: "/tmp/m.sqlite"), .readOnly),
        (.unreachable(server: "db.example:5432"), .unreachable("db.example:5432")),
        (.notAllowed("someone else's post"), .notAllowed),
        (.invalid("title is empty"), .invalid("title is empty")),
        (.diskFull("/tmp/m.sqlite"), .diskFull),
        (
            .limit(constraint: "posts_title_rules", rule: "a title holds at most 120 characters"),
            .invalid("the database refused it: a title holds at most 120 characters")
        ),
        (.unavailable("/tmp/m.sqlite: disk I/O error"), .unavailable("/tmp/m.sqlite: disk I/O error")),
        (.cannotConnect("The server needs a password"), .unavailable("The server needs a password")),
        (.notSetUp("Run mosaic team init"), .unavailable("Run mosaic team init")),
    ])
    func eachStoreFailureKeepsItsMeaning(store: StoreError, feed: FeedPostsError) {
        #expect(FeedStoreErrors.feedError(store, post: nil) == feed)
    }

    @Test func aMissingRowIsTheFeedsNotFoundOnlyWhenItIsThePost() {
        #expect(FeedStoreErrors.feedError(StoreError.notFound("post 4"), post: 4) == .notFound(id: 4))
        #expect(
            FeedStoreErrors.feedError(StoreError.notFound("person 9"), post: nil)
                == .unavailable("person 9 was not found."))
    }

    @Test func anyOtherFailureIsUnavailableInTheStoresOwnWords() {
        let newer = StoreError.newerSchema(path: "/tmp/m.sqlite", found: 9, supported: 8)
        #expect(FeedStoreErrors.feedError(newer, post: nil) == .unavailable(newer.description))
        #expect(FeedStoreErrors.feedError(CocoaError(.fileNoSuchFile), post: nil) != .busy)
    }

    @Test func aBusyDatabaseReachesTheFeedAsBusy() async throws {
        let adapter = FeedPostsAdapter(posts: FailingPosts(error: .locked(path: "/tmp/m.sqlite")))
        await #expect(throws: FeedPostsError.busy) { try await adapter.posts(after: nil, limit: 5) }
        await #expect(throws: FeedPostsError.busy) {
            try await adapter.publish(FeedDraft(title: "T", body: "", tags: []), authorID: 1)
        }
        await #expect(throws: FeedPostsError.busy) { try await adapter.deletePost(id: 1, userID: 1) }
    }

    @Test func deletingAPostAlreadyGoneIsNotFound() async throws {
        let container = try await AppContainer.preview()
        let adapter = FeedPostsAdapter(posts: container.services.posts)
        let mine = try #require(try container.services.session.signedInPersonID())
        let record = try await container.services.posts.create(
            NewPost(authorID: mine, title: "Soon gone", body: ""))
        try await adapter.deletePost(id: Int(record.id), userID: Int(mine))
        await #expect(throws: FeedPostsError.notFound(id: Int(record.id))) {
            try await adapter.deletePost(id: Int(record.id), userID: Int(mine))
        }
    }

    @Test func aBodyKeepsItsParagraphsAndEveryCharacterAsStored() async throws {
        // Given a body written by another program, with paragraphs and terminal controls (made
        // safe where they are drawn, not here: the web escapes them instead)
        let container = try await AppContainer.preview()
        let mine = try #require(try container.services.session.signedInPersonID())
        let record = try await container.services.posts.create(
            NewPost(authorID: mine, title: "Two", body: "First paragraph.\nSecond paragraph."))
        // When
        let post = try await FeedPostsAdapter(posts: container.services.posts).post(id: Int(record.id))
        // Then
        #expect(post.body == "First paragraph.\nSecond paragraph.")
        let stored = PostWithAuthor(
            post: PostRecord(
                id: 1, authorID: 2, title: "t", body: "a\u{1B}[2J\r\nb\u{9B}\nc", tags: [], createdAt: Date(),
                updatedAt: Date(), likeCount: 0),
            authorHandle: "h", authorDisplayName: "n")
        #expect(FeedPostsAdapter.feedPost(stored).body == "a\u{1B}[2J\r\nb\u{9B}\nc")
    }
}
