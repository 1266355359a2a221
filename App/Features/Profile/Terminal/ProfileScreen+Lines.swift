import AppCore
import FeatureProfile

/// The profile's state as lines for a width and height: a function of the state and the list's
/// window, which it sizes (a copy) to the rows left under the header.
struct ProfileLines {
    let state: ProfileViewModel.State
    let message: String?
    let messageIsProblem: Bool
    let isLoadingMore: Bool
    /// Other features' marks on the person, drawn after their name.
    var marks: [String] = []

    func lines(width: Int, height: Int, viewport: ListViewport) -> [StyledLine] {
        guard width > 0, height > 0 else { return [] }
        switch state {
        case .idle:
            return []
        case .loading:
            return ["Loading…"]
        case .failed(let text):
            return wrap(text, width)
        case .signedOut:
            return wrap("You're signed out. Sign in to see your profile and posts.", width)
                + wrap("Press enter to sign in.", width)
        case .notFound:
            return wrap("This person doesn't exist. They may have left, or the link is wrong.", width)
        case .removed:
            return wrap("This person was removed, with their posts.", width)
        case .loaded(let content), .empty(let content):
            return profileLines(content, width: width, height: height, viewport: viewport)
        }
    }

    /// How many posts a page is in `width` × `height` (at least one).
    func visibleRows(width: Int, height: Int) -> Int {
        guard let content = state.content, !content.posts.isEmpty else { return 1 }
        return max(1, rows(under: top(content, width: width), height: height))
    }

    private func profileLines(
        _ content: ProfileContent, width: Int, height: Int, viewport: ListViewport
    ) -> [StyledLine] {
        let top = top(content, width: width)
        if content.posts.isEmpty {
            let sentence = content.isOwn ? "You haven't posted anything yet." : "No posts yet."
            return Array((top + wrap(sentence, width)).prefix(height))
        }
        let fitted = Array(top.prefix(height))
        let rows = rows(under: top, height: height)
        return fitted + postRows(content.posts, rows: rows, width: width, viewport: viewport)
            + footer.prefix(height - fitted.count)
    }

    /// Who the person is, what was last said, and the posts' heading.
    private func top(_ content: ProfileContent, width: Int) -> [StyledLine] {
        // What the last action said comes first, where every screen says it.
        var top =
            message.map { StyledLine.message($0, isProblem: messageIsProblem).wrapped(toWidth: width) } ?? []
        top += header(content, width: width)
        top.append(.empty)
        if !content.posts.isEmpty {
            top.append(StyledLine(content.isOwn ? "Your posts" : "Posts", style: .bold))
        }
        return top
    }

    private var footer: [StyledLine] { isLoadingMore ? [StyledLine("  Loading more…", style: .dim)] : [] }

    private func rows(under top: [StyledLine], height: Int) -> Int {
        max(0, height - min(top.count, height) - footer.count)
    }

    private func header(_ content: ProfileContent, width: Int) -> [StyledLine] {
        let person = content.person
        var name = StyledLine(person.displayName, style: .bold)
        if let badge = content.badge { name.append("  " + Self.text(of: badge)) }
        if !marks.isEmpty {
            // The marks stay whole however long the name: the name is cut before them.
            name = TextLayout.truncated(
                name, keeping: StyledLine(" " + marks.joined(separator: "  ")), toWidth: width)
        }
        let handle = StyledLine(
            "@" + person.handle + " · " + JoinedDate.text(for: person.joinedAt), style: .dim)
        let bio =
            person.bio.isEmpty
            ? [StyledLine("No bio yet.", style: .dim)] : TextLayout.paragraphs(person.bio, toWidth: width)
        return [name, handle] + bio
    }

    static func text(of badge: ProfileBadge) -> String {
        switch badge {
        case .founder: "\u{2605} founder"
        case .newcomer: "new"
        }
    }

    /// The posts in the viewport's window, which always holds the selected one.
    private func postRows(
        _ posts: [ProfilePost], rows: Int, width: Int, viewport: ListViewport
    ) -> [StyledLine] {
        guard rows > 0 else { return [] }
        var viewport = viewport
        viewport.update(itemCount: posts.count, visibleRows: rows)
        return viewport.visibleRange.flatMap { index in
            let isSelected = index == viewport.selectedIndex
            return ListLayout.row([StyledLine(posts[index].text)], isSelected: isSelected, width: width)
        }
    }

    private func wrap(_ text: String, _ width: Int) -> [StyledLine] {
        TextLayout.paragraphs(text, toWidth: width)
    }
}
