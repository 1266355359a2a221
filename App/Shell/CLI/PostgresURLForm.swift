/// The shape `--postgres` takes, checked before anything connects: a URL of another kind is a
/// usage error (status 2), like any other option given the wrong kind of value.
enum PostgresURLForm {
    static let schemes = ["postgres://", "postgresql://"]

    /// Why `text` is not a PostgreSQL URL, or nil when it looks like one. It names only the
    /// scheme given: the rest may hold a password.
    static func problem(_ text: String) -> String? {
        let lowered = text.lowercased()
        guard !schemes.contains(where: { lowered.hasPrefix($0) }) else { return nil }
        let given =
            text.range(of: "://").map { "a " + String(text[..<$0.lowerBound]) + ":// URL" } ?? "no URL"
        return "--postgres takes a PostgreSQL URL, postgres://user@host[:port]/database; this is \(given)."
    }
}
