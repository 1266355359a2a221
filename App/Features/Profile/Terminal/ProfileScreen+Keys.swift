import AppCore
import FeatureProfile

/// The profile's one key table, built from what is on screen: it drives the key handling, the
/// footer hints (most important first) and the help sheet, so they cannot drift apart. A key
/// that does nothing right now is not in it.
extension ProfileScreen {
    public var keys: KeyTable {
        switch model.state {
        case .loaded(let content):
            KeyTable(
                [
                    KeyCommand(.enter, label: "open", help: "open the selected post") {
                        self.openSelectedPost()
                    }
                ]
                    + ownerCommands(content) + [refreshCommand] + movementCommands + contributed)
        case .empty(let content):
            KeyTable(ownerCommands(content) + [refreshCommand] + contributed)
        case .signedOut:
            KeyTable([
                KeyCommand(.enter, label: "sign in", help: "go to where you sign in") {
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

    /// Other features' actions on the person (`m` writes to them), last: a key of the profile's
    /// own always stays its own.
    private var contributed: [KeyCommand] {
        guard let person else { return [] }
        return contributions.commands(forPerson: person, tasks: tasks, note: note)
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

    /// The list keys every screen shares.
    private var movementCommands: [KeyCommand] {
        ListKeys.selecting("post") { [weak self] step in self?.move(step) }
    }
}
