import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

extension TerminalRuntime {
    /// Runs `scene` full-screen on the real terminal until it quits; returns the exit status
    /// (0 on quit, 130 on Ctrl-C). Signal handlers are installed before raw mode, and the terminal
    /// is restored on return, on SIGINT/SIGTERM/SIGHUP, and on a crash.
    public static func runInteractive(
        scene: any TerminalScene, colour: Bool, tickInterval: Duration = .milliseconds(100)
    ) async -> Int32 {
        let size = TerminalDevice.currentSize()
        TerminalLog.write(startNote(size: size, colour: colour, scene: scene))
        let logPath = TerminalLog.fileURL.path
        let originalStandardError = TerminalDevice.redirectStandardError(toFileAt: logPath)
        TerminalSignals.install(
            restoreSequence: TerminalDevice.leaveSequence,
            crashNote: "mosaic stopped unexpectedly; its last messages are in \(logPath)\n",
            originalStandardError: originalStandardError)
        let settings = TerminalDevice.enterRawMode()
        TerminalSignals.terminalDidChange(savedSettings: settings)
        TerminalDevice.writeAll(TerminalDevice.enterSequence)

        let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        let post: @Sendable (TerminalEvent) -> Void = { continuation.yield($0) }
        let reader = TerminalInputReader()
        reader.start(
            deliver: { @Sendable keys in
                // Stamped as they are read: a key is given only to what was on screen by then.
                let typedAt = ContinuousClock.now
                for key in keys { continuation.yield(.key(key, typedAt: typedAt)) }
            },
            onEnd: { @Sendable in continuation.finish() })
        let resizes = watchResizes(post: post)
        let ticks = Task.detached {
            while !Task.isCancelled {
                try? await Task.sleep(for: tickInterval)
                if let signal = TerminalSignals.takeEnding() { continuation.yield(.ending(signal)) }
                continuation.yield(.tick)
            }
        }

        let runtime = TerminalRuntime(
            scene: scene, events: events, post: post, output: StandardOutput(), size: size,
            colour: colour)
        runtime.suspend = { suspendAsAJob(logPath: logPath) }
        let status = await runtime.run()

        ticks.cancel()
        resizes.cancel()
        reader.stop()
        continuation.finish()
        TerminalSignals.restoreAndUninstall()
        TerminalLog.write("exit \(status)")
        return status
    }

    /// The log's line for a start: the window's size, and whether frames are drawn in colour,
    /// which takes both the terminal (`colour`: no --no-color, NO_COLOR or pipe) and the scene
    /// (the person's choice in Settings), as drawing does.
    static func startNote(size: TerminalSize, colour: Bool, scene: any TerminalScene) -> String {
        "start \(size.width)x\(size.height) colour=\(colour && scene.usesColour)"
    }

    /// Ctrl-Z: the terminal as it was (normal screen, line mode, the real stderr), the job
    /// stopped by SIGTSTP as the shell expects; on `fg` (SIGCONT) raw mode, the
    /// alternate screen and the log come back, and the window's size is read again.
    private static func suspendAsAJob(logPath: String) -> TerminalSize {
        TerminalSignals.restoreTerminal()
        // The whole job stops, as the shell's own Ctrl-Z would stop it (the process group, not
        // this thread: the main thread may hold SIGTSTP blocked). A job with no shell to come
        // back to (an orphaned group) is not stopped by the kernel: the app carries on.
        kill(0, SIGTSTP)
        let settings = TerminalDevice.enterRawMode()
        TerminalSignals.terminalDidChange(savedSettings: settings)
        // The signal state keeps the real stderr it saved at start; this second copy is not needed.
        if let again = TerminalDevice.redirectStandardError(toFileAt: logPath) { close(again) }
        TerminalDevice.writeAll(TerminalDevice.enterSequence)
        return TerminalDevice.currentSize()
    }

    /// SIGWINCH through Dispatch. SIG_IGN must be set before the source exists (on Linux, setting
    /// it afterwards stops delivery); the handler is `@Sendable` so it is not inferred
    /// `@MainActor` and trapped on the global queue.
    private static func watchResizes(post: @escaping @Sendable (TerminalEvent) -> Void)
        -> any DispatchSourceSignal
    {
        signal(SIGWINCH, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .global())
        source.setEventHandler { @Sendable in
            post(.resize(TerminalDevice.currentSize()))
        }
        source.resume()
        return source
    }
}
