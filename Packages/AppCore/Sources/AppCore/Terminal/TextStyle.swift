/// How a span of text looks. With colour off (NO_COLOR, TERM=dumb, --no-color, or not a
/// terminal) no style is written at all, so components also mark meaning with characters
/// (brackets, `›`), never with style alone.
public struct TextStyle: Hashable, Sendable {
    public var bold: Bool
    public var dim: Bool
    public var reverse: Bool
    public var foreground: TerminalColour?

    public init(
        bold: Bool = false, dim: Bool = false, reverse: Bool = false, foreground: TerminalColour? = nil
    ) {
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.foreground = foreground
    }

    public static let plain = TextStyle()
    public static let bold = TextStyle(bold: true)
    public static let dim = TextStyle(dim: true)
    public static let reverse = TextStyle(reverse: true)

    public static func colour(_ colour: TerminalColour) -> TextStyle {
        TextStyle(foreground: colour)
    }

    /// SGR parameters for this style ("1;7;31"), empty for plain text.
    var sgrParameters: String {
        var parameters: [String] = []
        if bold { parameters.append("1") }
        if dim { parameters.append("2") }
        if reverse { parameters.append("7") }
        if let foreground { parameters.append(String(foreground.sgrCode)) }
        return parameters.joined(separator: ";")
    }
}

/// The eight standard terminal colours: they follow the user's palette, unlike RGB values.
public enum TerminalColour: Int, Hashable, Sendable, CaseIterable {
    case black = 0
    case red
    case green
    case yellow
    case blue
    case magenta
    case cyan
    case white

    var sgrCode: Int { 30 + rawValue }
}
