import HTTPTypes
import Hummingbird

/// Every answer carries the security headers (`SecurityHeaders`), whatever route or refusal
/// made it: the router's own answers too.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The fields, made once: a name checked and a field built for each answer was a hundredth
    /// of a kept page's time.
    private let fields: [HTTPField]

    init(secure: Bool) {
        fields = SecurityHeaders.all(secure: secure).compactMap { name, value in
            HTTPField.Name(name).map { HTTPField(name: $0, value: value) }
        }
    }

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
        for field in fields { response.headers[field.name] = field.value }
        return response
    }
}
