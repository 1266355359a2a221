import AppCore
import FeatureFeed

/// The list's one key table, built from what is on screen now: it drives the keys, the footer
/// (labelled commands, most important first) and the help sheet.
extension FeedScreen {
    public var keys: KeyTable {
        let model = self.model
        let post = selectedPost
        var commands: [KeyCommand] = []
        if let post {
            if let tag = pickedTag {
                commands.append(
                    KeyCommand(.enter, label: "open tag", help: "open the posts tagged #\(tag)") {
                        model.openTag(tag)
                    })
            } else {
                commands.append(
                    KeyCommand(.enter, label: "open", help: "open the selected post") {
                        model.openPost(id: post.id)
                    })
            }
        }
        let signedOut = isSignedOut
        // Signed out, signing in is offered instead of what would only say "Sign in to…".
        if signedOut {
            commands.append(
                KeyCommand(
                    "s", label: "sign in", help: "sign in (in Settings) to write, like, save and message"
                ) {
                    model.signIn()
                })
        }
        // New posts are written in the feed, where they appear; a tag's list may not hold them.
        if model.listing == .everyone, !model.isPublishing {
            let resumes = model.unsavedDraft != nil
            commands.append(
                KeyCommand(
                    "n", label: signedOut ? nil : resumes ? "continue post" : "new",
                    help: resumes ? "go on writing your unsaved post" : "write a new post"
                ) { [weak self] in self?.compose() })
        }
        if let post {
            // On someone else's post `d` is out of the footer but still answers: the model says
            // why it deletes nothing, rather than the key doing nothing at all.
            let isOwn = model.canDelete(post)
            commands.append(
                KeyCommand(
                    "d", label: isOwn ? "delete" : nil,
                    help: isOwn ? "delete the selected post (yours)" : "delete a post (only your own)"
                ) { [tasks] in
                    tasks.action { await model.delete(postID: post.id) }
                })
        }
        // Refreshing matters more than the author or the tags: it keeps its place in a narrow footer.
        let failed = if case .failed = model.state { true } else { false }
        let help =
            if failed { "try loading the posts again" } else if model.newPostCount > 0 {
                "show the new posts (loads the newest)"
            } else { "load the newest posts" }
        commands.append(
            KeyCommand("r", label: failed ? "retry" : "refresh", help: help) { [weak self] in
                self?.reload()
            })
        if let post {
            let like = Self.likeCommand(for: post, what: "the selected post", tasks: tasks) {
                await model.toggleLike(postID: post.id)
            }
            commands.append(signedOut ? like.outOfFooter() : like)
        }
        if let post {
            commands.append(
                KeyCommand("a", label: "author", help: "open the profile of the post's author") {
                    model.openAuthor(id: post.authorID)
                })
        }
        if let post, !post.tags.isEmpty {
            commands.append(
                KeyCommand("t", label: "tags", help: "pick the post's next tag (enter opens it)") {
                    [weak self] in self?.pickNextTag()
                })
        }
        // After the list's own commands: searching leaves the list, so it gives way in a narrow footer.
        commands.append(
            KeyCommand("/", label: "search", help: "find posts by words in their title, body or tags") {
                [tasks] in tasks.action { await model.search() }
            })
        if let post {
            commands += movingCommands
            // Other features' actions come last: a key of the list's own always stays its own.
            // Signed out they act for nobody: out of the footer, still saying why when pressed.
            let theirs = contributions.commands(
                forPost: PostSubject(id: post.id), author: FeedRows.author(of: post), tasks: tasks, note: note
            )
            commands += signedOut ? theirs.map { $0.outOfFooter() } : theirs
        }
        return KeyTable(commands)
    }

    /// Nobody is signed in, as the list found once loaded: writing, liking, saving and
    /// messaging are not offered.
    var isSignedOut: Bool {
        switch model.state {
        case .loaded, .empty: !model.canWrite
        default: false
        }
    }

    /// `l`: like the post, or take the like back, as the post shows now (the post screen's too).
    /// A person's own action: leaving the screen does not cancel it.
    static func likeCommand(
        for post: FeedPost, what: String, tasks: ScreenTasks, toggle: @escaping @MainActor () async -> Void
    ) -> KeyCommand {
        KeyCommand(
            "l", label: post.isLikedByMe ? "unlike" : "like",
            help: post.isLikedByMe ? "take back your like of \(what)" : "like \(what) (l again takes it back)"
        ) {
            tasks.action { await toggle() }
        }
    }

    /// Moving in the list: the keys every list shares.
    private var movingCommands: [KeyCommand] {
        ListKeys.selecting("post") { [weak self] step in self?.move(step) }
    }

    /// Said when `n` is pressed signed out: how to sign in here, in this terminal's keys (a new
    /// database has no profile to sign in as, so making one is named too).
    static let signInToWrite = "Sign in to write a post: in Settings, s signs in, c makes a new profile."

    /// Writes a post and selects it once published; signed out, says how to sign in.
    private func compose() {
        let hasLoaded =
            switch model.state {
            case .loaded, .empty: true
            default: false
            }
        if hasLoaded, !model.canWrite {
            model.dismissMessage()
            note.show(.problem(Self.signInToWrite))
            return
        }
        tasks.action { [weak self] in
            guard let post = await self?.model.compose() else { return }
            self?.select(id: post.id)
        }
    }
}
