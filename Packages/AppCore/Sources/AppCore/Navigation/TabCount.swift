/// A number a tab shows beside its title (3 unread messages), with what it counts in words: the
/// eye sees a badge, a screen reader says "Messages, 3 unread", and a narrow terminal keeps the
/// number when it shortens the title.
public struct TabCount: Sendable, Equatable {
    public let number: Int
    /// What is counted, said after the number ("unread").
    public let words: String

    public init(number: Int, words: String) {
        self.number = number
        self.words = words
    }

    /// "3 unread".
    public var spoken: String { "\(number) \(words)" }
}
