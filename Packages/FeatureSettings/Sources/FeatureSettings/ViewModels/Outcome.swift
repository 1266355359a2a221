/// The result of work whose failures are typed, as a value: lets independent loads run side by
/// side (`async let`) and keep their error types.
func outcome<Value: Sendable, Failure: Error>(
    of work: @Sendable () async throws(Failure) -> Value
) async -> Result<Value, Failure> {
    do {
        return .success(try await work())
    } catch {
        return .failure(error)
    }
}
