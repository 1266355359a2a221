import Foundation
import Infrastructure

/// People, posts and likes to write together (seeding, importing, sample data): the one place
/// that writes several features' rows at once, each through its own storage (`ContentWriter`).
///
/// Nobody's posts predate their joining: a person who joined after the earliest post the batch
/// gives them (a new person joins "now", an import or a seed brings older posts) is dated back
/// to that post, for people new and already stored.
struct ContentBatch: Sendable {
    var people: [ContentPerson] = []
    var posts: [BatchPost] = []
    /// Likes of the batch's posts, each by a person stored or in the batch. Counted by the
    /// database like any other like (its triggers), never by the writer.
    var likes: [BatchLike] = []
    /// For imports: the input line of each person, to name it in errors.
    var personLines: [Int] = []
    /// When the batch's people joined; nil means now (an import, a seed), or their first post.
    var joinedAt: Date? = nil

    /// The handles of everyone the batch writes posts for.
    var authorHandles: [String] { Array(Set(posts.map(\.authorHandle))) }
}

/// A person in a batch: who they are (the platform's) and their bio (the profile's).
struct ContentPerson: Sendable, Equatable {
    var handle: String
    var displayName: String
    var bio: String = ""

    var newPerson: NewPerson { NewPerson(handle: handle, displayName: displayName) }
}

/// A like in a batch: `post` is the liked post's index in `ContentBatch.posts`.
struct BatchLike: Sendable, Equatable {
    var post: Int
    var likerHandle: String
}

/// A post in a batch, its author named by handle; `line` is the import line it came from.
struct BatchPost: Sendable {
    var authorHandle: String
    var title: String
    var body: String
    var tags: [String]
    var createdAt: Date
    var line: Int?
}

/// A batch post (or like) whose person's handle matches nobody.
struct UnknownAuthorError: StoreCallerError {
    var handle: String
    var line: Int?
}
