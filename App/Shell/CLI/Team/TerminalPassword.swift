import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Asks for a password on the terminal without echoing it, as psql does. Only when standard
/// input is a terminal: a pipe or a script gets no prompt (and so a clear "no password" error
/// instead of a hang). Ctrl-C during the prompt puts echo back before exiting.
enum TerminalPassword {
    static var canAsk: Bool { isatty(STDIN_FILENO) == 1 }

    /// The line typed after `prompt` (written to stderr), or nil at end of input or with no
    /// terminal.
    static func ask(_ prompt: String) -> String? {
        guard canAsk else { return nil }
        FileHandle.standardError.write(Data(prompt.utf8))
        var original = termios()
        let canHide = tcgetattr(STDIN_FILENO, &original) == 0
        if canHide {
            savedTerminal = original
            var hidden = original
            hidden.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &hidden)
            signal(SIGINT, restoreAndExit)
        }
        let line = readLine(strippingNewline: true)
        if canHide {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
            signal(SIGINT, SIG_DFL)
            savedTerminal = nil
        }
        FileHandle.standardError.write(Data("\n".utf8))
        return line
    }
}

/// The terminal as it was before the prompt hid the echo; read only by the signal handler.
nonisolated(unsafe) private var savedTerminal: termios?

private func restoreAndExit(_ signal: Int32) {
    if var terminal = savedTerminal { tcsetattr(STDIN_FILENO, TCSAFLUSH, &terminal) }
    _exit(128 + signal)
}
