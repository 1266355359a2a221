import FeedStorage
import Foundation
import Testing

@testable import Infrastructure
@testable import InfrastructureTesting
@testable import MosaicShell

/// The sample data's posts, written in bulk by the content writer, are in the feed's tag index
/// as any post is.
@Suite("Bulk content and the tag index")
struct BulkTagIndexTests {
    @Test(arguments: TestBackend.available)
    func importedAndSeededPostsAreFoundByTag(backend: TestBackend) async throws {
        try await backend.withStores { (stores: Stores) async throws in
            try await SampleContent.addIfEmpty(to: stores)
            let page = try await stores.posts.feed(after: nil, limit: 200)
            let tag = try #require(page.posts.flatMap(\.post.tags).first)
            let expected = page.posts.filter { $0.post.tags.contains(tag) }.map(\.post.id)
            let found = try await stores.posts.posts(taggedWith: tag, after: nil, limit: 200)
            #expect(found.posts.map(\.post.id) == expected)
        }
    }

}
