import Foundation

/// What the output can do: whether to run the interactive app at all, and whether to write
/// colour and style. Decided once at start-up from the environment and the command line.
public struct TerminalCapabilities: Equatable, Sendable {
    /// Both stdin and stdout are terminals and TERM is not "dumb": raw mode and redraws work.
    public var isInteractive: Bool
    /// Styles may be written (no NO_COLOR, no TERM=dumb, no --no-color, and a terminal).
    public var usesColour: Bool
    /// Why styles may not be written, as a person would name it ("--no-color", "NO_COLOR"), so
    /// that what shows a colour choice can say why it is off; nil when they may.
    public var colourOffReason: String?
    /// Why a terminal gets one frame and not the app, to say on stderr: a person who typed the
    /// command on a terminal would otherwise be left wondering. Nil for a pipe, which asked for
    /// one frame, and for a terminal that runs the app.
    public var oneFrameReason: String?

    public init(
        isInteractive: Bool, usesColour: Bool, colourOffReason: String? = nil, oneFrameReason: String? = nil
    ) {
        self.isInteractive = isInteractive
        self.usesColour = usesColour
        self.colourOffReason = usesColour ? nil : colourOffReason
        self.oneFrameReason = isInteractive ? nil : oneFrameReason
    }

    /// Per no-color.org, NO_COLOR counts when it is set to a non-empty value.
    public static func detect(
        environment: [String: String], stdoutIsTTY: Bool, stdinIsTTY: Bool, noColorFlag: Bool = false
    ) -> TerminalCapabilities {
        let isDumb = environment["TERM"] == "dumb"
        let isInteractive = stdoutIsTTY && stdinIsTTY && !isDumb
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        let usesColour = stdoutIsTTY && !isDumb && !noColor && !noColorFlag
        // The person's own word first: the flag they typed, then the environment, then the device.
        let reason =
            noColorFlag ? "--no-color" : noColor ? "NO_COLOR" : isDumb ? "TERM=dumb" : "not a terminal"
        let oneFrame =
            stdoutIsTTY && isDumb
            ? "TERM=dumb says this terminal cannot move the cursor, so this is one frame of the app, "
                + "not the app; run it where TERM names a full terminal (such as xterm-256color)." : nil
        return TerminalCapabilities(
            isInteractive: isInteractive, usesColour: usesColour, colourOffReason: reason,
            oneFrameReason: oneFrame)
    }
}

extension TerminalCapabilities {
    /// The capabilities of this process's stdin/stdout and environment.
    public static func current(noColorFlag: Bool = false) -> TerminalCapabilities {
        detect(
            environment: ProcessInfo.processInfo.environment,
            stdoutIsTTY: TerminalDevice.isTerminal(TerminalDevice.output),
            stdinIsTTY: TerminalDevice.isTerminal(TerminalDevice.input), noColorFlag: noColorFlag)
    }
}
