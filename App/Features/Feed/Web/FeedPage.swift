import AppCore
import FeatureFeed
import Foundation

/// A list of posts on the web (the feed, or one tag's posts), over a `FeedViewModel`: the same
/// list the terminal's `FeedScreen` draws. "More" is a link to the page of older posts after
/// the last one shown (`?after=1795348800000.42`, read by its cursor, so page 2,000 costs what
/// page 1 does), a post is written in a form (`?new`), deleting asks first (`?delete=60`), and
/// while the page is open its news line ("1 new post") and its list follow the view model.
public final class FeedPage: WebPage {
    public let model: FeedViewModel
    let links: FeedLinks
    /// The deletion the page asks about, with the view model's own question.
    private var pendingDelete: (postID: Int, question: String)?
    /// The new post's form as the page keeps it between a form and the live channel (`ComposeState`).
    private var compose = ComposeState()
    /// The list as last drawn, and what it was drawn from: a live channel draws the regions again
    /// at every change (a "1 new post" in 500 sessions at once), and the list rarely changed.
    private var drawnPosts: (from: DrawnFrom, html: HTML)?

    /// Everything the list's HTML depends on (its ages to the minute).
    private struct DrawnFrom: Equatable {
        /// Where the page's forms post (its query included), and the token they carry.
        let address: String
        let formToken: String
        let state: FeedViewModel.State
        let showsLikeCounts: Bool
        let isCompact: Bool
        let userID: Int?
        let hasMore: Bool
        let hasEarlier: Bool
        let minute: Int
        /// Other features' marks on the posts shown and on their authors (a button's words follow).
        let marks: [[String]]
        let authorMarks: [[String]]
    }
    /// What other features do to a post (Save) or its author (Message).
    let contributions: Contributions

    public init(model: FeedViewModel, links: FeedLinks, contributions: Contributions = .none) {
        self.model = model
        self.links = links
        self.contributions = contributions
    }

    /// The query's fields this page reads (its place in the list, the new post's form, the
    /// question before a delete): no other reaches it, nor is drawn back into it.
    public var queryFields: Set<String> { [PageAfter.field, PageAfter.backField, "new", "delete"] }

    public var title: String {
        switch model.listing {
        case .everyone: "Feed"
        case .tagged(let tag): "#" + tag
        case .found(let search): "Search: " + search.text
        }
    }

    public func title(for request: WebRequest) -> String {
        if request.query.contains("new") { return "New post" }
        // The page asks whether to delete a post: the tab says so, not "Feed".
        if pendingDelete != nil { return "Delete post?" }
        return title
    }

    public func load(_ request: WebRequest) async -> PageLoad {
        var startsAfter: FeedCursor?
        if let token = request.query["after"] {
            guard let position = PageAfter(token: token) else {
                return .notAPage(notAPage)
            }
            startsAfter = FeedCursor(createdAt: position.time, id: position.id)
        }
        if let token = request.query[PageAfter.backField] {
            guard let position = PageAfter(token: token) else {
                return .notAPage(notAPage)
            }
            await model.appear(endingBefore: FeedCursor(createdAt: position.time, id: position.id))
        } else {
            await model.appear(startingAfter: startsAfter)
        }
        await contributions.prepare(posts: model.posts.map(\.id), people: model.posts.map(\.authorID))
        compose = ComposeState(waitingFor: model.isWaitingToSend ? model.publishKey : nil)
        pendingDelete = nil
        if let postID = request.query.number("delete") {
            let model = self.model
            if let question = await FormAnswers.question(askedBy: { await model.delete(postID: postID) }) {
                pendingDelete = (postID, question)
            }
        }
        return .shown
    }

    /// What an address with a place no list has (`?after=abc`) says.
    private var notAPage: String {
        switch model.listing {
        case .everyone: "This address is not a page of the feed."
        case .tagged(let tag): "This address is not a page of the posts tagged #\(tag)."
        case .found: "This address is not a page of this search's results."
        }
    }

