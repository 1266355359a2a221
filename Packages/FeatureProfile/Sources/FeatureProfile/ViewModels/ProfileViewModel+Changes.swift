/// Changes made elsewhere while the profile is shown: the shown person changed or removed, a post
/// of theirs published, edited or deleted, the flags changed, many rows changed, the team server
/// back.
extension ProfileViewModel {
    /// Listens for changes made elsewhere and shows them. The screen's work: the front end runs it
    /// while the screen is shown (beside `appear()`) and cancels it when the screen goes; on
    /// appearing again, `appear()` reloads what the screen shows. Returns when the source ends.
    public func watchChanges() async {
        for await change in dependencies.changes.changes() {
            guard !Task.isCancelled else { return }
            await apply(change)
        }
    }

    func apply(_ change: ProfileChange) async {
        switch change {
        case .personChanged(let id):
            // A new bio or display name: read the person (and the posts shown) again, quietly.
            guard state.content?.person.id == id else { return }
            await load(clearingMessage: false, viewed: false)
        case .personRemoved(let id):
            guard state.content?.person.id == id else { return }
            endLoads()
            show(.removed)
        case .postPublished(_, let authorID):
            // Their new post goes on top: read the posts shown again, quietly (a front end's
            // selection follows its post, not its row).
            guard state.content?.person.id == authorID else { return }
            await load(clearingMessage: false, viewed: false)
        case .postEdited(let postID, let authorID):
            guard state.content?.person.id == authorID,
                state.content?.posts.contains(where: { $0.id == postID }) == true
            else { return }
            await load(clearingMessage: false, viewed: false)
        case .postDeleted(let postID, let authorID):
            updateContent(of: authorID) { $0.posts.removeAll { $0.id == postID } }
        case .flagsChanged:
            await readBadgeAgain()
        case .manyChanged, .connectionRestored:
            // Whatever is shown may be out of date, a failure included (the server is back).
            guard state != .idle, state != .loading else { return }
            await load(clearingMessage: false, viewed: false)
        }
    }

    /// The `profile.new_badge` flag may have flipped: the badge follows it.
    private func readBadgeAgain() async {
        guard let personID = state.content?.person.id else { return }
        let marked = await dependencies.flags.isOn(ProfileFeature.newBadgeFlag)
        guard !Task.isCancelled else { return }
        let now = dependencies.clock.now()
        updateContent(of: personID) {
            $0.badge = ProfileBadge.of($0.person, now: now, newcomersMarked: marked)
        }
    }
}
