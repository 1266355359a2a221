/// Editing one's own bio: shown at once, put back if saving fails, and what was typed is never
/// lost: closing the question, a refusal or a failed save keeps it in `unsavedBio` (and on disk,
/// through `ProfileDrafts`) until a save succeeds.
extension ProfileViewModel {
    /// The most characters a bio holds, as people count them (a form counts them as typed).
    public static let bioLimit = BioRule.limit

    /// Forgets the message on show: a web page hands it to the page its form leads to, which
    /// says it once.
    public func dismissMessage() {
        say(nil)
    }

    /// Asks for a new bio through the prompt port (starting from an unsaved one, if any), then
    /// saves it.
    public func editBio() async {
        guard let content = state.content else { return }
        guard content.isOwn else {
            say(.problem(ProfileMessages.readOnlyBio))
            return
        }
        var title = ProfileMessages.editBioTitle
        var typed = unsavedBio ?? content.person.bio
        while true {
            switch await dependencies.prompt.askText(title: title, initial: typed, limit: BioRule.limit) {
            case .closed(let text):
                // Closed: what was typed is kept unless it is the bio as stored.
                await keepUnsavedBio(text == content.person.bio ? nil : text)
                say(unsavedBio == nil ? nil : .outcome(ProfileMessages.textKept))
                return
            case .finished(let text):
                // A refused bio is asked again at once, with what was typed and why.
                if case .failure(let problem) = BioRule.validate(text) {
                    title = ProfileMessages.editBioAgainTitle(problem.message)
                    typed = text
                    continue
                }
                await saveBio(text)
                return
            }
        }
    }

    /// Shows the new bio at once and saves it; on failure puts the old one back, keeps the text
    /// and says why.
    public func saveBio(_ text: String) async {
        guard let content = state.content else { return }
        guard content.isOwn else {
            say(.problem(ProfileMessages.readOnlyBio))
            return
        }
        let bio: String
        switch BioRule.validate(text) {
        case .failure(let problem):
            await keepUnsavedBio(text)
            say(.problem(ProfileMessages.bioRefused(problem.message)))
            return
        case .success(let valid):
            bio = valid
        }
        let personID = content.person.id
        let previous = content.person.bio
        guard bio != previous else {
            // Back to the stored bio: nothing to save, and nothing left unsaved.
            await keepUnsavedBio(nil)
            say(nil)
            return
        }
        say(nil)
        updateContent(of: personID) { $0.person.bio = bio }
        do throws(ProfilePeopleError) {
            try await dependencies.people.saveBio(bio, for: personID)
            await keepUnsavedBio(nil)
            say(.outcome(ProfileMessages.bioSaved))
            await track("profile.bio_saved", ["length": String(bio.count)])
        } catch {
            // Only undo our own change: a reload may already show something newer.
            updateContent(of: personID) { if $0.person.bio == bio { $0.person.bio = previous } }
            await keepUnsavedBio(text)
            say(.problem(ProfileMessages.bioNotSaved(ProfileMessages.cause(error))))
        }
    }
}
