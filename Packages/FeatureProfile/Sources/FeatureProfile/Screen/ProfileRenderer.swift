import Foundation

/// Turns the view model's state into plain-text lines for a width and height. Pure: no loading.
struct ProfileRenderer {
    let state: ProfileState
    let selectedIndex: Int
    let notice: String?
    let isLoadingMore: Bool
    let now: Date

    func lines(width: Int, height: Int) -> [String] {
        guard width > 0, height > 0 else { return [] }
        let body: [String]
        switch state {
        case .idle:
            body = []
        case .loading:
            body = ["Loading\(DisplayText.ellipsis)"]
        case .failed(let message):
            body = wrap(message, width)
        case .signedOut:
            body =
                wrap("You're signed out. Sign in to see your profile and posts.", width)
                + wrap("Press enter to sign in.", width)
        case .notFound:
            body = wrap("This person doesn't exist. They may have left, or the link is wrong.", width)
        case .loaded(let content), .empty(let content):
            body = profileLines(content, width: width, height: height)
        }
        // A last guard: a character wider than a very narrow screen still never overflows it.
        return Array(body.prefix(height)).map { DisplayText.truncated($0, to: width) }
    }

    private func profileLines(_ content: ProfileContent, width: Int, height: Int) -> [String] {
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
        let footer = isLoadingMore ? ["  Loading more\(DisplayText.ellipsis)"] : []
        let rows = max(0, height - fitted.count - footer.count)
        return fitted + postRows(content.posts, rows: rows, width: width)
            + footer.prefix(height - fitted.count)
    }

    private func header(_ person: ProfilePerson, width: Int) -> [String] {
        var name = DisplayText.sanitized(person.displayName)
        if let badge = ProfileBadge.text(for: person, now: now) { name += "  " + badge }
        let handle =
            "@" + DisplayText.sanitized(person.handle) + " \u{00B7} " + JoinedDate.text(for: person.joinedAt)
        let bio = person.bio.isEmpty ? "No bio yet." : person.bio
        return [DisplayText.truncated(name, to: width), DisplayText.truncated(handle, to: width)]
            + wrap(bio, width)
    }

    /// A window of rows that keeps the selected post visible.
    private func postRows(_ posts: [ProfilePost], rows: Int, width: Int) -> [String] {
        guard rows > 0 else { return [] }
        let first = max(0, min(selectedIndex - rows + 1, posts.count - rows))
        return posts[first..<min(posts.count, first + rows)].enumerated().map { offset, post in
            let marker = first + offset == selectedIndex ? "\u{203A} " : "  "
            let text = DisplayText.sanitized(post.text)
            return DisplayText.truncated(marker + text, to: width)
        }
    }

    private func wrap(_ text: String, _ width: Int) -> [String] {
        DisplayText.wrapped(DisplayText.sanitized(text), to: width)
    }
}
