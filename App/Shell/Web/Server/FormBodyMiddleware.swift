import AppCore
import HTTPTypes
import Hummingbird

/// A posted form is read once, for the route after it (`WebRequestContext.form`): a form, of at
/// most `WebApp.maxFormBytes` (a larger one is refused unread, 413; anything but a form, 415),
/// from this site when the browser says where it came from (`Origin`; else 403). Its body is read
/// within the connection book's deadline (`RequestLimitsMiddleware`), cancelled once it is in.
struct FormBodyMiddleware: RouterMiddleware {
    typealias Context = WebRequestContext
    let site: WebSite

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        guard request.method == .post else { return try await next(request, context) }
        var context = context
        var request = request
        let type = request.headers[.contentType]?.lowercased() ?? ""
        guard type.hasPrefix("application/x-www-form-urlencoded") else {
            return WebResponse.make(
                .plain(415, "Only forms (application/x-www-form-urlencoded) are accepted; nothing was saved.")
            )
        }
        let body: String
        do {
            body = String(buffer: try await request.collectBody(upTo: WebApp.maxFormBytes))
        } catch {
            return WebResponse.make(
                UnsentFormPage.output(
                    site: site, status: 413,
                    sentence:
                        "Not sent: the form is larger than \(WebApp.maxFormBytes / 1024) KiB, so it was not read and nothing was saved. Go back with your browser's Back button: your text is still in the form there.",
                    back: request.uri.path))
        }
        context.bodyDeadline?.cancel()
        guard Self.isSameOrigin(origin: request.headers[.origin], host: request.head.authority) else {
            return WebResponse.make(
                UnsentFormPage.output(
                    site: site, status: 403,
                    sentence: "Not sent: this form was sent from another site, so nothing was saved.",
                    back: request.uri.path))
        }
        context.form = FormData(encoded: body)
        return try await next(request, context)
    }

    /// A browser says where a form came from: it must be this server. (No `Origin`: an older
    /// browser or a tool, for which the token alone decides.)
    static func isSameOrigin(origin: String?, host: String?) -> Bool {
        guard let origin else { return true }
        guard let host, let separator = origin.range(of: "://") else { return false }
        return origin[separator.upperBound...] == host[...]
    }
}
