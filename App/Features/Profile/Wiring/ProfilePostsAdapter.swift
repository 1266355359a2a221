import AppCore
import FeatureProfile
import FeedStorage
import Foundation
import Infrastructure

/// A person's posts for the profile, a page at a time by the store's own keyset cursor: each
/// page starts after the last post shown, so a page costs the same wherever it is (never
/// re-reading from the start). Deleting acts as the signed-in person, so the store refuses
/// anyone else's post; every failure becomes a `ProfilePostsError`.
struct ProfilePostsAdapter: ProfilePostsSource {
    let posts: any PostStore
    let session: any SessionStore

    func posts(
        by personID: Int, after cursor: ProfileCursor?, limit: Int
    ) async throws(ProfilePostsError) -> ProfilePostsPage {
        let page: PostPage
        do {
            page = try await posts.posts(
                byAuthor: Int64(personID), after: cursor.map(Self.storeCursor), limit: limit)
        } catch {
            throw ProfileStoreErrors.postsError(error)
        }
        return ProfilePostsPage(posts: page.posts.map(Self.profilePost), hasMore: page.next != nil)
    }

    /// A post already gone (deleted elsewhere, or by an earlier try) is `.notFound`: the profile
    /// says it was already deleted and keeps it out of the list.
    func deletePost(id: Int) async throws(ProfilePostsError) {
        let outcome: PostDeletion
        do {
            // Signed out: nobody may delete, so the store refuses as it does for someone else.
            let actingAs = try session.signedInPersonID() ?? -1
            outcome = try await posts.delete(postID: Int64(id), actingAs: actingAs)
        } catch {
            throw ProfileStoreErrors.postsError(error)
        }
        if outcome == .alreadyDeleted { throw .notFound }
    }

    static func storeCursor(_ cursor: ProfileCursor) -> PostCursor {
        PostCursor(createdAt: cursor.createdAt, id: Int64(cursor.id))
    }

    static func profilePost(_ stored: PostWithAuthor) -> ProfilePost {
        ProfilePost(
            id: stored.post.id.featureID, authorID: stored.post.authorID.featureID,
            text: stored.post.title, createdAt: stored.post.createdAt, tags: stored.post.tags)
    }
}
