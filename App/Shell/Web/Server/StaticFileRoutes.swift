import HTTPTypes
import Hummingbird

/// The app's own files (`StaticAssets`) and the icon a browser or a load balancer asks for at
/// `/favicon.ico` (HAProxy's health check, every second): answered from memory, touching no
/// session and no view model.
struct StaticFileRoutes: Sendable {
    /// Anything else below `/_/`: the pages' own "not found", as any other path.
    let notFound: @Sendable (Request, WebRequestContext) async throws -> Response

    func file(_ request: Request, context: WebRequestContext) async throws -> Response {
        guard
            let output = StaticAssets.output(
                for: request.uri.path, ifNoneMatch: request.headers[.ifNoneMatch])
        else { return try await notFound(request, context) }
        return WebResponse.make(output)
    }

    func favicon(_ request: Request, context: WebRequestContext) async throws -> Response {
        WebResponse.make(
            WebOutput(status: 204, contentType: "image/svg+xml", body: .text(""), caching: .revalidate))
    }
}
