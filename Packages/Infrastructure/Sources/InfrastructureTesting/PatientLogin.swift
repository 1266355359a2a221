import Infrastructure

extension PostgresLoginOptions {
    /// A request limit for tests: 60 s rather than the app's 5 s. The app's limit says an
    /// outage to a person quickly; a test's outages are stopped servers and cut connections,
    /// which are said at once, so the only request that reaches a limit in a test is one slowed
    /// by a busy machine (CI once failed a team test when a request took over 5 s beside the
    /// other suites). Each suite's own time limit still ends a test that truly hangs.
    func patient() -> PostgresLoginOptions {
        var options = self
        options.requestLimit = .seconds(60)
        return options
    }
}
