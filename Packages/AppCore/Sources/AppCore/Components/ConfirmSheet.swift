/// A yes/no question over the content ("Delete this post?"): y or enter confirms; n, escape or
/// backspace declines (backspace closes every sheet); other keys are swallowed while it is up.
public struct ConfirmSheet: Equatable, Sendable {
    public enum Outcome: Equatable, Sendable {
        case pending
        case confirmed
        case declined
    }

    public var title: String
    public var message: String

    public init(title: String = "Confirm", message: String) {
        self.title = title
        self.message = message
    }

    public func handle(_ key: Key) -> Outcome {
        switch key {
        case "y", "Y", .enter: return .confirmed
        case "n", "N", .escape, .backspace: return .declined
        default: return .pending
        }
    }

    /// The content with the sheet centred over it.
    public func render(over content: Frame) -> Frame {
        let width = SheetBox.width(forScreenWidth: content.width)
        let inner = SheetBox.innerWidth(forScreenWidth: content.width)
        let body =
            StyledLine(message).wrapped(toWidth: inner)
            + [StyledLine(), Footer(hints: [KeyHint("y", "yes"), KeyHint("n", "no")]).render(width: inner)]
        let lines = SheetBox.lines(title: title, body: body, width: width)
        let origin = SheetBox.origin(boxWidth: width, boxHeight: lines.count, in: content)
        var frame = content
        frame.overlay(lines, atRow: origin.row, column: origin.column)
        frame.cursor = nil
        return frame
    }
}
