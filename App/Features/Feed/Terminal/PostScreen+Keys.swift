import AppCore
import FeatureFeed

/// The post screen's one key table, built from what is on screen now: it drives the keys, the
/// footer (labelled commands, most important first) and the help sheet.
extension PostScreen {
    public var keys: KeyTable {
        let model = self.model
        var commands: [KeyCommand] = []
        if let post = model.post {
            if let tag = pickedTag {
                commands.append(
                    KeyCommand(.enter, label: "open tag", help: "open the posts tagged #\(tag)") {
                        model.openTag(tag)
                    })
            }
            // Reading on comes before anything else the post offers; a post that fits has nothing
            // to scroll (known once drawn).
            if canScroll { commands += scrollingCommands }
            if let finding, !matchLines.isEmpty {
                let words = "“" + finding.text + "”"
                commands.append(
                    KeyCommand("n", label: "next match", help: "show the next line holding \(words)") {
                        [weak self] in self?.findNext(forward: true)
                    })
                commands.append(
                    KeyCommand("N", label: "previous match", help: "show the line before holding \(words)") {
                        [weak self] in self?.findNext(forward: false)
                    })
            }
            let like = FeedScreen.likeCommand(for: post, what: "this post", tasks: tasks) {
                await model.toggleLike()
            }
            commands.append(isSignedOut ? like.outOfFooter() : like)
            commands.append(
                KeyCommand("a", label: "author", help: "open the profile of the post's author") {
                    model.openAuthor()
                })
            if !post.tags.isEmpty {
                commands.append(
                    KeyCommand(
                        "t", label: pickedTag == nil ? "tags" : "next tag",
                        help: "pick the post's next tag (enter opens it)"
                    ) { [weak self] in self?.pickNextTag() })
            }
            if !model.isDeleting {
                // Someone else's post: out of the footer, but `d` says why nothing is deleted.
                commands.append(
                    KeyCommand(
                        "d", label: model.canDelete ? "delete" : nil,
                        help: model.canDelete ? "delete this post (yours)" : "delete a post (only your own)"
                    ) { [tasks] in
                        tasks.action { await model.delete() }
                    })
            }
        }
        if model.state != .deleted {
            let failed = if case .failed = model.state { true } else { false }
            commands.append(
                KeyCommand("r", label: failed ? "retry" : "reload", help: "load the post again") {
                    [weak self] in self?.reload()
                })
        }
        // Signed out, signing in is offered instead of what would only say "Sign in to…".
        if isSignedOut {
            commands.append(
                KeyCommand("s", label: "sign in", help: "sign in (in Settings) to like, save and message") {
                    model.signIn()
                })
        }
        // Other features' actions come last: a key of the post screen's own always stays its own.
        if let post = model.post {
            let theirs = contributions.commands(
                forPost: PostSubject(id: post.id), author: FeedRows.author(of: post), tasks: tasks, note: note
            )
            commands += isSignedOut ? theirs.map { $0.outOfFooter() } : theirs
        }
        return KeyTable(commands)
    }

    /// Nobody is signed in, as the post found once loaded.
    var isSignedOut: Bool {
        model.post != nil && model.currentUserID == nil
    }

    /// Scrolling: the keys every list and long text share.
    private var scrollingCommands: [KeyCommand] {
        ListKeys.scrolling("the post") { [weak self] step in self?.scroll(step) }
    }
}
