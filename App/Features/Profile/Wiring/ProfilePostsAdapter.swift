import AppCore
import FeatureProfile
import FeedStorage
import Foundation
import Infrastructure
import ProfileStorage

/// A person's posts for the profile, a page at a time by keyset: each page starts after the last
/// post shown, so a page costs the same wherever it is (never re-reading from the start). The
/// profile reads them through the feed's published contract (its own store, `ProfilePostStore`);
/// deleting one is the feed's action, asked of the feed's store as the signed-in person, so it
/// refuses anyone else's post. Every failure becomes a `ProfilePostsError`.
struct ProfilePostsAdapter: ProfilePostsSource {
    let posts: any ProfilePostStore
    let deleting: any PostStore
    let session: any SessionStore

    func posts(
        by personID: Int, after cursor: ProfileCursor?, limit: Int
    ) async throws(ProfilePostsError) -> ProfilePostsPage {
        let page: ProfilePostPage
        do {
            page = try await posts.posts(
                by: Int64(personID), after: cursor.map(Self.storeCursor), limit: limit)
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
            outcome = try await deleting.delete(postID: Int64(id), actingAs: actingAs)
        } catch {
            throw ProfileStoreErrors.postsError(error)
        }
        if outcome == .alreadyDeleted { throw .notFound }
    }

    static func storeCursor(_ cursor: ProfileCursor) -> ProfilePostCursor {
        ProfilePostCursor(createdAt: cursor.createdAt, id: Int64(cursor.id))
    }

    static func profilePost(_ stored: ProfilePostRecord) -> ProfilePost {
        ProfilePost(
            id: stored.id.featureID, authorID: stored.authorID.featureID,
            text: stored.title, createdAt: stored.createdAt, tags: stored.tags)
    }
}
