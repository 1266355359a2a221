import Hummingbird

/// A request whose time ran out (`RequestBudget.Exceeded`, thrown by the route that ran its work
/// within the budget) is answered with the Mosaic page that says so, never a bare 500.
struct RequestBudgetMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        do {
            return try await next(request, context)
        } catch is RequestBudget.Exceeded {
            return WebResponse.make(.tookTooLong)
        }
    }
}
