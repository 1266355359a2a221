import AppCore

/// The team's sign-in page (`/login`): Handle and Password, and a Sign in button. A refused
/// sign-in comes back with the handle as typed and why beside it; the password is never drawn
/// back (`WebForm.Control.secret`). `next` is the page to go to once signed in.
struct LoginPage {
    /// The team's server, "db.example:5432/mosaic".
    let place: String
    let handle: String
    let problem: String?
    let next: String?
    let request: WebRequest

    static let title = "Sign in"

    var body: HTML {
        HTML.joined([
            HTML.tag(.p) {
                "Sign in to the team at "
                HTML.tag(.strong) { place }
                " with your database login: your handle and the password its owner gave you."
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

    /// Where to go after signing in: a path of this site (never another site's, never the
    /// sign-in page itself), else the start.
    static func destination(_ next: String?) -> String {
        guard let next, next.hasPrefix("/"), !next.hasPrefix("//"), !next.hasPrefix("/\\"),
            !next.hasPrefix(WebPaths.login), !next.hasPrefix(WebPaths.logout), !next.hasPrefix("/_/")
        else { return "/" }
        return next
    }
}
