/// Editing one's own bio: shown at once, put back if saving fails, and what was typed is never
/// lost (kept in `unsavedBio` until a save succeeds).
extension ProfileViewModel {
    /// Asks for a new bio through the prompt port (starting from an unsaved one, if any), then
    /// saves it.
    public func editBio() async {
        guard let content = state.content else { return }
        guard content.isOwn else {
            say(ProfileMessages.readOnlyBio)
            return
        }
        let answer = await dependencies.prompt.askText(
            title: ProfileMessages.editBioTitle, initial: unsavedBio ?? content.person.bio,
            limit: BioRule.limit)
        guard let answer else { return }
        await saveBio(answer)
    }

    /// Shows the new bio at once and saves it; on failure puts the old one back, keeps the text
    /// and says why.
    public func saveBio(_ text: String) async {
        guard let content = state.content else { return }
        guard content.isOwn else {
            say(ProfileMessages.readOnlyBio)
            return
        }
        let bio: String
        switch BioRule.validate(text) {
        case .failure(let problem):
            keepUnsavedBio(text)
            say(ProfileMessages.bioRefused(problem.message))
            return
        case .success(let valid):
            bio = valid
        }
        let personID = content.person.id
        let previous = content.person.bio
        guard bio != previous else {
            // Back to the stored bio: nothing to save, and nothing left unsaved.
            keepUnsavedBio(nil)
            say(nil)
            return
        }
        say(nil)
        updateContent(of: personID) { $0.person.bio = bio }
        do throws(ProfilePeopleError) {
            try await dependencies.people.saveBio(bio, for: personID)
            keepUnsavedBio(nil)
            say(ProfileMessages.bioSaved)
            await track("profile.bio_saved", ["length": String(bio.count)])
        } catch {
            // Only undo our own change: a reload may already show something newer.
            updateContent(of: personID) { if $0.person.bio == bio { $0.person.bio = previous } }
            keepUnsavedBio(text)
            say(ProfileMessages.bioNotSaved(ProfileMessages.cause(error)))
        }
    }
}
