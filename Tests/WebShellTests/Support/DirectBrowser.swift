import AppCore
import Foundation

@testable import MosaicShell

/// A browser at a chosen address, speaking to the `WebApp`'s router directly (no HTTP in
/// between, `WebApp.respond(to:)`), so that a test can be twelve clients, or three thousand: the
/// in-process HTTP client has no address, and the sign-in guard counts per address.
struct DirectBrowser {
    let app: WebApp
    let client: String
    var session: String?
    var mark: String?
    var token: String?

    init(_ app: WebApp, at client: String) {
        self.app = app
        self.client = client
    }

    @discardableResult
    mutating func get(_ path: String, query: String = "") async -> WebOutput {
        await send(WebInput(method: .get, path: path, query: query))
    }

    /// Draws the sign-in page (for its mark and token), then signs in.
    mutating func signIn(_ handle: String, _ password: String, next: String? = nil) async -> WebOutput {
        if token == nil { await get(WebPaths.login) }
        var fields = [
            ("csrf", token ?? ""), ("intent", "sign-in"), ("handle", handle), ("password", password),
        ]
        if let next { fields.append(("next", next)) }
        return await post(WebPaths.login, fields)
    }

    mutating func post(_ path: String, _ fields: [(String, String)]) async -> WebOutput {
        let body = fields.map { FormData.encoded($0.0) + "=" + FormData.encoded($0.1) }.joined(separator: "&")
        var input = WebInput(method: .post, path: path)
        input.form = FormData(encoded: body)
        return await send(input)
    }

    mutating func send(_ input: WebInput) async -> WebOutput {
        var input = input
        input.client = client
        input.sessionID = session
        input.signInMark = mark
        let output = await app.respond(to: input)
        if let new = output.newSession { session = new }
        for cookie in output.cookies where cookie.hasPrefix(SignInFormToken.cookieName + "=") {
            let value = WebClient.cookie(cookie)?.1 ?? ""
            mark = value.isEmpty ? nil : value
        }
        if case .text(let html) = output.body, let found = WebClient.token(in: html) { token = found }
        return output
    }
}

extension WebOutput {
    var text: String {
        if case .text(let text) = body { return text }
        return ""
    }
}
