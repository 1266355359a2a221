import Foundation

/// A post written in a form (the web's) carries the key its draft is published under: a form
/// sent again (after an outage, from a page drawn before the kept post went out, from a second
/// tab) publishes the post once, and the page says it was published.
extension FeedViewModel {
    /// The key the unsaved post is published under, for a form to carry.
    public var publishKey: UUID { composing.key }

    /// Publishes `text` from a form that carried `key`. The store keeps one post per key: a key
    /// whose post is stored already answers with that post. A post stored under the key with
    /// other words (the same form's key used for a second post) is not this one: it is then
    /// published under a key of its own, so nothing typed is lost.
    @discardableResult public func publish(_ text: FeedDraftText, key: UUID) async -> FeedPost? {
        // The kept post may be going out this moment (the server just came back): the form
        // waits for it rather than being turned away, and then finds it stored under its key.
        while isPublishing, !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(20))
        }
        composing.key = key
        guard let post = await publish(text) else { return nil }
        guard case .success(let draft) = DraftRules.check(DraftCleaning.cleaned(text).text),
            Self.sameWords(draft.title, post.title) && Self.sameWords(draft.body, post.body)
        else { return await publish(text) }
        return post
    }

    /// The same words, whatever line breaks a browser or a store wrote them with.
    private static func sameWords(_ one: String, _ other: String) -> Bool {
        one.replacingOccurrences(of: "\r", with: "") == other.replacingOccurrences(of: "\r", with: "")
    }
}
