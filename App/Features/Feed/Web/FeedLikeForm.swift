import AppCore
import FeatureFeed

/// Liking on the web: a button that says what it will do ("Like", "Unlike"), posting the state
/// the person asked for rather than "toggle", so a form sent twice (a reload, a double click) or
/// after a change in another window ends where the person asked. The rule itself (once per
/// person, shown at once, put back with the view model's message when refused) is the view
/// model's `toggleLike`.
enum FeedLikeForm {
    static let intent = "like"

    /// What a like form asks: the post, and whether the person wants to like it.
    struct Wish: Equatable {
        let postID: Int
        let liked: Bool
    }

    /// The form for `post`, posting to `action` (the page's own address, so the answer comes
    /// back to the same page of posts).
    static func button(for post: FeedPost, action: String, request: WebRequest) -> HTML {
        let wants = !post.isLikedByMe
        return WebForm.post(
            to: action, intent: intent, request: request,
            fields: [("post", String(post.id)), ("liked", wants ? "yes" : "no")]
        ) {
            // Named for its post: a list's buttons are told apart by a screen reader.
            HTML.tag(
                .button, .type("submit"), .class("like stays"),
                .title(wants ? "Like this post" : "Take back your like"),
                .ariaLabel((wants ? "Like: " : "Unlike: ") + post.title)
            ) {
                wants ? "♡ Like" : "♥ Unlike"
            }
        }
    }

    /// The wish a posted form carries, or nil for a form that names none.
    static func wish(in request: WebRequest) -> Wish? {
        guard let postID = request.form.number("post") else { return nil }
        switch request.form["liked"] {
        case "yes": return Wish(postID: postID, liked: true)
        case "no": return Wish(postID: postID, liked: false)
        default: return nil
        }
    }
}
