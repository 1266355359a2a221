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

    /// True when `text` carries a password (`postgres://owner:secret@host/db`): on the command
    /// line it is seen by every user of the machine (`ps`) and kept in the shell's history.
    static func holdsPassword(_ text: String) -> Bool {
        guard let scheme = text.range(of: "://") else { return false }
        let rest = text[scheme.upperBound...]
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard let at = authority.lastIndex(of: "@") else { return false }
        return authority[..<at].contains(":")
    }

    /// Why a team command refuses a URL with a password in it; the password is not repeated.
    static let passwordRefusal =
        "--postgres holds a password: on the command line every user of this machine can read it "
        + "(ps) and your shell keeps it in its history. Leave it out of the URL "
        + "(postgres://OWNER@host:port/database) and give it in PGPASSWORD, in ~/.pgpass, or when asked."

    /// What a member is told when their password is in --postgres (it is used, not refused).
    static let memberPasswordWarning =
        "--postgres holds your password, which every user of this machine can read (ps) and your shell "
        + "keeps in its history; leave it out of the URL and give it in PGPASSWORD, in ~/.pgpass, or when asked."
}
