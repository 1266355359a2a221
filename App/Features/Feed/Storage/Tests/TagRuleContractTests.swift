import Foundation
import Testing

@testable import FeedStorage
@testable import Infrastructure
@testable import InfrastructureTesting

/// One rule for tags on every backend: a leading `#` is not part of a tag, a tag is kept as
/// written, and it matches whatever its case.
@Suite("Tag rule contract")
struct TagRuleContractTests {
    @Test func theRuleKeepsWhatIsWrittenAndMatchesAnyCase() {
        #expect(
            TagRule.normalized(["swift", " Hindi", "#emoji", "##", "Swift", "  "]) == [
                "swift", "Hindi", "emoji",
            ])
        #expect(TagRule.key("#Hindi") == "hindi")
    }

    @Test(arguments: TestBackend.available)
    func aTagMatchesHoweverItIsWritten(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            // Given a post tagged as a person types tags
            let ada = try await stores.people.create(NewPerson(handle: "ada", displayName: "Ada"))
            let post = try await stores.posts.create(
                NewPost(authorID: ada.id, title: "Tags", body: "", tags: ["swift", "Hindi", "#emoji"]))
            // Then it keeps them as written, without the #
            #expect(try await stores.posts.post(id: post.id)?.post.tags == ["swift", "Hindi", "emoji"])
            // And every way of naming a tag finds it
            for name in ["hindi", "HINDI", "#Hindi", "emoji", "#emoji", "Swift"] {
                let page = try await stores.posts.posts(taggedWith: name, after: nil, limit: 10)
                #expect(page.posts.map(\.post.id) == [post.id], "\(name)")
            }
        }
    }

    /// A tag in a cased script beyond ASCII (German, Greek, Cyrillic) is found by the way it is
    /// written on the post, whatever the database folds: a wider fold in the app than in the
    /// index found nothing for `Äpfel`.
    @Test(arguments: TestBackend.available)
    func aTagBeyondASCIIIsFoundAsItIsWritten(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            let ada = try await stores.people.create(NewPerson(handle: "ada", displayName: "Ada"))
            let tags = ["Äpfel", "ΣΟΦΙΑ", "Москва", "Ñandú"]
            let post = try await stores.posts.create(
                NewPost(authorID: ada.id, title: "Tags", body: "", tags: tags))
            for name in tags + ["#Äpfel", "ÄPFEL"] {
                let page = try await stores.posts.posts(taggedWith: name, after: nil, limit: 10)
                #expect(page.posts.map(\.post.id) == [post.id], "\(name)")
            }
            // A tag repeated in another case of its ASCII letters is kept once, as first written.
            let again = try await stores.posts.create(
                NewPost(authorID: ada.id, title: "Again", body: "", tags: ["Äpfel", "äPFEL", "ÄPFEL"]))
            #expect(try await stores.posts.post(id: again.id)?.post.tags == ["Äpfel", "äPFEL"])
        }
    }
}