    public func submit(_ request: WebRequest) async -> FormOutcome {
        if let outcome = await submitContributed(request) { return outcome }
        switch request.intent {
        case "publish":
            let text = FeedDraftText(
                title: request.form["title"] ?? "", body: request.form["body"] ?? "",
                tags: request.form["tags"] ?? "")
            let key = request.form[FeedComposeForm.keyField].flatMap(UUID.init(uuidString:))
            let post: FeedPost?
            if let key {
                post = await model.publish(text, key: key)
            } else {
                post = await model.publish(text)
            }
            guard post != nil else {
                compose = ComposeState(
                    refusal: model.message, waitingFor: model.isWaitingToSend ? model.publishKey : nil)
                return .showAgain(status: 422)
            }
            compose = ComposeState()
            return .redirect(to: request.path, notice: takeMessage())
        case FeedLikeForm.intent:
            guard let wish = FeedLikeForm.wish(in: request) else { return .showAgain(status: 422) }
            // The form came from the page of posts its address names: that page, if not held.
            if !model.posts.contains(where: { $0.id == wish.postID }) { _ = await load(request) }
            if let post = model.posts.first(where: { $0.id == wish.postID }), post.isLikedByMe != wish.liked {
                await model.toggleLike(postID: wish.postID)
            }
            return .redirect(to: request.address + "#post-\(wish.postID)", notice: takeMessage())
        case "delete":
            guard let postID = request.form.number("post") else { return .showAgain(status: 422) }
            let confirmed = request.form[WebForm.confirmedField] == "yes"
            let model = self.model
            await FormAnswers(confirms: confirmed).answering { await model.delete(postID: postID) }
            return .redirect(to: request.path(query: request.placeInList), notice: takeMessage())
        default:
            return .unknownIntent
        }
    }

    /// The model's message, for the frame's notice on the page redirected to, which says it once:
    /// the page itself then does not say it again.
    private func takeMessage() -> String? {
        defer { model.dismissMessage() }
        return model.message
    }

    public func body(_ request: WebRequest) -> HTML {
        if request.query.contains("new") {
            guard model.canWrite else { return signInToWrite }
            return HTML.joined(liveRegions(request).map(\.element))
        }
        return HTML.joined([
            actions(request),
            model.message.map { message in HTML.tag(.p, .class("message"), .role("status")) { message } }
                ?? HTML(),
            confirmation(request),
            HTML.joined(liveRegions(request).map(\.element)),
        ])
    }

    private func actions(_ request: WebRequest) -> HTML {
        if let search = model.listing.search {
            return FeedSearchForm.html(search: search, action: links.searchPage ?? request.path) + people
        }
        // New posts are written in the feed, where they appear; a tag's list may not hold them.
        guard model.listing == .everyone else { return HTML() }
        // Nobody signed in: a form they could fill but not publish would waste their words.
        guard model.canWrite else { return signInToWrite }
        let resumes = model.unsavedDraft != nil
        return HTML.tag(.p, .class("actions")) {
            HTML.tag(.a, .href(request.path(query: [("new", nil)])), .class("button primary")) {
                resumes ? "Continue your post" : "New post"
            }
        }
    }

    /// The people a search's words name, each a link to their profile.
    private var people: HTML {
        guard !model.people.isEmpty else { return HTML() }
        return HTML.tag(.section, .ariaLabel("People")) {
            HTML.tag(.h2) { "People" }
            HTML.tag(.ul, .class("people")) {
                for person in model.people {
                    HTML.tag(.li) {
                        HTML.tag(.a, .href(links.href(.openAuthor(id: person.id)))) {
                            HTML.tag(.bdi) { person.name } + HTML(" @" + person.handle)
                        }
                    }
                }
            }
        }
    }

    /// In place of "New post" for a visitor: the way to sign in, where writing starts.
    private var signInToWrite: HTML {
        HTML.tag(.p, .class("actions")) {
            // Signing in leads back to the new post's form.
            HTML.tag(
                .a, .href(WebRequest.path(links.href(.signIn), query: [("next", links.feed + "?new")])),
                .class("button primary")
            ) { "Sign in to write a post" }
        }
    }

    private func confirmation(_ request: WebRequest) -> HTML {
        guard let pendingDelete else { return HTML() }
        // Asked, answered and come back to on the page of the list the post is on.
        let here = request.path(query: request.placeInList)
        return WebForm.confirmation(
            pendingDelete.question, yes: "Delete", posting: "delete", to: here, request: request,
            fields: [("post", String(pendingDelete.postID))], back: here)
    }

    public func liveRegions(_ request: WebRequest) -> [LiveRegion] {
        if request.query.contains("new") {
            // The form itself: when a post kept in an outage goes out, it empties and says so.
            guard model.canWrite else { return [] }
            let form = FeedComposeForm(model: model, compose: compose)
            return [
                LiveRegion(id: "compose-said", announces: true, content: form.said(request)),
                LiveRegion(id: "compose", content: form.html(request, back: request.path)),
            ]
        }
        return [
            LiveRegion(id: "news", announces: true, content: news),
            LiveRegion(id: "posts", content: posts(request)),
        ]
    }

    public func watch() async {
        // Both at once, on this page's session: the list and the marks beside it.
        let (model, contributions) = (self.model, self.contributions)
        await together([{ await model.watchChanges() }, { await contributions.watch() }])
    }

