import Foundation

/// What the output can do: whether to run the interactive app at all, and whether to write
/// colour and style. Decided once at start-up from the environment and the command line.
public struct TerminalCapabilities: Equatable, Sendable {
    /// Both stdin and stdout are terminals and TERM is not "dumb": raw mode and redraws work.
    public var isInteractive: Bool
    /// Styles may be written (no NO_COLOR, no TERM=dumb, no --no-color, and a terminal).
    public var usesColour: Bool

    public init(isInteractive: Bool, usesColour: Bool) {
        self.isInteractive = isInteractive
        self.usesColour = usesColour
    }

    /// Per no-color.org, NO_COLOR counts when it is set to a non-empty value.
    public static func detect(
        environment: [String: String], stdoutIsTTY: Bool, stdinIsTTY: Bool, noColorFlag: Bool = false
    ) -> TerminalCapabilities {
        let isDumb = environment["TERM"] == "dumb"
        let isInteractive = stdoutIsTTY && stdinIsTTY && !isDumb
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        let usesColour = stdoutIsTTY && !isDumb && !noColor && !noColorFlag
        return TerminalCapabilities(isInteractive: isInteractive, usesColour: usesColour)
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
