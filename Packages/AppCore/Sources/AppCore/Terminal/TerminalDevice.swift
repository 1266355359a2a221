#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real terminal behind stdin/stdout: raw mode, the alternate screen, the cursor, bracketed
/// paste, its size, and whole-frame writes. Restoring is prepared before anything changes (see
/// `TerminalSignals`), so every exit path can undo it.
enum TerminalDevice {
    static let input: Int32 = 0
    static let output: Int32 = 1

    /// Alternate screen on, cursor hidden, bracketed paste on, cursor keys in normal mode.
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[?1l"
    /// The reverse of `enterSequence`, plus a style reset.
    static let leaveSequence = "\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"

    /// Switches stdin to raw mode (no echo, no line editing, no signals from keys) and returns
    /// the settings to restore, or nil when stdin is not a terminal.
    static func enterRawMode() -> termios? {
        var original = termios()
        guard tcgetattr(input, &original) == 0 else { return nil }
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        // OPOST stays on: "\n" keeps returning the cursor to column 1.
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else { return nil }
        return original
    }

    /// Points stderr at the log file so runtime errors (a Swift fatal error message, a
    /// backtrace) are kept instead of vanishing with the alternate screen. Returns a duplicate of
    /// the real stderr, to put back on exit, or nil when the log cannot be opened.
    static func redirectStandardError(toFileAt path: String) -> Int32? {
        let log = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard log >= 0 else { return nil }
        defer { close(log) }
        let original = dup(2)
        guard original >= 0, dup2(log, 2) >= 0 else { return nil }
        return original
    }

    static func currentSize() -> TerminalSize {
        var size = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return .fallback
        }
        return TerminalSize(width: Int(size.ws_col), height: Int(size.ws_row))
    }

    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// Writes all bytes, retrying after interrupts and partial writes: one frame, one write(2)
    /// in the normal case.
    static func writeAll(_ text: String, to descriptor: Int32 = output) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else if written < 0 && errno == EAGAIN {
                // A non-blocking stdout that is full: wait until it drains rather than tear a frame.
                var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&request, 1, 100)
            } else {
                return
            }
        }
    }
}

/// The live `TerminalOutput`: stdout, one write(2) per frame.
@MainActor
final class StandardOutput: TerminalOutput {
    func write(_ text: String) {
        TerminalDevice.writeAll(text)
    }
}
