/// Wrong passwords at the web's sign-in form, counted in the team database (platform step 6) so
/// that every web node slows the same guesses: behind a load balancer a stranger's guesses are
/// spread over the nodes, and counted per node each would start again at the shortest wait.
///
/// A row counts the failures of one handle or one client address (`h:ada`, `c:10.0.0.5`) in
/// the current window; a failure after a quiet window starts the count again, and rows quiet
/// for longer are deleted by the next failure, so the table holds only recent guessing. Only the
/// web login may count or clear, through these owner-run functions (EXECUTE granted to it alone,
/// `TeamWebLogins`): no member reads who failed to sign in. Each node's own guard
/// (`SignInGuard`) still turns floods away before anything reaches the database.
enum PlatformSignInFailures {
    static let tables = ["web_sign_in_failures"]

    /// The web login's functions here, with their argument types.
    static let webFunctions = [
        "mosaic_web_sign_in_failed(text, text, integer)", "mosaic_web_sign_in_succeeded(text, text)",
    ]
}
