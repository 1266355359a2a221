import FeatureProfile

/// The profile's one key table, built from what is on screen: it drives the key handling, the
/// footer hints (most important first) and the help sheet, so they cannot drift apart. A key
/// that does nothing right now is not in it.
extension ProfileScreen {
    var keyTable: KeyTable {
        switch model.state {
        case .loaded(let content):
            KeyTable(
                [
                    KeyCommand("enter", label: "open", help: "open the selected post") {
                        self.openSelectedPost()
                    }
                ]
                    + ownerCommands(content) + [refreshCommand] + movementCommands)
        case .empty(let content):
            KeyTable(ownerCommands(content) + [refreshCommand])
        case .signedOut:
            KeyTable([
                KeyCommand("enter", label: "sign in", help: "go to where you sign in") {
                    self.model.signIn()
                },
                refreshCommand,
            ])
        case .failed:
            KeyTable([
                KeyCommand("r", label: "retry", help: "try loading the profile again") { self.refresh() }
            ])
        case .idle, .loading, .notFound, .removed:
            KeyTable([refreshCommand])
        }
    }

    private var refreshCommand: KeyCommand {
        KeyCommand("r", label: "refresh", help: "load the profile again") { self.refresh() }
    }

    /// Only the person whose profile it is may edit the bio and delete posts.
    private func ownerCommands(_ content: ProfileContent) -> [KeyCommand] {
        guard content.isOwn else { return [] }
        var commands = [KeyCommand("e", label: "edit bio", help: "edit your bio") { self.editBio() }]
        if !content.posts.isEmpty {
            commands.append(
                KeyCommand("d", label: "delete", help: "delete the selected post (asks first)") {
                    self.deleteSelectedPost()
                })
        }
        return commands
    }

    /// The list keys every screen shares (ListViewport's), each listed by every name it answers to.
    private var movementCommands: [KeyCommand] {
        [
            (["j", "down"], "next post"), (["k", "up"], "previous post"),
            (["pagedown", "space"], "a page down"), (["pageup"], "a page up"),
            (["home", "g"], "first post"), (["end", "G"], "last post"),
        ].map { keys, help in
            KeyCommand(Self.shown(keys), keys: keys, label: nil, help: help) { self.move(keys[0]) }
        }
    }

    /// Short names for the help column, where a key's decoder name is long.
    static let shortNames = ["pagedown": "pgdn", "pageup": "pgup"]

    /// How a command's keys are written in the help: every one, by its short name.
    static func shown(_ keys: [String]) -> String {
        keys.map { shortNames[$0] ?? $0 }.joined(separator: "/")
    }
}
