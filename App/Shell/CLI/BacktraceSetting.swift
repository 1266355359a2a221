import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Makes sure Swift's crash backtracer never waits for a key: when the app runs on a terminal and
/// SWIFT_BACKTRACE is unset, the process re-executes itself with `interactive=no`. Set
/// SWIFT_BACKTRACE yourself (any value) to skip this.
public enum BacktraceSetting {
    public static func ensureNonInteractive() {
        guard getenv("SWIFT_BACKTRACE") == nil, isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1
        else { return }
        setenv("SWIFT_BACKTRACE", "interactive=no", 1)
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
