/// Where the saved page links: a post's page and its author's, as the shell names them (the
/// feed's `/post/60`), so the page holds no route table of its own.
public struct SavedLinks {
    /// The saved list's own path ("/saved").
    public let saved: String
    public let post: (Int) -> String
    public let author: (Int) -> String?

    public init(
        saved: String, post: @escaping (Int) -> String,
        author: @escaping (Int) -> String? = { _ in nil }
    ) {
        self.saved = saved
        self.post = post
        self.author = author
    }
}
