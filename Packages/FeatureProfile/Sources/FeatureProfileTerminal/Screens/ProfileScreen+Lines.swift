import FeatureProfile

/// The profile's state as plain-text lines for a width and height. Pure but for the list's
/// viewport, which it sizes to the rows left under the header. Every string from the data is
/// sanitised before it is measured.
struct ProfileLines {
    let state: ProfileViewModel.State
    let message: String?
    let isLoadingMore: Bool

    func lines(width: Int, height: Int, viewport: inout ListViewport) -> [String] {
        guard width > 0, height > 0 else { return [] }
        let body: [String]
        switch state {
        case .idle:
            body = []
        case .loading:
            body = ["Loading\(TextLayout.ellipsis)"]
        case .failed(let text):
            body = wrap(text, width)
        case .signedOut:
            body =
                wrap("You're signed out. Sign in to see your profile and posts.", width)
                + wrap("Press enter to sign in.", width)
        case .notFound:
            body = wrap("This person doesn't exist. They may have left, or the link is wrong.", width)
        case .removed:
            body = wrap("This person was removed, with their posts.", width)
        case .loaded(let content), .empty(let content):
            body = profileLines(content, width: width, height: height, viewport: &viewport)
        }
        // A last guard: a character wider than a very narrow screen still never overflows it.
        return Array(body.prefix(height)).map { TextLayout.truncated($0, toWidth: width) }
    }

    private func profileLines(
        _ content: ProfileContent, width: Int, height: Int, viewport: inout ListViewport
    ) -> [String] {
        var top = header(content, width: width)
        if let message { top += wrap("! " + message, width) }
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

    private func header(_ content: ProfileContent, width: Int) -> [String] {
        let person = content.person
        var name = TerminalText.sanitised(person.displayName)
        if let badge = content.badge { name += "  " + Self.text(of: badge) }
        let handle =
            "@" + TerminalText.sanitised(person.handle) + " \u{00B7} " + JoinedDate.text(for: person.joinedAt)
        let bio = person.bio.isEmpty ? ["No bio yet."] : TerminalText.sanitisedLines(person.bio)
        return [TextLayout.truncated(name, toWidth: width), TextLayout.truncated(handle, toWidth: width)]
            + bio.flatMap { TextLayout.wrapped($0, toWidth: width) }
    }

    static func text(of badge: ProfileBadge) -> String {
        switch badge {
        case .founder: "\u{2605} founder"
        case .newcomer: "new"
        }
    }

    /// The posts in the viewport's window, which always holds the selected one.
    private func postRows(
        _ posts: [ProfilePost], rows: Int, width: Int, viewport: inout ListViewport
    ) -> [String] {
        guard rows > 0 else { return [] }
        viewport.update(itemCount: posts.count, visibleRows: rows)
        return viewport.visibleRange.map { index in
            let marker = index == viewport.selectedIndex ? "\u{203A} " : "  "
            return TextLayout.truncated(marker + TerminalText.sanitised(posts[index].text), toWidth: width)
        }
    }

    private func wrap(_ text: String, _ width: Int) -> [String] {
        TerminalText.sanitisedLines(text).flatMap { TextLayout.wrapped($0, toWidth: width) }
    }
}
