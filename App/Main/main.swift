import MosaicShell

// Swift reads SWIFT_BACKTRACE once at start-up, and its backtracer would wait for a key on a
// terminal after a crash; so an interactive run restarts itself once with it set.
BacktraceSetting.ensureNonInteractive()
await MosaicCommand.runFromCommandLine()
