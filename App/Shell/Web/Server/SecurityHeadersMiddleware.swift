import HTTPTypes
import Hummingbird

/// Every answer carries the security headers (`SecurityHeaders`), whatever route or refusal
/// made it: the router's own answers too.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    let secure: Bool

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            // The router's own refusals (no such route) carry the headers too.
            response = try error.response(from: request, context: context)
        }
        for (name, value) in SecurityHeaders.all(secure: secure) {
            if let field = HTTPField.Name(name) { response.headers[field] = value }
        }
        return response
    }
}
