#if canImport(Glibc)
    import Glibc
#endif

/// State shared with the signal handlers. Handlers cannot capture context, so it is global,
/// allocated before raw mode is entered, and only read through raw pointers from the handlers
/// (async-signal-safe: write(2), tcsetattr, sigaction, raise, _exit; no allocation, no locks).
private struct SignalState {
    var restoreBytes: UnsafeBufferPointer<UInt8>
    var crashNote: UnsafeBufferPointer<UInt8>
    /// The real stderr, saved while stderr points at the log file (-1 when not redirected).
    var originalStandardError: Int32
    var savedSettings: UnsafeMutablePointer<termios>
    var previousActions: UnsafeMutablePointer<sigaction>
}

nonisolated(unsafe) private var signalState: SignalState?
nonisolated(unsafe) private var hasSavedSettings: sig_atomic_t = 0
nonisolated(unsafe) private var terminalIsChanged: sig_atomic_t = 0
/// `exit()` called while the UI is up (by any code) still restores the terminal.
nonisolated(unsafe) private var hasExitHook = false
/// SIGTERM or SIGHUP asked the app to end, not yet told to the runtime (0: none), and whether
/// the runtime has been told: the app ends as `q` would, saving what was typed, within
/// `TerminalSignals.endingGrace` seconds (then SIGALRM ends it at once).
nonisolated(unsafe) private var pendingEnding: sig_atomic_t = 0
nonisolated(unsafe) private var endingTold: sig_atomic_t = 0
private let signalSlots = 65

/// Puts the terminal back on every exit path: SIGINT (restore, then exit with 130), SIGTERM and
/// SIGHUP (the app ends as `q` would: the open question closed, what was typed kept, then exit
/// with 143 or 129; a second one, or `endingGrace` seconds, ends it at once, restored), and
/// crashes (SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGTRAP, SIGFPE: restore, then re-raise with the
/// handler that was there before, so the crash still produces its backtrace or core dump, now on
/// the normal screen).
enum TerminalSignals {
    static let exitSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGALRM]
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGTRAP, SIGFPE]
    /// How long an ending asked by SIGTERM or SIGHUP may take to save what was typed.
    static let endingGrace: UInt32 = 6

    /// The signal that asked the app to end, once: the runtime ends its loop on it.
    static func takeEnding() -> Int32? {
        guard pendingEnding != 0, endingTold == 0 else { return nil }
        endingTold = 1
        return Int32(pendingEnding)
    }

    /// Prepares the restore bytes and installs the handlers. Call before entering raw mode.
    /// `crashNote` is written to the real stderr after a crash (the details went to the log).
    static func install(restoreSequence: String, crashNote: String, originalStandardError: Int32?) {
        let settings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        settings.initialize(to: termios())
        let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: signalSlots)
        actions.initialize(repeating: sigaction(), count: signalSlots)
        signalState = SignalState(
            restoreBytes: prebuilt(restoreSequence), crashNote: prebuilt(crashNote),
            originalStandardError: originalStandardError ?? -1, savedSettings: settings,
            previousActions: actions)
        if !hasExitHook {
            hasExitHook = true
            atexit { TerminalSignals.restoreTerminal() }
        }
        for signal in exitSignals + crashSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = handleSignal
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, actions + Int(signal))
        }
    }

    private static func prebuilt(_ text: String) -> UnsafeBufferPointer<UInt8> {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.utf8.count)
        _ = buffer.initialize(from: text.utf8)
        return UnsafeBufferPointer(buffer)
    }

    /// Remembers the settings to restore and marks the terminal as changed.
    static func terminalDidChange(savedSettings settings: termios?) {
        if let settings, let state = signalState {
            state.savedSettings.pointee = settings
            hasSavedSettings = 1
        }
        terminalIsChanged = 1
    }

    /// Normal exit: restore once and put the previous handlers back.
    static func restoreAndUninstall() {
        // What is left of an ending (saving drafts, closing the database) is the app's own,
        // bounded by its own limits.
        alarm(0)
        restoreTerminal()
        guard let state = signalState else { return }
        for signal in exitSignals + crashSignals {
            sigaction(signal, state.previousActions + Int(signal), nil)
        }
        if state.originalStandardError >= 0 {
            close(state.originalStandardError)
        }
        signalState = nil
    }

    /// Safe inside a signal handler.
    static func restoreTerminal() {
        guard terminalIsChanged == 1, let state = signalState else { return }
        terminalIsChanged = 0
        _ = write(1, state.restoreBytes.baseAddress, state.restoreBytes.count)
        if hasSavedSettings == 1 {
            _ = tcsetattr(0, TCSANOW, state.savedSettings)
        }
        if state.originalStandardError >= 0 {
            _ = dup2(state.originalStandardError, 2)
        }
    }
}

private func handleSignal(_ number: Int32) {
    // The first SIGTERM or SIGHUP ends the app the way `q` does, from its own loop, so what was
    // typed in an open field is kept; the terminal stays as it is until then.
    if (number == SIGTERM || number == SIGHUP) && pendingEnding == 0 {
        pendingEnding = number
        alarm(TerminalSignals.endingGrace)
        return
    }
    TerminalSignals.restoreTerminal()
    if number == SIGALRM && pendingEnding != 0 {
        _exit(128 + pendingEnding)
    }
    if number == SIGINT || number == SIGTERM || number == SIGHUP || number == SIGALRM {
        _exit(128 + number)
    }
    if let state = signalState {
        _ = write(2, state.crashNote.baseAddress, state.crashNote.count)
        sigaction(number, state.previousActions + Int(number), nil)
    } else {
        signal(number, SIG_DFL)
    }
    // The signal is blocked while its handler runs: unblock it so the previous handler (Swift's
    // backtracer) runs now, inside this one, instead of after this handler returns.
    var only = sigset_t()
    sigemptyset(&only)
    sigaddset(&only, number)
    pthread_sigmask(SIG_UNBLOCK, &only, nil)
    raise(number)
    // A handler that returns expects the faulting instruction to fault again; a crash signal sent
    // by `kill` has no such instruction, and the app would run on with the terminal handed back.
    // End the process the default way, so its status still says which signal killed it.
    signal(number, SIG_DFL)
    raise(number)
    _exit(128 + number)
}
