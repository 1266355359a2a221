/// Changing one's own profile: the bio and one's posts, optimistically with rollback.
extension ProfileViewModel {
    /// Asks for a new bio through the prompt port, then saves it.
    func editBio() async {
        guard let content = state.content else { return }
        guard content.isOwn else {
            notice = ProfileMessages.readOnlyBio
            return
        }
        let answer = await dependencies.prompt.askText(
            title: ProfileMessages.editBioTitle, initial: content.person.bio, limit: BioRule.limit)
        guard let answer else { return }
        await saveBio(answer)
    }

    /// Shows the new bio at once, and puts the old one back if saving fails.
    func saveBio(_ text: String) async {
        guard let content = state.content else { return }
        guard content.isOwn else {
            notice = ProfileMessages.readOnlyBio
            return
        }
        let bio: String
        switch BioRule.validate(text) {
        case .failure(let problem):
            notice = problem.message
            return
        case .success(let valid):
            bio = valid
        }
        let personID = content.person.id
        let previous = content.person.bio
        guard bio != previous else { return }
        notice = nil
        updateContent(of: personID) { $0.person.bio = bio }
        do {
            try await dependencies.people.saveBio(bio, for: personID)
            await track("profile.bio_saved", ["length": String(bio.count)])
        } catch {
            // Only undo our own change: a reload may already show something newer.
            updateContent(of: personID) { if $0.person.bio == bio { $0.person.bio = previous } }
            notice = ProfileMessages.bioSaveFailed
        }
    }

    /// Asks for confirmation, removes the selected post at once, and puts it back if deleting fails.
    func deleteSelectedPost() async {
        guard let content = state.content else { return }
        guard content.isOwn else {
            notice = ProfileMessages.readOnlyPosts
            return
        }
        guard content.posts.indices.contains(selectedIndex) else { return }
        let post = content.posts[selectedIndex]
        guard await dependencies.prompt.confirm(message: ProfileMessages.deleteConfirmation) else { return }
        let personID = content.person.id
        guard let index = state.content?.posts.firstIndex(of: post) else { return }
        notice = nil
        updateContent(of: personID) { $0.posts.remove(at: index) }
        do {
            try await dependencies.posts.deletePost(id: post.id)
            await track("profile.post_deleted", ["post_id": String(post.id)])
        } catch {
            updateContent(of: personID) { content in
                guard !content.posts.contains(where: { $0.id == post.id }) else { return }
                content.posts.insert(post, at: min(index, content.posts.count))
            }
            notice = ProfileMessages.deleteFailed
        }
    }

    /// Starts an edit or delete from a key press; tests await `actionTask`.
    func startAction(_ action: @escaping @MainActor (ProfileViewModel) async -> Void) {
        actionTask = Task { await action(self) }
    }
}
