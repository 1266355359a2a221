/// The Messages feature's sentences for people: each names the real cause, never a raw error.
enum MessagesSentences {
    static func failed(_ error: MessagesError) -> String {
        switch error {
        case .busy: "The database is busy; try again in a moment."
        // People's words: the address and the cause are the operator's, in the log (issue 43, item 6).
        case .unreachable: "The team server can't be reached right now."
        case .notSignedIn: "Sign in to read and send messages."
        case .notFound(let handle): "There is nobody called @\(handle) in the team."
        case .refused(let why): "Not sent: \(why)."
        case .unavailable(let cause): "Couldn't reach your messages: \(cause)."
        }
    }

    /// Why a conversation cannot be shown: a refusal is the rule itself ("You can't message
    /// yourself."), nothing was sent.
    static func unreadable(_ error: MessagesError) -> String {
        guard case .refused(let why) = error, let first = why.first else { return failed(error) }
        return first.uppercased() + why.dropFirst() + "."
    }

    static let empty = "Not sent: a message needs some text."
    static let tooLong = "Not sent: a message holds at most 2,000 characters; yours is kept as a draft."
    static func waiting(_ server: String) -> String {
        // People's words: the server's address is the operator's business (issue 43, item 6).
        "The team server can't be reached: your message is kept and goes when it is back."
    }
}
