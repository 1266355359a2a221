/// A person's posts, newest first, a page at a time; and deleting one's own.
public protocol ProfilePostsSource: Sendable {
    func posts(by personID: Int, offset: Int, limit: Int) async throws -> [ProfilePost]
    func deletePost(id: Int) async throws
}
