import AppCore
import FeatureFeed
import Foundation

/// How posts read in a list on the web: each an article with its title (a link to the post),
/// author, age, tags (each a link) and, when the flag says so, its likes; the person's own
/// posts with a way to delete them. Compact: one line each.
struct FeedPostRows {
    let links: FeedLinks
    let now: Date
    let showsLikeCounts: Bool
    /// The path that asks to delete a post (the list's own confirmation); nil for a post the
    /// person may not delete.
    let deleteHref: (FeedPost) -> String?
    /// Where a like form posts, and the request whose token it carries; nil: no like buttons.
    var liking: (action: String, request: WebRequest)? = nil
    /// Other features' actions on each post and its author (Save, Message): their marks, and
    /// with `liking` (a person signed in) their buttons, posting where like forms do.
    var contributions: Contributions = .none
    /// The words a search found, marked in each title.
    var search: FeedSearch? = nil

    func list(_ posts: [FeedPost], compact: Bool) -> HTML {
        HTML.tag(.ol, .class(compact ? "posts compact" : "posts")) {
            for post in posts { row(post) }
        }
    }

    private func row(_ post: FeedPost) -> HTML {
        HTML.tag(.li, .id("post-\(post.id)")) {
            HTML.tag(.article) {
                HTML.tag(.h2, .dir("auto")) {
                    HTML.tag(.a, .href(links.href(.openPost(id: post.id)))) { title(of: post) }
                }
                // Who · when · tags · likes, then the actions on a line of their own, one style of
                // control (issue 43, item 17). Divs, not ps: lists and forms are inside.
                HTML.tag(.div, .class("meta")) {
                    HTML.tag(.a, .href(links.href(.openAuthor(id: post.authorID)))) { Self.bylineHTML(post) }
                    WebTime.element(post.createdAt, now: now)
                    if !post.tags.isEmpty { Self.tags(post.tags, links: links) }
                    if showsLikeCounts { Self.likes(post) }
                    contributions.markHTML(forPost: PostSubject(id: post.id))
                }
                let delete = deleteHref(post)
                if liking != nil || delete != nil {
                    HTML.tag(.div, .class("row-actions")) {
                        if let liking {
                            FeedLikeForm.button(for: post, action: liking.action, request: liking.request)
                            contributions.buttons(
                                forPost: PostSubject(id: post.id), named: post.title, action: liking.action,
                                request: liking.request)
                            if let author = Self.author(of: post) {
                                contributions.buttons(
                                    forPerson: author, named: post.authorName, action: liking.action,
                                    request: liking.request)
                            }
                        }
                        if let delete {
                            HTML.tag(.a, .href(delete), .class("delete"), .ariaLabel("Delete: " + post.title))
                            {
                                "Delete"
                            }
                        }
                    }
                }
            }
        }
    }

    /// The title, with a search's words marked (`<mark>`: read as "highlighted" by screen readers).
    private func title(of post: FeedPost) -> HTML {
        guard let search else { return WebText.line(post.title) }
        return HTML.joined(
            search.pieces(of: post.title).map { piece in
                piece.isMatch ? HTML.tag(.mark) { String(piece.text) } : HTML(String(piece.text))
            })
    }

    /// The author as the terminal names them, display name and handle ("Ada Lovelace @ada"), so
    /// nobody passes for someone else by choosing a name.
    static func byline(_ post: FeedPost) -> String {
        post.authorHandle.isEmpty ? post.authorName : post.authorName + " @" + post.authorHandle
    }

    /// The post's author as other features' actions know a person; nil without a handle.
    static func author(of post: FeedPost) -> PersonSubject? {
        post.authorHandle.isEmpty ? nil : PersonSubject(id: post.authorID, handle: post.authorHandle)
    }

    /// The byline with the name and the handle each isolated (`<bdi>`): whatever direction marks
    /// or right-to-left letters a name holds, they cannot pull the handle into it ("mallory@ Ada
    /// Lovelace @ada"), and an Arabic name does not put the handle in its middle.
    static func bylineHTML(_ post: FeedPost) -> HTML {
        let name = HTML.tag(.bdi) { post.authorName }
        guard !post.authorHandle.isEmpty else { return name }
        return name + HTML(" ") + HTML.tag(.bdi) { "@" + post.authorHandle }
    }

    /// "♥ 13" when the person likes the post, "♡ 12" when not; read as words ("13 likes, liked
    /// by you"), the hearts hidden from screen readers.
    static func likes(_ post: FeedPost) -> HTML {
        HTML.tag(.span, .class("likes"), .title(post.isLikedByMe ? "Likes, yours among them" : "Likes")) {
            HTML.tag(.span, .ariaHidden(true)) { (post.isLikedByMe ? "♥ " : "♡ ") + String(post.likeCount) }
            HTML.tag(.span, .class("spoken")) { spokenLikes(post) }
        }
    }

    /// "3 likes, liked by you", "1 like", "No likes".
    static func spokenLikes(_ post: FeedPost) -> String {
        let count =
            switch post.likeCount {
            case 0: "No likes"
            case 1: "1 like"
            default: "\(post.likeCount) likes"
            }
        return post.isLikedByMe ? count + ", liked by you" : count
    }

    static func tags(_ tags: [String], links: FeedLinks) -> HTML {
        HTML.tag(.ul, .class("tags"), .ariaLabel("Tags")) {
            for tag in tags {
                HTML.tag(.li) { HTML.tag(.a, .href(links.href(.openTag(tag))), .dir("auto")) { "#" + tag } }
            }
        }
    }
}
