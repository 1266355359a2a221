import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Makes sure Swift's crash backtracer never waits for a key and writes where the help says:
/// when the app runs on a terminal and SWIFT_BACKTRACE is unset, the process re-executes itself
/// with `value`. Set SWIFT_BACKTRACE yourself (any value) to skip this.
///
/// Why `output-to=stderr`: the backtracer writes to standard output by default, which is the
/// screen the app draws on (a crash's report vanished with the alternate screen). While the
/// app's screen is up, standard error is the terminal log, opened for appending
/// (`TerminalDevice`), so the report lands at its end; before and after, it is the terminal. A
/// file path in `output-to` would not do: the backtracer truncates the file it is given.
public enum BacktraceSetting {
    static let value = "interactive=no,output-to=stderr"

    public static func ensureNonInteractive() {
        guard getenv("SWIFT_BACKTRACE") == nil, isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1
        else { return }
        setenv("SWIFT_BACKTRACE", value, 1)
        #if os(Linux)
            let arguments = CommandLine.arguments
            var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
            argv.append(nil)
            execv("/proc/self/exe", &argv)
            // execv returned: keep running without the setting rather than failing to start.
            for pointer in argv { free(pointer) }
        #endif
    }
}
