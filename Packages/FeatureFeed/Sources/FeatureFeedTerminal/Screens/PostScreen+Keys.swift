import FeatureFeed

/// The post screen's one key table, built from what is on screen now: it drives the keys, the
/// footer (labelled commands, most important first) and the help sheet.
extension PostScreen {
    var keyTable: KeyTable {
        let model = self.model
        var commands: [KeyCommand] = []
        if let post = model.post {
            if let tag = pickedTag {
                commands.append(
                    KeyCommand("enter", label: "open tag", help: "open the posts tagged #\(tag)") {
                        model.openTag(tag)
                    })
            }
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
            if model.canDelete, !model.isDeleting {
                commands.append(
                    KeyCommand("d", label: "delete", help: "delete this post (yours)") { [tasks] in
                        tasks.action { await model.delete() }
                    })
            }
            // A post that fits has nothing to scroll (known once drawn).
            if canScroll { commands += scrollingCommands }
        }
        if model.state != .deleted {
            let failed = if case .failed = model.state { true } else { false }
            commands.append(
                KeyCommand("r", label: failed ? "retry" : "reload", help: "load the post again") {
                    [weak self] in self?.reload()
                })
        }
        return KeyTable(commands)
    }

    /// Scrolling: each command stands for a pair of directions, told apart by the key.
    private var scrollingCommands: [KeyCommand] {
        let scroll: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            self.scroll(self.pressedKeyName)
        }
        return [
            KeyCommand(
                "j/k", keys: ["down", "j", "up", "k"], label: "scroll",
                help: "scroll down / up a line (or the arrows)", action: scroll),
            KeyCommand(
                "pgdn/pgup", keys: ["pagedown", "space", "pageup"], label: nil,
                help: "scroll a page (the lines on screen); space pages down", action: scroll),
            KeyCommand(
                "home/end", keys: ["home", "g", "end", "G"], label: nil,
                help: "the top / the end of the post (or g, G)", action: scroll),
        ]
    }
}
