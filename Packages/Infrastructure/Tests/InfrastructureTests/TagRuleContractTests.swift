import Foundation
import Testing

@testable import Infrastructure

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
}