    /// Another feature's form (Save, Message) about a post on this page or its author.
    private func submitContributed(_ request: WebRequest) async -> FormOutcome? {
        guard request.intent == Contributions.formIntent else { return nil }
        // The form came from the page of posts its address names: that page, if not held.
        let model = self.model
        let isHeld =
            request.form.number("post").map { id in model.posts.contains { $0.id == id } }
            ?? request.form.number("person").map { id in model.posts.contains { $0.authorID == id } } ?? true
        if !isHeld { _ = await load(request) }
        let back = request.address + (request.form.number("post").map { "#post-\($0)" } ?? "")
        return await contributions.submit(
            request, back: back,
            post: { id in model.posts.contains { $0.id == id } ? PostSubject(id: id) : nil },
            person: { id in model.posts.lazy.first { $0.authorID == id }.flatMap(FeedPostRows.author) })
    }

    /// "1 new post": a link that shows them (the list loaded again from the newest).
    private var news: HTML {
        let count = model.newPostCount
        guard count > 0 else { return HTML() }
        return HTML.tag(.p, .class("news")) {
            HTML.tag(.a, .href(ownPath)) { "\(count) new post\(count == 1 ? "" : "s")" }
        }
    }

    /// The list's own path (live regions are drawn without a request).
    private var ownPath: String {
        switch model.listing {
        case .everyone: links.feed
        case .tagged(let tag): links.href(.openTag(tag))
        case .found(let search): links.href(.search(search))
        }
    }

    private func posts(_ request: WebRequest) -> HTML {
        let from = DrawnFrom(
            address: request.address, formToken: request.formToken,
            state: model.state, showsLikeCounts: model.showsLikeCounts, isCompact: model.isCompact,
            userID: model.currentUserID, hasMore: model.hasMore, hasEarlier: model.hasEarlier,
            minute: Int(model.now.timeIntervalSince1970 / 60),
            marks: model.posts.map { contributions.marks(for: PostSubject(id: $0.id)) },
            authorMarks: model.posts.map { post in
                FeedPostRows.author(of: post).map { contributions.marks(for: $0) } ?? []
            })
        if let drawnPosts, drawnPosts.from == from { return drawnPosts.html }
        let html = drawPosts(request)
        drawnPosts = (from, html)
        return html
    }

    private func drawPosts(_ request: WebRequest) -> HTML {
        switch model.state {
        case .idle, .loading:
            return HTML.tag(.p) { "Loading…" }
        case .empty:
            return HTML.tag(.p) {
                switch model.listing {
                case .everyone: "No posts yet."
                case .tagged(let tag): "No posts are tagged #\(tag)."
                case .found(let search): "No post holds \(Self.quoted(search.words))."
                }
            }
        case .failed(let problem):
            return HTML.tag(.p, .class("message")) { problem }
        case .loaded(let posts):
            let model = self.model
            let rows = FeedPostRows(
                links: links, now: model.now, showsLikeCounts: model.showsLikeCounts,
                deleteHref: { [ownPath] post in
                    model.canDelete(post)
                        ? WebRequest.path(ownPath, query: request.placeInList + [("delete", String(post.id))])
                        : nil
                },
                liking: model.currentUserID == nil ? nil : (request.address, request),
                contributions: contributions, search: model.listing.search)
            return newest + rows.list(posts, compact: model.isCompact) + more(after: posts)
        }
    }

    /// "More": the page of the posts after the last one shown.
    private func more(after posts: [FeedPost]) -> HTML {
        guard model.hasMore, let last = posts.last else {
            // The list's end said, so a person knows nothing is missing below.
            return HTML.tag(.p, .class("end")) { "That's the oldest post." }
        }
        let after = PageAfter(time: last.createdAt, id: last.id)
        let href = WebRequest.path(ownPath, query: [("after", after.token)])
        return HTML.tag(.p, .class("more")) {
            HTML.tag(.a, .href(href)) { "More" }
        }
    }

    /// On a page further down, the way back to the newest posts.
    private var newest: HTML {
        guard model.hasEarlier, let first = model.posts.first else { return HTML() }
        // The page just above this one, read by its keyset as "More" reads the one below.
        let before = PageAfter(time: first.createdAt, id: first.id)
        return HTML.tag(.p, .class("more")) {
            HTML.tag(.a, .href(WebRequest.path(ownPath, query: [(PageAfter.backField, before.token)]))) {
                "Newer posts"
            }
            " "
            HTML.tag(.a, .href(ownPath)) { "Back to the newest posts" }
        }
    }

    /// "“ada” and “love”": the words as the person typed them.
    static func quoted(_ words: [String]) -> String {
        let quoted = words.map { "“" + $0 + "”" }
        guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " and " + last
    }
}
