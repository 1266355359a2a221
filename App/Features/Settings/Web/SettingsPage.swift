import AppCore
import FeatureSettings
import Foundation

/// Settings on the web, over a `SettingsViewModel`: the preferences, each with a button that
/// turns it on or off; the way to the feature flags; and the account. On this device's own
/// database a person signs in as any profile by its handle, creates one, and signs out after the
/// view model's own question (`?sign-out`); on a team database their login is who they are.
public final class SettingsPage: WebPage {
    public let model: SettingsViewModel
    /// The path of the feature flags' page.
    let flagsPath: String
    /// Opened to sign in (`/settings/sign-in`, the header's "Sign in"): the tab says so and the
    /// handle field has the focus.
    let isForSigningIn: Bool
    /// Where a team's member signs out (the shell's path): a member signed in by their login
    /// (never a SQLite file's profile, chosen, not signed in to) is offered "Sign out everywhere".
    let signOutPath: String?
    private var question: String?

    /// The query's fields this page reads (the question before signing out): no other reaches it, nor is drawn back into it.
    /// `sign-out` asks first; `next` is where signing in leads (a page that asked for it:
    /// "Sign in to write a post" leads back to the new post).
    public var queryFields: Set<String> { ["sign-out", "next"] }

    public init(
        model: SettingsViewModel, flagsPath: String, isForSigningIn: Bool = false, signOutPath: String? = nil
    ) {
        self.model = model
        self.flagsPath = flagsPath
        self.isForSigningIn = isForSigningIn
        self.signOutPath = signOutPath
    }

    public var title: String { isForSigningIn ? "Sign in" : "Settings" }

    public func load(_ request: WebRequest) async -> PageLoad {
        // Opened afresh: what an earlier form said was said then (by the notice, or beside its
        // field on the page its refusal led to); only what loading says now is news.
        _ = model.takeNote()
        await model.appear()
        question = nil
        if request.query.contains("sign-out") {
            let model = self.model
            question = await FormAnswers.question(askedBy: { await model.signOut() })
        }
        return .shown
    }

    public func submit(_ request: WebRequest) async -> FormOutcome {
        let model = self.model
        let before = model.signedInAccount
        switch request.intent {
        case "toggle":
            guard let preference = request.form["preference"].flatMap(SettingsPreference.init(rawValue:))
            else {
                return .showAgain(status: 422)
            }
            await model.toggle(preference)
        case "sign-in":
            await model.signIn(handle: request.form["handle"] ?? "")
            let signedIn = model.signedInAccount
            // Signed in again as the same person: done, and said as done, not as a refusal.
            let again =
                signedIn != nil && signedIn == before && model.message != nil && !model.messageIsProblem
            if !again, signedIn == nil || signedIn == before { return .signInRefused }
            if let next = Self.localPath(request.query["next"]) {
                return .redirect(to: next, notice: model.takeNote()?.text)
            }
        case "create-profile":
            await model.createProfile(
                handle: request.form["handle"] ?? "", displayName: request.form["display-name"] ?? "")
            let created = model.signedInAccount
            if created == nil || created == before { return .showAgain(status: 422) }
        case "sign-out":
            let confirmed = request.form[WebForm.confirmedField] == "yes"
            await FormAnswers(confirms: confirmed).answering { await model.signOut() }
        default:
            return .unknownIntent
        }
        // Said once, by the frame's notice on the page redirected to: not again in the page.
        return .redirect(to: request.path, notice: model.takeNote()?.text)
    }

    /// `next` when it is a path of this site ("/feed?new"), never another site's address. A
    /// browser reads `/\t/evil.example` or `/\\evil.example` as another site (it drops tabs and
    /// turns backslashes into slashes), so it must be printable ASCII without a backslash, and
    /// once percent-decoded too; never `//` (another host). The team's sign-in page holds the
    /// same rule (`LoginPage.destination`).
    static func localPath(_ next: String?) -> String? {
        func isLocal(_ path: String) -> Bool {
            path.hasPrefix("/") && !path.hasPrefix("//")
                && path.unicodeScalars.allSatisfy { (0x21...0x7E).contains($0.value) && $0 != "\\" }
        }
        guard let next, next.utf8.count <= 2_048, isLocal(next),
            let decoded = next.removingPercentEncoding, isLocal(decoded)
        else { return nil }
        return next
    }

    public func body(_ request: WebRequest) -> HTML {
        switch model.state {
        case .idle, .loading:
            return HTML.tag(.p) { "Loading…" }
        case .failed(let problem):
            return HTML.tag(.p, .class("message")) { problem }
        case .loaded(let snapshot):
            return SettingsHTML(
                snapshot: snapshot, mode: model.accountMode, message: model.message,
                newProfileFieldAtFault: model.newProfileFieldAtFault, question: question,
                flagsPath: flagsPath,
                request: request, focusesSignIn: isForSigningIn, signOutPath: signOutPath
            ).html
        }
    }
}
