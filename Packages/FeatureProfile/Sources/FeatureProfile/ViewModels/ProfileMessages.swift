/// Every sentence the profile says to the person: stable, naming the real cause, and free of key
/// names (the front end says which key or button does what). Port errors never reach the person
/// as they are.
enum ProfileMessages {
    // Loading
    static let moreFailedPrefix = "Couldn't load more posts."
    static func loadFailed(_ cause: String) -> String { "Couldn't load this profile. " + cause }
    static let reloadFailedPrefix = "Couldn't load this profile again."
    static func reloadFailed(_ cause: String) -> String {
        reloadFailedPrefix + " " + cause + " What is shown may be out of date."
    }
    static func moreFailed(_ cause: String) -> String { moreFailedPrefix + " " + cause }

    // The bio
    static let editBioTitle = "Edit bio"
    static let bioSaved = "Bio saved."
    static let readOnlyBio = "This is someone else's profile: only they can edit their bio."
    static let bioTooLong = "A bio can be at most \(BioRule.limit) characters."
    static let bioHasControlCharacters = "A bio can't contain line breaks or control characters."
    static let textKept = "Your text is kept: editing your bio again starts from it."
    static func bioRefused(_ problem: String) -> String { problem + " " + textKept }
    static func editBioAgainTitle(_ problem: String) -> String { editBioTitle + " — " + problem }
    static func bioNotSaved(_ cause: String) -> String { "Your bio wasn't saved. \(cause) \(textKept)" }

    // Posts
    static let readOnlyPosts = "This is someone else's profile: only they can delete their posts."
    static let postDeleted = "Post deleted."
    static let alreadyDeleted = "This post was already deleted."
    /// Said the same way wherever a post is deleted (the Feed feature asks in these words).
    static func deleteConfirmation(_ title: String) -> String {
        "Delete \u{201C}\(title)\u{201D}? This can't be undone."
    }
    static func deleteFailed(_ title: String, _ cause: String) -> String {
        "Couldn't delete \u{201C}\(title)\u{201D}. \(cause) It is back in the list."
    }

    // Causes, one sentence each
    static let busy = "The database is busy; try again in a moment."
    static let readOnly = "The database is read-only."
    static let diskFull = "The disk is full."
    /// People's words: the server's address and the cause are the operator's, in the log the
    /// shell's adapters write (issue 43, item 6).
    static func unreachable(_ server: String) -> String { "The team server can't be reached right now." }
    static func unavailable(_ reason: String) -> String { "The database is unavailable: \(clause(reason))." }

    static func cause(_ error: ProfilePeopleError) -> String {
        switch error {
        case .notFound: "This person no longer exists."
        case .notAllowed: "You can only edit your own bio."
        case .invalid(let reason): sentence(reason)
        case .busy: busy
        case .readOnly: readOnly
        case .diskFull: diskFull
        case .unreachable(let server): unreachable(server)
        case .unavailable(let reason): unavailable(reason)
        }
    }

    static func cause(_ error: ProfilePostsError) -> String {
        switch error {
        case .notFound: "It no longer exists."
        case .notAllowed: "You can only delete your own posts."
        case .invalid(let reason): sentence(reason)
        case .busy: busy
        case .readOnly: readOnly
        case .diskFull: diskFull
        case .unreachable(let server): unreachable(server)
        case .unavailable(let reason): unavailable(reason)
        }
    }

    /// "title is too long" becomes "Title is too long."
    static func sentence(_ reason: String) -> String {
        let text = clause(reason)
        guard let first = text.first else { return "" }
        return first.uppercased() + text.dropFirst() + "."
    }

    /// The reason without its closing full stop, to sit inside a sentence.
    static func clause(_ reason: String) -> String {
        var text = reason.drop(while: \.isWhitespace)
        while let last = text.last, last == "." || last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}
