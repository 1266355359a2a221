/// Where a person's unfinished post is kept between runs of the app — on disk, per person and
/// database — so that quitting, a crash or a restart loses nothing typed. Keeping never fails
/// the person's work: a draft that cannot be written is still held by the view model.
public protocol FeedDrafts: Sendable {
    func unfinishedPost(of userID: Int) async -> FeedKeptDraft?
    /// Keeps `draft` as the person's unfinished post; nil forgets it (published, or emptied).
    func keep(_ draft: FeedKeptDraft?, of userID: Int) async
}
