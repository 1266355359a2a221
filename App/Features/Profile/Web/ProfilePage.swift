import AppCore
import FeatureProfile

/// A person's profile on the web, over a `ProfileViewModel`: the header (name, badge, handle,
/// when they joined, bio) and their posts, "More" as a link to the page of posts after the last
/// one shown (`?after=1795348800000.42`, read by its keyset position, so page 2,000 costs what
/// page 1 does); on one's own profile
/// the bio is edited in a form (`?edit-bio`) and a post deleted after the view model's own
/// question (`?delete=60`). While the page is open it follows the person and their posts.
public final class ProfilePage: WebPage {
    public let model: ProfileViewModel
    let links: ProfileLinks
    private var pendingDelete: (postID: Int, question: String)?
    /// What other features do to the person shown (Message).
    let contributions: Contributions

    /// The query's fields this page reads (its place in the list, the bio form, the question before a delete): no other reaches it, nor is drawn back into it.
    public var queryFields: Set<String> { [PageAfter.field, PageAfter.backField, "edit-bio", "delete"] }

    public init(model: ProfileViewModel, links: ProfileLinks, contributions: Contributions = .none) {
        self.model = model
        self.links = links
        self.contributions = contributions
    }

    /// The person shown as other features' actions know them; nil on one's own profile.
    private var person: PersonSubject? {
        guard let content = model.state.content, !content.isOwn else { return nil }
        return PersonSubject(id: content.person.id, handle: content.person.handle)
    }

    public var title: String {
        switch model.state {
        case .loaded(let content), .empty(let content): content.person.displayName
        case .signedOut: "Your profile"
        default: "Profile"
        }
    }

    /// The tab's title says what the page is doing: editing the bio, or asking about a deletion.
    public func title(for request: WebRequest) -> String {
        if request.query.contains("edit-bio") || request.intent == "save-bio" { return "Edit bio" }
        if pendingDelete != nil { return "Delete post?" }
        return title
    }

    public func load(_ request: WebRequest) async -> PageLoad {
        var startsAfter: ProfileCursor?
        if let token = request.query["after"] {
            guard let position = PageAfter(token: token) else {
                return .notAPage("This address is not a page of this profile's posts.")
            }
            startsAfter = ProfileCursor(createdAt: position.time, id: position.id)
        }
        await model.appear(startingAfter: startsAfter)
        if model.state == .notFound {
            return .notFound("profile \(request.path.split(separator: "/").last ?? "")")
        }
        if let person { await contributions.prepare(posts: [], people: [person.id]) }
        pendingDelete = nil
        if let postID = request.query.number("delete") {
            let model = self.model
            if let question = await FormAnswers.question(askedBy: { await model.delete(postID: postID) }) {
                pendingDelete = (postID, question)
            }
        }
        return .shown
    }

    public func submit(_ request: WebRequest) async -> FormOutcome {
        let person = self.person
        if let outcome = await contributions.submit(
            request, back: request.path, post: { _ in nil }, person: { id in id == person?.id ? person : nil }
        ) {
            return outcome
        }
        let model = self.model
        switch request.intent {
        case "save-bio":
            await model.saveBio(request.form["bio"] ?? "")
            // Refused or not saved: the text is kept, and the form shows it with the reason.
            if model.unsavedBio != nil { return .showAgain(status: 422) }
            // Said once, by the page the form leads to ("Bio saved."), not again in its body.
            let said = model.message
            model.dismissMessage()
            return .redirect(to: links.page, notice: said)
        case "delete":
            guard let postID = request.form.number("post") else { return .showAgain(status: 422) }
            let confirmed = request.form[WebForm.confirmedField] == "yes"
            await FormAnswers(confirms: confirmed).answering { await model.delete(postID: postID) }
            return .redirect(to: request.path(query: request.placeInList), notice: model.message)
        default:
            return .unknownIntent
        }
    }

    public func body(_ request: WebRequest) -> HTML {
        let editing = request.query.contains("edit-bio") || request.intent == "save-bio"
        if editing, let content = model.state.content, content.isOwn {
            return bioForm(content, request: request)
        }
        var parts: [HTML] = []
        if let message = model.message {
            parts.append(HTML.tag(.p, .class("message"), .role("status")) { message })
        }
        if let pendingDelete {
            // Asked, answered and come back to on the page of posts the post is on.
            let here = request.path(query: request.placeInList)
            parts.append(
                WebForm.confirmation(
                    pendingDelete.question, yes: "Delete", posting: "delete", to: here,
                    request: request,
                    fields: [("post", String(pendingDelete.postID))], back: here))
        }
        parts += liveRegions(request).map(\.element)
        return HTML.joined(parts)
    }

    public func liveRegions(_ request: WebRequest) -> [LiveRegion] {
        [LiveRegion(id: "profile", content: profile(request))]
    }

    public func watch() async {
        // Both at once, on this page's session: the list and the marks beside it.
        let (model, contributions) = (self.model, self.contributions)
        await together([{ await model.watchChanges() }, { await contributions.watch() }])
    }

    private func profile(_ request: WebRequest) -> HTML {
        switch model.state {
        case .idle, .loading:
            return HTML.tag(.p) { "Loading…" }
        case .failed(let problem):
            return HTML.tag(.p, .class("message")) { problem }
        case .signedOut:
            return HTML.tag(.p) {
                "You're signed out. "
                HTML.tag(.a, .href(links.href(.signIn))) { "Sign in" }
                " to see your profile and posts."
            }
        case .notFound:
            return HTML.tag(.p) { "This person doesn't exist. They may have left, or the link is wrong." }
        case .removed:
            return HTML.tag(.p) { "This person was removed, with their posts." }
        case .loaded(let content), .empty(let content):
            return ProfileContentHTML(
                content: content, links: links, isLoadingMore: model.isLoadingMore, now: model.now,
                placeInList: request.placeInList, contributed: person.map { ($0, contributions, request) }
            ).html
        }
    }

    private func bioForm(_ content: ProfileContent, request: WebRequest) -> HTML {
        let refused = request.intent == "save-bio" ? model.message : nil
        return WebForm.post(
            to: WebRequest.path(links.page, query: [("edit-bio", nil)]), intent: "save-bio", request: request,
            label: "Edit bio"
        ) {
            WebForm.field(
                "Bio", name: "bio", value: model.unsavedBio ?? content.person.bio,
                control: .line(limit: ProfileViewModel.bioLimit),
                problem: refused, autofocus: true)
            HTML.tag(.p, .class("actions")) {
                WebForm.submit("Save bio")
                HTML.tag(.a, .href(links.page), .class("button plain")) { "Cancel" }
            }
        }
    }
}
