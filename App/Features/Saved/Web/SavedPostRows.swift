import AppCore
import FeatureSaved
import Foundation

/// How saved posts read on the web, as the feed's rows do: a title linking to the post, its
/// author, age, tags and likes, and an Unsave button. Every text someone wrote is escaped by the
/// HTML builder and set `dir="auto"`, so a right-to-left title reads right and leaves the rest
/// of the row in its order.
struct SavedPostRows {
    let links: SavedLinks
    let now: Date
    let request: WebRequest

    func list(_ posts: [SavedPost]) -> HTML {
        HTML.tag(.ol, .class("posts")) {
            for post in posts { row(post) }
        }
    }

    private func row(_ post: SavedPost) -> HTML {
        HTML.tag(.li, .id("post-\(post.id)")) {
            HTML.tag(.article) {
                HTML.tag(.h2, .dir("auto")) {
                    HTML.tag(.a, .href(links.post(post.id))) { WebText.line(post.title) }
                }
                HTML.tag(.div, .class("meta")) {
                    byline(post)
                    WebTime.element(post.createdAt, now: now)
                    if !post.tags.isEmpty {
                        HTML.tag(.ul, .class("tags"), .ariaLabel("Tags")) {
                            for tag in post.tags { HTML.tag(.li, .dir("auto")) { "#" + tag } }
                        }
                    }
                    likes(post)
                    WebForm.post(
                        to: request.address, intent: SavedPage.unsaveIntent, request: request,
                        fields: [("post", String(post.id))]
                    ) {
                        HTML.tag(
                            .button, .type("submit"), .class("button plain"),
                            .title("take the post out of your saved posts")
                        ) { "Unsave" }
                    }
                }
            }
        }
    }

    /// The feed's words: "♥ 3" when the person likes the post, "♡ 3" when not, read as words
    /// ("3 likes, liked by you"), the hearts hidden from screen readers.
    private func likes(_ post: SavedPost) -> HTML {
        let count = post.likeCount == 1 ? "1 like" : "\(post.likeCount) likes"
        return HTML.tag(
            .span, .class("likes"), .title(post.isLikedByMe ? "Likes, yours among them" : "Likes")
        ) {
            HTML.tag(.span, .ariaHidden(true)) { (post.isLikedByMe ? "♥ " : "♡ ") + String(post.likeCount) }
            HTML.tag(.span, .class("spoken")) { post.isLikedByMe ? count + ", liked by you" : count }
        }
    }

    /// "Ada Lovelace @ada", linking to their profile when the shell names one.
    private func byline(_ post: SavedPost) -> HTML {
        let text = post.authorHandle.isEmpty ? post.authorName : post.authorName + " @" + post.authorHandle
        if let href = links.author(post.authorID) {
            return HTML.tag(.a, .href(href), .dir("auto")) { text }
        }
        return HTML.tag(.span, .dir("auto")) { text }
    }
}
