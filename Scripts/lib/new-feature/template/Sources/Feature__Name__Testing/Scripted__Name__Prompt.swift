import Feature__Name__

/// Answers the feature's questions from a script, in order (nil: the person closed the sheet).
public actor Scripted__Name__Prompt: __Name__Prompt {
    private var answers: [String?]

    public init(_ answers: [String?]) {
        self.answers = answers
    }

    public func askTitle() async -> String? {
        answers.isEmpty ? nil : answers.removeFirst()
    }
}
