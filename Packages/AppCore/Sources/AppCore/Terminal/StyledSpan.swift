/// A run of text with one style. The text is sanitised on the way in, so nothing a user wrote
/// can reach the terminal as a control sequence.
public struct StyledSpan: Hashable, Sendable {
    public let text: String
    public let style: TextStyle

    public init(_ text: String, style: TextStyle = .plain) {
        self.text = TerminalText.sanitised(text)
        self.style = style
    }

    /// Already-safe text cut from another span (no second sanitising pass needed).
    init(sanitised text: String, style: TextStyle) {
        self.text = text
        self.style = style
    }

    public var width: Int { DisplayWidth.of(text) }
}
