import AppCore
import Foundation

/// What a session's next page is to say, kept where every web node finds it: a form's answer
/// is a redirect (POST/redirect/GET), and behind a load balancer the page it leads to may be
/// drawn by another node. So a team's node leaves the notice ("Post published.") and a refused
/// form (what was typed, and why) in the session's row instead of its own memory
/// (`SharedSessions.leaveNote`), and the node that draws the next page takes them from there.
struct NextPageNote: Codable, Equatable {
    var notice: String?
    var refused: Refused?

    struct Refused: Codable, Equatable {
        let address: String
        let status: Int
        /// The form's fields in order, each [name, value].
        let fields: [[String]]
    }

    /// What `session` has to say on its next page, or nil for nothing.
    @MainActor
    init?(of session: WebSession) {
        guard session.notice != nil || session.refusedForm != nil else { return nil }
        notice = session.notice
        refused = session.refusedForm.map { form in
            Refused(
                address: form.address, status: form.status,
                fields: form.form.fields.map { [$0.name, $0.value] })
        }
    }

    /// The note as text for the session's row; nil when it cannot be written.
    var text: String? {
        (try? JSONEncoder().encode(self)).flatMap { String(bytes: $0, encoding: .utf8) }
    }

    /// The note a row held; nil for text that is not one.
    init?(text: String) {
        guard let decoded = try? JSONDecoder().decode(Self.self, from: Data(text.utf8)) else { return nil }
        self = decoded
    }

    /// Puts it back on a session, for its next page drawn here.
    @MainActor
    func apply(to session: WebSession) {
        if let notice { session.notice = notice }
        if let refused {
            let fields = refused.fields.compactMap { pair in
                pair.count == 2 ? (name: pair[0], value: pair[1]) : nil
            }
            session.refusedForm = RefusedForm(
                address: refused.address, form: FormData(fields), status: refused.status)
        }
    }
}
