import FeedStorage
import Foundation
import Infrastructure
import ProfileStorage

/// A post store over a real one whose every post comes back with `text` in its title, body, tags
/// and author: what another program could have written straight into the database.
struct HostilePosts: PostStore {
    let base: any PostStore
    let text: String

    private func hostile(_ stored: PostWithAuthor) -> PostWithAuthor {
        var post = stored
        post.post.title = "T" + text
        post.post.body = text + "\nsecond " + text
        post.post.tags = ["t" + text]
        post.authorDisplayName = "N" + text
        post.authorHandle = "h" + text
        return post
    }

    private func hostile(_ page: PostRecordsPage) -> PostRecordsPage {
        PostRecordsPage(posts: page.posts.map(hostile), next: page.next)
    }

    func feed(after: PostCursor?, limit: Int, viewer: Int64?) async throws -> PostRecordsPage {
        hostile(try await base.feed(after: after, limit: limit, viewer: viewer))
    }
    func posts(byAuthor authorID: Int64, after: PostCursor?, limit: Int, viewer: Int64?) async throws
        -> PostRecordsPage
    {
        hostile(try await base.posts(byAuthor: authorID, after: after, limit: limit, viewer: viewer))
    }
    func posts(taggedWith tag: String, after: PostCursor?, limit: Int, viewer: Int64?) async throws
        -> PostRecordsPage
    {
        hostile(try await base.posts(taggedWith: tag, after: after, limit: limit, viewer: viewer))
    }
    func feed(before: PostCursor, limit: Int, viewer: Int64?) async throws -> PostRecordsPage {
        hostile(try await base.feed(before: before, limit: limit, viewer: viewer))
    }
    func posts(taggedWith tag: String, before: PostCursor, limit: Int, viewer: Int64?) async throws
        -> PostRecordsPage
    {
        hostile(try await base.posts(taggedWith: tag, before: before, limit: limit, viewer: viewer))
    }
    func posts(matching words: [String], after: PostCursor?, limit: Int, viewer: Int64?) async throws
        -> PostRecordsPage
    {
        hostile(try await base.posts(matching: words, after: after, limit: limit, viewer: viewer))
    }
    func posts(matching words: [String], before: PostCursor, limit: Int, viewer: Int64?) async throws
        -> PostRecordsPage
    {
        hostile(try await base.posts(matching: words, before: before, limit: limit, viewer: viewer))
    }
    func post(id: Int64, viewer: Int64?) async throws -> PostWithAuthor? {
        try await base.post(id: id, viewer: viewer).map(hostile)
    }
    func create(_ post: NewPost) async throws -> PostRecord { try await base.create(post) }
    func delete(postID: Int64, actingAs: Int64) async throws -> PostDeletion {
        try await base.delete(postID: postID, actingAs: actingAs)
    }
    func setLiked(_ liked: Bool, postID: Int64, actingAs: Int64) async throws -> PostLikes {
        try await base.setLiked(liked, postID: postID, actingAs: actingAs)
    }
    func authors(matching words: [String], limit: Int) async throws -> [PersonRecord] {
        try await base.authors(matching: words, limit: limit).map { person in
            var person = person
            person.displayName = text + person.displayName + text
            return person
        }
    }
    func count() async throws -> Int { try await base.count() }
}

/// A people store over a real one whose every person comes back with `text` in their name and
/// handle.
struct HostilePeople: PeopleStore {
    let base: any PeopleStore
    let text: String

    private func hostile(_ record: PersonRecord) -> PersonRecord {
        var person = record
        person.displayName = "N" + text
        person.handle = "h" + text
        return person
    }

    func person(id: Int64) async throws -> PersonRecord? { try await base.person(id: id).map(hostile) }
    func person(handle: String) async throws -> PersonRecord? {
        try await base.person(handle: handle).map(hostile)
    }
    func allPeople() async throws -> [PersonRecord] { try await base.allPeople().map(hostile) }
    func create(_ person: NewPerson) async throws -> PersonRecord { try await base.create(person) }
    func deleteAccount(personID: Int64, actingAs: Int64) async throws {
        try await base.deleteAccount(personID: personID, actingAs: actingAs)
    }
    func count() async throws -> Int { try await base.count() }
}

/// A bio store over a real one whose every bio comes back as `text` twice, on two lines.
struct HostileBios: BioStore {
    let base: any BioStore
    let text: String

    func bio(of personID: Int64) async throws -> String? {
        try await base.bio(of: personID).map { _ in text + "\n" + text }
    }
    func updateBio(personID: Int64, bio: String, actingAs: Int64) async throws -> String {
        try await base.updateBio(personID: personID, bio: bio, actingAs: actingAs)
    }
}
