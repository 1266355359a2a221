import MosaicPreview
import MosaicShell

// The preview program: `mosaic-preview <feature>`, which `mosaic preview <feature>` starts.
BacktraceSetting.ensureNonInteractive()
await PreviewCommand.runFromCommandLine()
