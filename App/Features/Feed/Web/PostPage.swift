import AppCore
import FeatureFeed
import Foundation

/// One post in full on the web, over a `PostViewModel`: the same post the terminal's
/// `PostScreen` draws, its body in paragraphs, its author and tags as links, and for its author
/// a way to delete it after the view model's own question (`?delete`). While the page is open it
/// follows the post: an edit shows, a deletion elsewhere says so.
public final class PostPage: WebPage {
    public let model: PostViewModel
    let links: FeedLinks
    /// The view model's question, while the page asks it.
    private var question: String?
    /// What other features do to the post (Save) or its author (Message).
    let contributions: Contributions

    /// The query's fields this page reads (the question before a delete): no other reaches it, nor is drawn back into it.
    public var queryFields: Set<String> { ["delete"] }

    public init(model: PostViewModel, links: FeedLinks, contributions: Contributions = .none) {
        self.model = model
        self.links = links
        self.contributions = contributions
    }

    public var title: String {
        model.post?.title ?? "Post"
    }

    /// The post's title, also while the page asks whether to delete it: the question stands
    /// under the title it is about, never in its place.
    public func title(for request: WebRequest) -> String { title }

    public func load(_ request: WebRequest) async -> PageLoad {
        await model.appear()
        if model.state == .notFound { return .notFound("post \(model.postID)") }
        if let post = model.post { await contributions.prepare(posts: [post.id], people: [post.authorID]) }
        question = nil
        if request.query.contains("delete") {
            let model = self.model
            question = await FormAnswers.question(askedBy: { await model.delete() })
        }
        return .shown
    }

    public func submit(_ request: WebRequest) async -> FormOutcome {
        let post = model.post
        if let outcome = await contributions.submit(
            request, back: request.path,
            post: { id in id == post?.id ? PostSubject(id: id) : nil },
            person: { id in post.flatMap(FeedPostRows.author).flatMap { $0.id == id ? $0 : nil } })
        {
            return outcome
        }
        if request.intent == FeedLikeForm.intent {
            guard let wish = FeedLikeForm.wish(in: request), wish.postID == model.postID else {
                return .showAgain(status: 422)
            }
            if let post = model.post, post.isLikedByMe != wish.liked { await model.toggleLike() }
            return .redirect(to: request.path, notice: model.message)
        }
        guard request.intent == "delete" else { return .unknownIntent }
        let confirmed = request.form[WebForm.confirmedField] == "yes"
        let model = self.model
        await FormAnswers(confirms: confirmed).answering { await model.delete() }
        // Deleted: there is nothing left here to show.
        return .redirect(to: model.state == .deleted ? links.feed : request.path, notice: model.message)
    }

    public func body(_ request: WebRequest) -> HTML {
        var parts: [HTML] = []
        if let message = model.message, model.state != .deleted {
            parts.append(HTML.tag(.p, .class("message"), .role("status")) { message })
        }
        if let question {
            parts.append(
                WebForm.confirmation(
                    question, yes: "Delete", posting: "delete", to: request.path, request: request,
                    back: request.path))
        }
        parts += liveRegions(request).map(\.element)
        return HTML.joined(parts)
    }

    public func liveRegions(_ request: WebRequest) -> [LiveRegion] {
        [LiveRegion(id: "post", announces: true, content: content(request))]
    }

    public func watch() async {
        // Both at once, on this page's session: the list and the marks beside it.
        let (model, contributions) = (self.model, self.contributions)
        await together([{ await model.watchChanges() }, { await contributions.watch() }])
    }

    private func content(_ request: WebRequest) -> HTML {
        switch model.state {
        case .idle, .loading:
            return HTML.tag(.p) { "Loading…" }
        case .notFound:
            return HTML.tag(.p) { "This post doesn't exist. It may have been deleted." }
        case .deleted:
            return HTML.tag(.p, .class("message")) {
                model.message ?? "This post was deleted."
                " "
                HTML.tag(.a, .href(links.feed)) { "Back to the feed" }
            }
        case .failed(let problem):
            return HTML.tag(.p, .class("message")) { problem }
        case .loaded(let post):
            return article(post, request: request)
        }
    }

    private func article(_ post: FeedPost, request: WebRequest) -> HTML {
        let now = model.now
        let path = request.path
        // A div, not a p: the actions below are forms, which a paragraph cannot hold (the
        // browser closed it before each one, leaving an empty <p></p> and a line of its own).
        return HTML.tag(.article) {
            HTML.tag(.div, .class("meta")) {
                // "by" and the author are one item of the line, with no gap between them.
                HTML.tag(.span) {
                    "by "
                    HTML.tag(.a, .href(links.href(.openAuthor(id: post.authorID)))) {
                        FeedPostRows.bylineHTML(post)
                    }
                }
                HTML.tag(.span) { "Created " + Self.moment(post.createdAt, now: now) }
                if post.updatedAt != post.createdAt {
                    HTML.tag(.span) { "Updated " + Self.moment(post.updatedAt, now: now) }
                }
            }
            if !post.tags.isEmpty {
                HTML.tag(.div, .class("meta")) { FeedPostRows.tags(post.tags, links: links) }
            }
            HTML.tag(.div, .class("body")) { WebText.paragraphs(post.body) }
            let subject = PostSubject(id: post.id)
            let marks = contributions.marks(for: subject)
            if model.showsLikeCounts || model.currentUserID != nil || !marks.isEmpty {
                HTML.tag(.div, .class("meta")) {
                    if model.showsLikeCounts { FeedPostRows.likes(post) }
                    contributions.markHTML(forPost: subject)
                    if model.currentUserID != nil {
                        FeedLikeForm.button(for: post, action: path, request: request)
                        contributions.buttons(
                            forPost: subject, named: post.title, action: path, request: request)
                        // Message beside the other actions (not offered on one's own post).
                        if let author = FeedPostRows.author(of: post) {
                            contributions.buttons(
                                forPerson: author, named: post.authorName, action: path, request: request)
                        }
                    }
                }
            }
            // While the question is asked, its own Delete answers it: no second red button.
            if model.canDelete, !model.isDeleting, question == nil {
                HTML.tag(.p, .class("actions")) {
                    HTML.tag(
                        .a, .href(WebRequest.path(path, query: [("delete", nil)])), .class("button danger")
                    ) {
                        "Delete this post"
                    }
                }
            }
        }
    }

    /// "2026-11-03 14:05 UTC (5m)", as the terminal says it.
    static func moment(_ date: Date, now: Date) -> String {
        "\(HumanTime.exact(date)) (\(HumanTime.short(from: date, now: now)))"
    }
}
