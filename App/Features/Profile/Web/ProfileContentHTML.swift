import AppCore
import FeatureProfile
import Foundation

/// A profile's content as HTML: the header, then the posts (links to each), and for the person
/// themselves the ways to edit the bio and delete a post.
struct ProfileContentHTML {
    let content: ProfileContent
    let links: ProfileLinks
    let isLoadingMore: Bool
    /// The time ages are said from ("3h").
    let now: Date
    /// The page's place in the list (`?after=…`), which a deletion's question comes back to.
    let placeInList: [(String, String?)]
    /// Other features' actions on the person shown (Message), their marks and forms; nil on one's
    /// own profile.
    var contributed: (person: PersonSubject, contributions: Contributions, request: WebRequest)? = nil

    var html: HTML {
        let person = content.person
        return HTML.joined([
            HTML.tag(.section, .class("person"), .ariaLabel("About")) {
                HTML.tag(.p, .class("meta")) {
                    HTML.tag(.span, .dir("auto")) { "@" + person.handle }
                    if let badge = content.badge {
                        HTML.tag(.span, .class("badge")) { Self.text(of: badge) }
                    }
                    HTML.tag(.span) {
                        "Joined "
                        HTML.tag(.time, .datetime(HumanTime.iso(person.joinedAt))) {
                            HumanTime.day(person.joinedAt)
                        }
                    }
                }
                if person.bio.isEmpty {
                    HTML.tag(.p, .class("meta")) { "No bio yet." }
                } else {
                    HTML.tag(.div, .class("body")) { WebText.paragraphs(person.bio) }
                }
                if let contributed {
                    HTML.tag(.div, .class("actions")) {
                        contributed.contributions.markHTML(forPerson: contributed.person)
                        contributed.contributions.buttons(
                            forPerson: contributed.person, action: links.page, request: contributed.request)
                    }
                }
                if content.isOwn {
                    HTML.tag(.p, .class("actions")) {
                        HTML.tag(
                            .a, .href(WebRequest.path(links.page, query: [("edit-bio", nil)])),
                            .class("button")
                        ) {
                            "Edit bio"
                        }
                    }
                }
            },
            posts,
        ])
    }

    private var posts: HTML {
        guard !content.posts.isEmpty else {
            guard !content.hasEarlier else {
                return HTML.joined([newest, HTML.tag(.p) { "No older posts." }])
            }
            return HTML.tag(.p) { content.isOwn ? "You haven't posted anything yet." : "No posts yet." }
        }
        return HTML.tag(.section, .ariaLabel("Posts")) {
            HTML.tag(.h2) { content.isOwn ? "Your posts" : "Posts" }
            newest
            HTML.tag(.ol, .class("posts")) {
                for post in content.posts {
                    HTML.tag(.li, .id("post-\(post.id)")) {
                        HTML.tag(.h3, .dir("auto")) {
                            HTML.tag(.a, .href(links.href(.openPost(id: post.id)))) {
                                WebText.line(post.text)
                            }
                        }
                        // As the feed says a post: its age and its tags, then what one may do.
                        HTML.tag(.div, .class("meta")) {
                            WebTime.element(post.createdAt, now: now)
                            if !post.tags.isEmpty {
                                HTML.tag(.ul, .class("tags"), .ariaLabel("Tags")) {
                                    for tag in post.tags { HTML.tag(.li, .dir("auto")) { "#" + tag } }
                                }
                            }
                            if content.isOwn {
                                HTML.tag(
                                    .a,
                                    .href(
                                        WebRequest.path(
                                            links.page, query: placeInList + [("delete", String(post.id))])),
                                    .class("delete")
                                ) {
                                    "Delete"
                                }
                            }
                        }
                    }
                }
            }
            if isLoadingMore {
                HTML.tag(.p, .class("meta")) { "Loading more…" }
            } else if content.canLoadMore, let last = content.posts.last {
                let after = PageAfter(time: last.createdAt, id: last.id)
                HTML.tag(.p, .class("more")) {
                    HTML.tag(.a, .href(WebRequest.path(links.page, query: [("after", after.token)]))) {
                        "More"
                    }
                }
            } else {
                // The list's end said, so a person knows nothing is missing below.
                HTML.tag(.p, .class("end")) {
                    content.isOwn ? "That's all your posts." : "That's all their posts."
                }
            }
        }
    }

    /// On a page further down, the way back to the newest posts.
    private var newest: HTML {
        guard content.hasEarlier else { return HTML() }
        return HTML.tag(.p, .class("more")) {
            HTML.tag(.a, .href(links.page)) { "Back to the newest posts" }
        }
    }

    static func text(of badge: ProfileBadge) -> String {
        switch badge {
        case .founder: "\u{2605} founder"
        case .newcomer: "new"
        }
    }
}
