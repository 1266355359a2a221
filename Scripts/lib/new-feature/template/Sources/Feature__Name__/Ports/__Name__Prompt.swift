/// What the __Name__ feature asks the person: the shell answers with its own sheet, a test with
/// a script. Nil: they closed it without an answer.
public protocol __Name__Prompt: Sendable {
    func askTitle() async -> String?
}

/// Asks nothing (a front end whose forms bring the answer with them: the web).
public struct __Name__NoPrompt: __Name__Prompt {
    public init() {}
    public func askTitle() async -> String? { nil }
}
