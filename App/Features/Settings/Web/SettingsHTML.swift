import AppCore
import FeatureSettings

/// Settings as HTML: preferences, the flags link, the account section.
struct SettingsHTML {
    let snapshot: SettingsSnapshot
    let mode: SettingsAccountMode
    let message: String?
    /// The new profile's field a refusal is about.
    var newProfileFieldAtFault: NewProfileField? = nil
    /// The view model's question, while the page asks it (signing out).
    let question: String?
    let flagsPath: String
    let request: WebRequest
    /// The page was opened to sign in: its handle field takes the focus.
    var focusesSignIn = false
    /// Where a team's member signs out (`SettingsPage.signOutPath`).
    var signOutPath: String? = nil

    /// The form a refusal is about: what was typed there is sent back with its reason.
    private var refusedIntent: String? { message == nil ? nil : request.intent }

    var html: HTML {
        HTML.joined([
            // A refused sign-in or new profile says why beside its form instead.
            message.flatMap { message in
                refusedIntent == "sign-in" || refusedIntent == "create-profile"
                    ? nil : HTML.tag(.p, .class("message"), .role("status")) { message }
            } ?? HTML(),
            question.map { question in
                WebForm.confirmation(
                    question, yes: "Sign out", posting: "sign-out", to: request.path, request: request,
                    back: request.path)
            } ?? HTML(),
            // Opened to sign in, the account (and its sign-in form) comes first.
            focusesSignIn ? account : preferences,
            focusesSignIn ? preferences : account,
        ])
    }

    /// The preferences a browser applies. Colour is how the terminal draws (the page's colours
    /// are the browser's and the system's light or dark): a switch here would change nothing.
    static let shownPreferences = SettingsPreference.allCases.filter { $0 != .colour }

    private var preferences: HTML {
        HTML.tag(.section, .ariaLabel("Preferences")) {
            HTML.tag(.h2) { "Preferences" }
            HTML.tag(.ul, .class("settings-list")) {
                for preference in Self.shownPreferences {
                    let isOn = snapshot.preferences[preference]
                    HTML.tag(.li) {
                        HTML.tag(.span) {
                            preference.label + ": "
                            HTML.tag(.strong) { isOn ? "On" : "Off" }
                        }
                        WebForm.button(
                            (isOn ? "Turn off " : "Turn on ") + preference.label, posting: "toggle",
                            to: request.path, request: request, fields: [("preference", preference.rawValue)])
                    }
                }
                HTML.tag(.li) {
                    HTML.tag(.a, .href(flagsPath)) { "Feature flags" }
                }
            }
        }
    }

    private var account: HTML {
        HTML.tag(.section, .ariaLabel("Account")) {
            HTML.tag(.h2) { "Account" }
            switch mode {
            case .databaseLogin(let login):
                HTML.tag(.p) {
                    "You are signed in by your database login \(login.login) on \(login.server)."
                }
                signOutEverywhere
            case .profilesOnThisDevice:
                profiles
            }
        }
    }

    /// A lost laptop, a shared computer: every browser signed in as this member signs out at
    /// once, on every web node (the shell ends their sessions in the team database).
    private var signOutEverywhere: HTML {
        guard let signOutPath else { return HTML() }
        return HTML.tag(.section, .ariaLabel("Your browsers")) {
            HTML.tag(.p, .class("hint")) {
                "Signed in on a computer you no longer have? Signing out everywhere signs out every browser signed in as you, this one too."
            }
            WebForm.post(
                to: signOutPath, intent: "sign-out", request: request,
                fields: [(Self.everywhereField, "yes")], label: "Sign out everywhere"
            ) {
                WebForm.submit("Sign out everywhere")
            }
        }
    }

    /// The field that makes a sign-out end every session of the member.
    public static let everywhereField = "everywhere"

    private var profiles: HTML {
        let typed = refusedIntent
        return HTML.joined([
            HTML.tag(.p) {
                if let account = snapshot.account {
                    "Signed in as "
                    HTML.tag(.strong, .dir("auto")) { account.displayName }
                    " (@" + account.handle + ")"
                } else {
                    "Not signed in."
                }
            },
            snapshot.account == nil
                ? HTML()
                : HTML.tag(.p, .class("actions")) {
                    HTML.tag(.a, .href(request.path(query: [("sign-out", nil)])), .class("button")) {
                        "Sign out"
                    }
                },
            HTML.tag(.h2) { snapshot.account == nil ? "Sign in" : "Sign in as someone else" },
            // To its own address, `next` included: signing in leads where the person was going.
            WebForm.post(to: request.address, intent: "sign-in", request: request, label: "Sign in") {
                WebForm.field(
                    "Handle", name: "handle", value: typed == "sign-in" ? request.form["handle"] ?? "" : "",
                    control: .line(limit: nil), problem: typed == "sign-in" ? message : nil,
                    autofocus: typed == "sign-in" || (typed == nil && focusesSignIn))
                WebForm.submit("Sign in")
            },
            HTML.tag(.h2) { "Create a profile" },
            WebForm.post(
                to: request.path, intent: "create-profile", request: request, label: "Create a profile"
            ) {
                // The reason goes beside the field at fault, which takes the focus.
                let atFault = typed == "create-profile" ? newProfileFieldAtFault ?? .displayName : nil
                WebForm.field(
                    "Handle", name: "handle", id: "new-handle",
                    value: typed == "create-profile" ? request.form["handle"] ?? "" : "",
                    control: .line(limit: nil), problem: atFault == .handle ? message : nil,
                    hint: "Lower-case letters a-z, digits and _.", autofocus: atFault == .handle)
                WebForm.field(
                    "Display name", name: "display-name",
                    value: typed == "create-profile" ? request.form["display-name"] ?? "" : "",
                    // Counted from the start, as the bio is.
                    control: .line(limit: SettingsViewModel.displayNameLimit),
                    problem: atFault == .displayName ? message : nil,
                    autofocus: atFault == .displayName)
                WebForm.submit("Create profile")
            },
        ])
    }
}
