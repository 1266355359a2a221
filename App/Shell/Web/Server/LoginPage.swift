import AppCore

/// The team's sign-in page (`/login`): Handle and Password, and a Sign in button. A refused
/// sign-in comes back with the handle as typed and why beside it; the password is never drawn
/// back (`WebForm.Control.secret`). `next` is the page to go to once signed in. It names no
/// database host, port or name: those are for members' terminals, not for strangers.
struct LoginPage {
    let handle: String
    let problem: String?
    let next: String?
    let request: WebRequest

    static let title = "Sign in"

    var body: HTML {
        HTML.joined([
            HTML.tag(.p) {
                "Sign in to your team with your database login: your handle and the password the team's "
                    + "owner gave you."
            },
            WebForm.post(
                to: WebPaths.login, intent: "sign-in", request: request,
                fields: next.map { [("next", $0)] } ?? [],
                label: "Sign in"
            ) {
                WebForm.field(
                    "Handle", name: "handle", value: handle, control: .line(limit: 30), problem: problem,
                    required: true, autofocus: problem == nil, autocomplete: "username")
                WebForm.field(
                    "Password", name: "password", value: "", control: .secret, required: true,
                    autofocus: problem != nil, autocomplete: "current-password")
                WebForm.submit("Sign in")
            },
            HTML.tag(.p, .class("hint")) {
                "The password is checked by the team's database and not kept. "
                    + "On a terminal: mosaic --postgres with your login."
            },
        ])
    }

    /// Where to go after signing in: a path of this site and nothing else, else the start. A
    /// browser reads `/\t/evil.example` or `/\\evil.example` as another site (it drops tabs and
    /// newlines and turns backslashes into slashes), so the path as sent must be printable ASCII
    /// without a backslash, and once percent-decoded still hold no control character, whitespace
    /// or backslash; never `//` (another host), never the sign-in page itself or the shell's own
    /// paths.
    static func destination(_ next: String?) -> String {
        guard let next, next.utf8.count <= 2_048, let decoded = next.removingPercentEncoding,
            isLocal(next), isLocal(decoded),
            next.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) && $0 != "\\" }),
            decoded.unicodeScalars.allSatisfy(isHarmless),
            !next.hasPrefix(WebPaths.login), !next.hasPrefix(WebPaths.logout), !next.hasPrefix("/_/")
        else { return "/" }
        return next
    }

    private static func isLocal(_ path: String) -> Bool {
        path.hasPrefix("/") && !path.hasPrefix("//")
    }

    private static func isHarmless(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0x20 && !(0x7F...0x9F).contains(scalar.value) && scalar != "\\"
            && !scalar.properties.isWhitespace && !scalar.properties.isDefaultIgnorableCodePoint
    }
}
