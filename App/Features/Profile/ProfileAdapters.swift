import AppCore
import FeatureProfile
import Foundation
import Infrastructure

/// People as the profile sees them; saving a bio acts as the signed-in person, so the store's
/// own check refuses editing anyone else.
struct ProfilePeopleAdapter: ProfilePeopleSource {
    let people: any PeopleStore
    let session: any SessionStore

    /// The first people (the sample data's founders) get the founder badge.
    static let founderIDs: ClosedRange<Int64> = 1...3

    func person(id: Int) async throws -> ProfilePerson? {
        guard let record = try await people.person(id: Int64(id)) else { return nil }
        return Self.profilePerson(record)
    }

    func saveBio(_ bio: String, for personID: Int) async throws {
        let actingAs = try session.signedInPersonID() ?? -1
        try await people.updateBio(personID: Int64(personID), bio: bio, actingAs: actingAs)
    }

    static func profilePerson(_ record: PersonRecord) -> ProfilePerson {
        ProfilePerson(
            id: record.id.featureID, displayName: TerminalText.sanitised(record.displayName),
            handle: TerminalText.sanitised(record.handle), bio: TerminalText.sanitised(record.bio),
            joinedAt: record.createdAt, isFounder: founderIDs.contains(record.id))
    }
}

/// A person's posts for the profile. The store pages by cursor; the profile asks by offset, so
/// this walks pages (profiles are short, and the offset is bounded by what was already shown).
struct ProfilePostsAdapter: ProfilePostsSource {
    let posts: any PostStore
    let session: any SessionStore

    func posts(by personID: Int, offset: Int, limit: Int) async throws -> [ProfilePost] {
        var collected: [PostWithAuthor] = []
        var cursor: PostCursor?
        let wanted = max(0, offset) + max(0, limit)
        repeat {
            let page = try await posts.posts(byAuthor: Int64(personID), after: cursor, limit: 200)
            collected += page.posts
            cursor = page.next
        } while cursor != nil && collected.count < wanted
        return collected.dropFirst(max(0, offset)).prefix(max(0, limit)).map(Self.profilePost)
    }

    func deletePost(id: Int) async throws {
        let actingAs = try session.signedInPersonID() ?? -1
        try await posts.delete(postID: Int64(id), actingAs: actingAs)
    }

    static func profilePost(_ stored: PostWithAuthor) -> ProfilePost {
        ProfilePost(
            id: stored.post.id.featureID, authorID: stored.post.authorID.featureID,
            text: TerminalText.sanitised(stored.post.title), createdAt: stored.post.createdAt)
    }
}
