import Foundation

/// Turns the view model's state into plain-text lines for a width and height. Pure but for the
/// list's viewport, which it sizes to the rows left under the header.
struct ProfileRenderer {
    let state: ProfileState
    let selectedIndex: Int
    let notice: String?
    let isLoadingMore: Bool
    let now: Date

    func lines(width: Int, height: Int, viewport: inout ListViewport) -> [String] {
        guard width > 0, height > 0 else { return [] }
        let body: [String]
        switch state {
        case .idle:
            body = []
        case .loading:
            body = ["Loading\(TextLayout.ellipsis)"]
        case .failed(let message):
            body = wrap(message, width)
        case .signedOut:
            body =
                wrap("You're signed out. Sign in to see your profile and posts.", width)
                + wrap("Press enter to sign in.", width)
        case .notFound:
            body = wrap("This person doesn't exist. They may have left, or the link is wrong.", width)
        case .loaded(let content), .empty(let content):
            body = profileLines(content, width: width, height: height, viewport: &viewport)
        }
        // A last guard: a character wider than a very narrow screen still never overflows it.
        return Array(body.prefix(height)).map { TextLayout.truncated($0, toWidth: width) }
    }

    private func profileLines(
        _ content: ProfileContent, width: Int, height: Int, viewport: inout ListViewport
    ) -> [String] {
        var top = header(content.person, width: width)
        if let notice { top += wrap("! " + notice, width) }
        top.append("")
        if content.posts.isEmpty {
            let sentence = content.isOwn ? "You haven't posted anything yet." : "No posts yet."
            top += wrap(sentence, width)
            return Array(top.prefix(height))
        }
        top.append(content.isOwn ? "Your posts" : "Posts")
        let fitted = Array(top.prefix(height))
        let footer = isLoadingMore ? ["  Loading more\(TextLayout.ellipsis)"] : []
        let rows = max(0, height - fitted.count - footer.count)
        return fitted + postRows(content.posts, rows: rows, width: width, viewport: &viewport)
            + footer.prefix(height - fitted.count)
    }

    private func header(_ person: ProfilePerson, width: Int) -> [String] {
        var name = DisplayText.sanitized(person.displayName)
        if let badge = ProfileBadge.text(for: person, now: now) { name += "  " + badge }
        let handle =
            "@" + DisplayText.sanitized(person.handle) + " \u{00B7} " + JoinedDate.text(for: person.joinedAt)
        let bio = person.bio.isEmpty ? "No bio yet." : person.bio
        return [TextLayout.truncated(name, toWidth: width), TextLayout.truncated(handle, toWidth: width)]
            + wrap(bio, width)
    }

    /// The posts in the viewport's window, which always holds the selected one.
    private func postRows(
        _ posts: [ProfilePost], rows: Int, width: Int, viewport: inout ListViewport
    ) -> [String] {
        guard rows > 0 else { return [] }
        viewport.update(itemCount: posts.count, visibleRows: rows)
        viewport.select(selectedIndex)
        return viewport.visibleRange.map { index in
            let marker = index == selectedIndex ? "\u{203A} " : "  "
            let text = DisplayText.sanitized(posts[index].text)
            return TextLayout.truncated(marker + text, toWidth: width)
        }
    }

    private func wrap(_ text: String, _ width: Int) -> [String] {
        TextLayout.wrapped(DisplayText.sanitized(text), toWidth: width)
    }
}
