import Infrastructure

/// The limits of a message, checked before the database (which checks them again, for every
/// client: `messages_body_rules`), so the app says them in its own words.
public enum MessageRules {
    /// The most a message holds, in characters.
    public static let maximumLength = 2_000
    /// How many messages one member may send in a minute unless the team's owner says otherwise
    /// (`messages.sends_per_minute`, `MessagesQuotas`).
    public static let sendsPerMinute = 30

    static let bodyRule =
        "a message needs 1 to 2,000 characters, not only spaces, and no control characters but line breaks"
    static let recipientRule = "that person has left the team, so they can no longer receive messages"
    static let selfRule = "a message goes to someone else, not to yourself"

    /// The app's count is characters (an emoji family is one), as the team database's
    /// `mosaic_text_fits` counts them; line breaks are allowed, other control characters not.
    static func check(_ body: String) throws {
        guard body.contains(where: { !$0.isWhitespace }), Validation.fits(body, maximumLength) else {
            throw StoreError.invalid(bodyRule)
        }
        do {
            try Validation.refuseControlCharacters(body, field: "message", allowing: ["\n"])
        } catch {
            throw StoreError.invalid(bodyRule)
        }
    }
}
