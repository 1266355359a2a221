import AppCore
import Foundation

/// What a session's next page is to say, kept where every web node finds it: a form's answer
/// is a redirect (POST/redirect/GET), and behind a load balancer the page it leads to may be
/// drawn by another node. So a team's node leaves the notice ("Post published.") and a refused
/// form (what was typed, and why) in the session's row instead of its own memory
/// (`SharedSessions.leaveNote`), and the node that draws the next page takes them from there.
struct NextPageNote: Codable, Equatable, Sendable {
    var notice: String?
    var refused: Refused?

    struct Refused: Codable, Equatable, Sendable {
        let address: String
        let status: Int
        /// The form's fields in order, each [name, value].
        let fields: [[String]]
    }

    /// What a session has to say on its next page, or nil for nothing.
    init?(notice: String?, refused: RefusedForm?) {
        guard notice != nil || refused != nil else { return nil }
        self.notice = notice
        self.refused = refused.map { form in
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

    /// The refused form as the session keeps it.
    var refusedForm: RefusedForm? {
        refused.map { refused in
            let fields = refused.fields.compactMap { pair in
                pair.count == 2 ? (name: pair[0], value: pair[1]) : nil
            }
            return RefusedForm(address: refused.address, form: FormData(fields), status: refused.status)
        }
    }
}
