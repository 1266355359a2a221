/// Stable, user-facing sentences; port errors never reach the screen as they are.
enum ProfileMessages {
    static let loadFailed = "Couldn't load this profile. Check your connection and press r to retry."
    static let moreFailed = "Couldn't load more posts. Scroll down to try again."
    static let bioSaveFailed = "Couldn't save your bio, so it is back to what it was."
    static let deleteFailed = "Couldn't delete the post, so it is back in the list."
    static let readOnlyBio = "This is someone else's profile: only they can edit their bio."
    static let readOnlyPosts = "This is someone else's profile: only they can delete their posts."
    static let bioTooLong = "A bio can be at most \(BioRule.limit) characters."
    static let bioHasControlCharacters = "A bio can't contain line breaks or control characters."
    static let editBioTitle = "Edit bio"
    static let deleteConfirmation = "Delete this post? This can't be undone."
}
