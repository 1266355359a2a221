/// The isolation its caller runs on: work that records it shows whether it ran on its owner's
/// (a web session's, the terminal's main actor) or elsewhere.
func isolationOfCaller(_ isolation: isolated (any Actor)? = #isolation) -> (any Actor)? {
    isolation
}
