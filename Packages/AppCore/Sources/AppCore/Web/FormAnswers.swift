/// The answers a posted form gives to the questions a view model asks through its prompt port.
/// On the terminal a sheet answers `confirm(message:)` while the intent waits; on the web the
/// question is shown first, as a page, and the form sent from that page carries the answer. So a
/// page runs the intent twice: once declining, to learn the view model's own question (its
/// words, never the page's), and once with the form's answer.
///
/// A feature's web prompt (its `FeedPrompt`, say) reads `FormAnswers.current`, set for the
/// task that runs the intent; outside such a task every question is declined. An actor of its
/// own: the intent runs on its session's isolation, and the answers are asked for from there.
public actor FormAnswers {
    @TaskLocal public static var current: FormAnswers?

    /// The form said yes to the confirmation.
    public let confirms: Bool
    /// Answers to text questions, in the order they are asked.
    private var texts: [String]
    /// The questions asked while the intent ran, in order.
    public private(set) var questions: [String] = []

    public init(confirms: Bool, texts: [String] = []) {
        self.confirms = confirms
        self.texts = texts
    }

    /// A confirmation: the form's answer.
    public func confirm(_ question: String) -> Bool {
        questions.append(question)
        return confirms
    }

    /// A text question: the form's next answer, or nil (cancelled) when it has none.
    public func text(for question: String) -> String? {
        questions.append(question)
        return texts.isEmpty ? nil : texts.removeFirst()
    }

    /// Runs `intent` with these answers, on the caller's isolation; returns them, holding the
    /// questions asked.
    @discardableResult
    nonisolated(nonsending) public func answering(_ intent: nonisolated(nonsending) () async -> Void) async
        -> FormAnswers
    {
        await Self.$current.withValue(self) { await intent() }
        return self
    }

    /// Runs `intent` declining every question; returns the first question it asked, if any.
    nonisolated(nonsending) public static func question(
        askedBy intent: nonisolated(nonsending) () async -> Void
    ) async -> String? {
        await FormAnswers(confirms: false).answering(intent).questions.first
    }
}
