/// Searching from a list of posts: the question, then the list of what it finds (a new screen
/// or page: `FeedEvent.search`, which the shell routes).
extension FeedViewModel {
    /// The question's title, and what it says of words too short to mean anything.
    static let searchQuestion = "Search posts: words in the title, body or tags"

    /// Asks for words and opens their results; a search already shown starts from its words.
    /// Nothing typed, or the question closed: nothing happens.
    public func search() async {
        let answer = await dependencies.prompt.askText(
            title: Self.searchQuestion, initial: listing.search?.text ?? "", limit: FeedSearch.maxLength)
        guard case .finished(let typed) = answer, let search = FeedSearch(typed) else { return }
        openSearch(search)
    }

    /// How many people a search shows above its posts: a search for posts that also names a
    /// few people, not a directory.
    public static let peopleShown = 5

    /// The people the words name. A failure leaves them out: the posts say what went wrong.
    func findPeople(_ search: FeedSearch) async {
        people = (try? await dependencies.posts.authors(matching: search, limit: Self.peopleShown)) ?? []
    }

    /// Opens the posts holding these words.
    public func openSearch(_ search: FeedSearch) {
        onEvent(.search(search))
        tracker.send("feed.searched", ["words": String(search.words.count)])
    }
}
